package org.dclab.ui;

import org.dclab.ui.welcome.FirstStart;
import org.eclipse.swt.graphics.Point;
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
		FirstStart.showWelcomeOnce(getWindowConfigurer().getWindow().getActivePage());
	}
}
