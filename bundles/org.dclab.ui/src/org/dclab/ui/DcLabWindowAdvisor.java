package org.dclab.ui;

import org.dclab.cli.api.ProductInfo;
import org.dclab.ui.present.PresentationLayout;
import org.dclab.ui.present.PresentationWindow;
import org.dclab.ui.welcome.FirstStart;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

final class DcLabWindowAdvisor extends WorkbenchWindowAdvisor {

    DcLabWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        super(configurer);
    }

    @Override
    public void preWindowOpen() {
        IWorkbenchWindowConfigurer configurer = getWindowConfigurer();
        configurer.setInitialSize(new Point(1280, 860));
        configurer.setTitle(ProductInfo.NAME);
        configurer.setShowCoolBar(false);
        configurer.setShowPerspectiveBar(false);
        configurer.setShowStatusLine(true);
        configurer.setShowProgressIndicator(true);
    }

    @Override
    public void postWindowOpen() {
        IWorkbenchPage page = getWindowConfigurer().getWindow().getActivePage();
        // An editor restored from the last session is shown but not activated, so the Outline and Properties would
        // say there is no editor until it is clicked.
        IEditorPart restored = page == null ? null : page.getActiveEditor();
        if (restored != null) {
            page.activate(restored);
        }
        FirstStart.showWelcomeOnce(page);
        PresentationLayout.syncMenu(getWindowConfigurer().getWindow());
        PresentationWindow.install(getWindowConfigurer().getWindow());
    }
}
