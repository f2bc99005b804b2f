package org.dclab.ui.editor;

import java.nio.file.Path;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * What the editor shows instead of the canvas when a file cannot be read as a scenario: which file, why, and that
 * nothing was changed. The reason is selectable so it can be pasted into a question to the instructor.
 */
public final class ErrorPage {

    public static final String TITLE = "This file cannot be opened as a DC Lab scenario";

    private final Composite page;
    private final Text reason;

    public ErrorPage(Composite parent, Path file, String problem) {
        page = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).margins(24, 24).spacing(12, 10).applyTo(page);

        Label icon = new Label(page, SWT.NONE);
        icon.setImage(page.getDisplay().getSystemImage(SWT.ICON_ERROR));
        GridDataFactory.swtDefaults().align(SWT.BEGINNING, SWT.BEGINNING).span(1, 4).applyTo(icon);

        Label title = new Label(page, SWT.WRAP);
        title.setText(TITLE);
        title.setFont(JFaceResources.getHeaderFont());
        GridDataFactory.fillDefaults().grab(true, false).applyTo(title);

        Label where = new Label(page, SWT.WRAP);
        where.setText(file.toAbsolutePath().toString());
        GridDataFactory.fillDefaults().grab(true, false).applyTo(where);

        reason = new Text(page, SWT.READ_ONLY | SWT.WRAP | SWT.MULTI);
        reason.setText(problem);
        GridDataFactory.fillDefaults().grab(true, false).hint(500, SWT.DEFAULT).applyTo(reason);

        Label advice = new Label(page, SWT.WRAP);
        advice.setText("The file was not changed. Correct it in a text editor and open it again, or open another scenario.");
        GridDataFactory.fillDefaults().grab(true, false).applyTo(advice);
    }

    public Composite getControl() {
        return page;
    }

    /** The reason shown, as the user reads it. */
    public String reason() {
        return reason.getText();
    }
}
