package org.dclab.ui.editor.figures;

import org.eclipse.swt.graphics.Color;

/**
 * The editor's colours. Since SWT 4.16 a Color made without a Device owns no OS resource, so these constants need no
 * disposal. Each kind of node has its own hue so that a class tells hosts, switches and routers apart at a glance,
 * also at zoom levels where labels are hidden.
 */
public final class DiagramColors {

    public static final Color BACKGROUND = new Color(250, 250, 248);
    public static final Color GRID = new Color(222, 224, 228);
    public static final Color OUTLINE = new Color(60, 64, 72);
    public static final Color LABEL = new Color(30, 32, 36);
    public static final Color LABEL_BACKGROUND = new Color(255, 255, 255);

    public static final Color HOST_FILL = new Color(214, 232, 210);
    public static final Color HOST_DETAIL = new Color(80, 120, 76);
    public static final Color SWITCH_FILL = new Color(62, 114, 186);
    public static final Color ROUTER_FILL = new Color(232, 146, 54);
    public static final Color SYMBOL = new Color(255, 255, 255);

    public static final Color LINK = new Color(120, 126, 138);
    public static final Color SELECTION = new Color(24, 112, 232);
    public static final Color SELECTION_FILL = new Color(24, 112, 232);
    public static final Color ERROR = new Color(208, 36, 36);
    public static final Color WARNING = new Color(236, 176, 20);

    private DiagramColors() {
    }
}
