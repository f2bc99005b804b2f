package org.dclab.ui.present;

import org.eclipse.swt.graphics.RGB;

/**
 * How a queue looks wherever a live run is drawn: the canvas's queue bars and its key, and the class page's bars, which
 * the workbench sends these colours to. A student who looks from the projector to a laptop reads the same purple for a
 * queue and the same red line for its marking threshold.
 */
public final class QueueLook {

    /** The part of the buffer the queue holds. */
    public static final RGB FILL = new RGB(111, 66, 193);
    /** The outline of the whole buffer. */
    public static final RGB FRAME = new RGB(60, 64, 72);
    /** The part of the buffer still free. */
    public static final RGB EMPTY = new RGB(255, 255, 255);
    /** A marking threshold (DCTCP's K, a threshold queue's). */
    public static final RGB THRESHOLD = new RGB(214, 39, 40);
    /** RED's minimum and maximum thresholds. */
    public static final RGB RED_BAND = new RGB(236, 168, 24);
    /** The flash of a port that dropped a packet since the last picture. */
    public static final RGB DROP_FLASH = new RGB(214, 39, 40);
    /** The flash of a port that marked a packet since the last picture. */
    public static final RGB MARK_FLASH = new RGB(236, 168, 24);

    private QueueLook() {
    }
}
