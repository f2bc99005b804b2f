package org.dclab.ui;

import org.dclab.cli.api.ProductInfo;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

/** Product name, version and build, and the papers whose systems DC Lab reproduces. */
final class AboutDialog extends Dialog {

    private static final String PAPERS = String.join("\n",
            "Systems reproduced:",
            "  \u2022 AIPM \u2014 application-layer incast control (Luo, Xu, Sun, JEST 2018)",
            "  \u2022 DCTCP/TCP coexistence under AQMs (Irteza et al., ICC 2014)",
            "  \u2022 GEMINI \u2014 cross-datacenter congestion control (Zeng et al., ICNP 2019)");

    AboutDialog(Shell parent) {
        super(parent);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("About " + ProductInfo.NAME);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        GridLayoutFactory.swtDefaults().margins(16, 16).spacing(8, 10).applyTo(area);

        Label title = new Label(area, SWT.NONE);
        title.setText(ProductInfo.NAME + " " + ProductInfo.version());
        title.setFont(JFaceResources.getHeaderFont());

        Label build = new Label(area, SWT.NONE);
        build.setText("Build " + ProductInfo.buildQualifier() + "  \u00b7  Java " + System.getProperty("java.version"));

        Label purpose = new Label(area, SWT.WRAP);
        purpose.setText("A workbench for simulating datacenter congestion control and teaching it.\n\n" + PAPERS);
        GridDataFactory.fillDefaults().grab(true, false).hint(460, SWT.DEFAULT).applyTo(purpose);
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, IDialogConstants.CLOSE_LABEL, true);
    }
}
