package org.dclab.ui.editor.figures;

import org.dclab.ui.present.LoadScale;
import org.dclab.ui.present.QueueLook;
import org.eclipse.swt.graphics.Color;

/**
 * Colours of a live run on the canvas beside its links' load, which {@link LoadScale} colours: queue bars, K, the drop
 * and mark flashes as {@link QueueLook} has them (the class page too), and packets.
 */
public final class LoadColors {

    public static final Color QUEUE_FILL = new Color(QueueLook.FILL);
    public static final Color QUEUE_FRAME = new Color(QueueLook.FRAME);
    public static final Color QUEUE_EMPTY = new Color(QueueLook.EMPTY);
    public static final Color THRESHOLD = new Color(QueueLook.THRESHOLD);
    public static final Color RED_BAND = new Color(QueueLook.RED_BAND);
    public static final Color DROP_FLASH = new Color(QueueLook.DROP_FLASH);
    public static final Color MARK_FLASH = new Color(QueueLook.MARK_FLASH);
    public static final Color PACKET = new Color(30, 32, 36);

    private LoadColors() {
    }
}
