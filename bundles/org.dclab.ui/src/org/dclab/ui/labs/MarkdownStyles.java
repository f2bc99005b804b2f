package org.dclab.ui.labs;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.dclab.ui.labs.MarkdownText.Span;
import org.dclab.ui.labs.MarkdownText.Style;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;

/**
 * Shows rendered markdown in a StyledText. Spans may nest (bold inside a heading), so every character's styles are
 * combined and runs of equal styles become one StyleRange, as the widget needs them disjoint.
 */
final class MarkdownStyles {

    private final StyledText widget;
    private final Font title;
    private final Font heading;

    MarkdownStyles(StyledText widget) {
        this.widget = widget;
        FontData base = widget.getFont().getFontData()[0];
        title = new Font(widget.getDisplay(), base.getName(), Math.round(base.getHeight() * 1.6f), SWT.BOLD);
        heading = new Font(widget.getDisplay(), base.getName(), Math.round(base.getHeight() * 1.25f), SWT.BOLD);
        widget.addDisposeListener(e -> {
            title.dispose();
            heading.dispose();
        });
    }

    void show(MarkdownText rendered) {
        String text = rendered.text();
        List<Set<Style>> styles = new ArrayList<>(text.length());
        for (int i = 0; i < text.length(); i++) {
            styles.add(EnumSet.noneOf(Style.class));
        }
        for (Span span : rendered.spans()) {
            for (int i = span.start(); i < span.start() + span.length(); i++) {
                styles.get(i).add(span.style());
            }
        }
        widget.setText(text);
        List<StyleRange> ranges = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= text.length(); i++) {
            if (i == text.length() || !styles.get(i).equals(styles.get(start))) {
                if (!styles.get(start).isEmpty()) {
                    ranges.add(range(start, i - start, styles.get(start)));
                }
                start = i;
            }
        }
        widget.setStyleRanges(ranges.toArray(StyleRange[]::new));
    }

    private StyleRange range(int start, int length, Set<Style> styles) {
        StyleRange r = new StyleRange();
        r.start = start;
        r.length = length;
        if (styles.contains(Style.TITLE)) {
            r.font = title;
        } else if (styles.contains(Style.HEADING)) {
            r.font = heading;
        } else if (styles.contains(Style.CODE)) {
            r.font = JFaceResources.getTextFont();
        }
        if (r.font == null || styles.contains(Style.CODE)) {
            r.fontStyle = (styles.contains(Style.BOLD) ? SWT.BOLD : SWT.NORMAL) | (styles.contains(Style.ITALIC) ? SWT.ITALIC : SWT.NORMAL);
        }
        return r;
    }
}
