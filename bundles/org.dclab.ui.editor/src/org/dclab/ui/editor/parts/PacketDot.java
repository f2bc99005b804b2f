package org.dclab.ui.editor.parts;

import org.dclab.sim.live.InFlightPacket;
import org.eclipse.swt.graphics.RGB;

/**
 * One packet in flight as the canvas last drew it: its centre and diameter in diagram coordinates, the application it
 * belongs to ("" when the run did not tell) and the colour it was filled with, which is that application's
 * {@link org.dclab.ui.present.FlowColors} colour, faded while another flow is highlighted; and the packet itself, its
 * headers and where it has been, for a click to open (null when the run did not tell).
 */
public record PacketDot(String application, double x, double y, double diameter, RGB fill, InFlightPacket packet) {

    /** Whether diagram point (px, py) is within {@code slack} of the dot's disc. */
    boolean covers(double px, double py, double slack) {
        return Math.hypot(px - x, py - y) <= diameter / 2 + slack;
    }
}
