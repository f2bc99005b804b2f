package org.dclab.ui.labs;

import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.widgets.Composite;

/**
 * A StyledText showing rendered markdown whose title, headings and code keep their proportion to its text whenever its
 * font changes, as presentation mode changes it: a heading sized once from the everyday font would end up smaller
 * than the text around it.
 */
final class MarkdownPane extends StyledText {

    private final MarkdownStyles styles;

    MarkdownPane(Composite parent, int style) {
        super(parent, style);
        styles = new MarkdownStyles(this);
    }

    void show(MarkdownText rendered) {
        styles.show(rendered);
    }

    @Override
    public void setFont(Font font) {
        super.setFont(font);
        // The super constructor sets a font before this pane has its styles.
        if (styles != null) {
            styles.restyle();
        }
    }
}
