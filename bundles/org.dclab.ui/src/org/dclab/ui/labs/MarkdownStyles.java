package org.dclab.ui.labs;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.dclab.ui.labs.MarkdownText.Span;
import org.dclab.ui.labs.MarkdownText.Style;
import org.eclipse.jface.resource.FontDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;

/**
 * Shows rendered markdown in a StyledText. Spans may nest (bold inside a heading), so every character's styles are
 * combined and runs of equal styles become one StyleRange, as the widget needs them disjoint. Title, headings and code
 * are sized from the widget's font as it is when shown or restyled (see {@link MarkdownPane}).
 */
final class MarkdownStyles {

    private final StyledText widget;
    /** The fonts of titles, headings and code, from JFace's shared registry, released with the widget. */
    private final LocalResourceManager fonts;
    private Font title;
    private Font heading;
    private Font code;
    private MarkdownText shown;

    MarkdownStyles(StyledText widget) {
        this.widget = widget;
        this.fonts = new LocalResourceManager(JFaceResources.getResources(), widget);
    }

    void show(MarkdownText rendered) {
        shown = rendered;
        widget.setText(rendered.text());
        restyle();
    }

    /** Sizes title, headings and code from the widget's present font and styles the text shown again. */
    void restyle() {
        if (shown == null || widget.isDisposed()) {
            return;
        }
        FontData[] base = widget.getFont().getFontData();
        int height = base[0].getHeight();
        title = fonts.create(FontDescriptor.createFrom(base).setHeight(Math.round(height * 1.6f)).setStyle(SWT.BOLD));
        heading = fonts.create(FontDescriptor.createFrom(base).setHeight(Math.round(height * 1.25f)).setStyle(SWT.BOLD));
        code = fonts.create(FontDescriptor.createFrom(JFaceResources.getTextFont()).setHeight(height));
        String text = shown.text();
        MarkdownText rendered = shown;
        List<Set<Style>> styles = new ArrayList<>(text.length());
        for (int i = 0; i < text.length(); i++) {
            styles.add(EnumSet.noneOf(Style.class));
        }
        for (Span span : rendered.spans()) {
            for (int i = span.start(); i < span.start() + span.length(); i++) {
                styles.get(i).add(span.style());
            }
        }
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
            r.font = code;
        }
        if (r.font == null || styles.contains(Style.CODE)) {
            r.fontStyle = (styles.contains(Style.BOLD) ? SWT.BOLD : SWT.NORMAL) | (styles.contains(Style.ITALIC) ? SWT.ITALIC : SWT.NORMAL);
        }
        return r;
    }
}
