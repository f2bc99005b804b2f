package org.dclab.ui.editor.figures;

import org.dclab.ui.present.LoadScale;
import org.eclipse.swt.graphics.Color;

/**
 * Colours of a live run on the canvas beside its links' load, which {@link LoadScale} colours (as the class page
 * does): queue bars, K, the drop and mark flashes, packets.
 */
public final class LoadColors {

    public static final Color QUEUE_FILL = new Color(111, 66, 193);
    public static final Color QUEUE_FRAME = new Color(60, 64, 72);
    public static final Color QUEUE_EMPTY = new Color(255, 255, 255);
    public static final Color THRESHOLD = new Color(214, 39, 40);
    public static final Color RED_BAND = new Color(236, 168, 24);
    public static final Color DROP_FLASH = new Color(214, 39, 40);
    public static final Color MARK_FLASH = new Color(236, 168, 24);
    public static final Color PACKET = new Color(30, 32, 36);

    private LoadColors() {
    }
}
