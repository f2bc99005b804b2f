package org.dclab.ui.editor.parts;

import org.dclab.model.Link;
import org.eclipse.swt.graphics.Rectangle;

/**
 * A rate/delay label as the canvas last drew it: the link it is written on, its text, and where, in diagram
 * coordinates. One label may stand for many links alike ("1 Gbps · 25 µs (128 links)").
 */
public record LinkLabel(Link link, String text, Rectangle bounds) {
}
