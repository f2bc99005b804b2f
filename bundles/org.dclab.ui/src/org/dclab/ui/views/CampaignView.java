package org.dclab.ui.views;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IMemento;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

/**
 * One campaign folder of {@code dclab sweep --out}, in a view of its own that opens maximised, beside the live charts
 * when restored, where its runs and curves have room to be read: the Results view beneath the editor is a few rows
 * high. Each folder opens once (its path is the view's secondary id), and a workbench started again shows the
 * campaigns it showed, read anew.
 */
public final class CampaignView extends ViewPart {

    public static final String ID = "org.dclab.ui.views.campaign";
    private static final String FOLDER = "folder";

    private Path folder;
    private Composite parent;
    private CampaignPanel panel;

    /** Shows {@code opened} in its view, opened or brought to the front. */
    static CampaignView open(IWorkbenchPage page, CampaignResults opened) throws PartInitException {
        Path dir = opened.dir().toAbsolutePath().normalize();
        CampaignView view = (CampaignView) page.showView(ID, secondaryId(dir), IWorkbenchPage.VIEW_ACTIVATE);
        view.show(opened);
        // A campaign is read on its own, its runs and curves as large as the window allows (at 1280x720 its folder
        // shows three runs over a plot 70 pixels high); a double-click on its tab gives the other views back.
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        return view;
    }

    /** The folder's path, escaped: a secondary id may not hold ':'. */
    private static String secondaryId(Path dir) {
        return dir.toString().replace("%", "%25").replace(":", "%3A");
    }

    @Override
    public void init(IViewSite site, IMemento memento) throws PartInitException {
        super.init(site, memento);
        String kept = memento == null ? null : memento.getString(FOLDER);
        folder = kept == null ? null : Path.of(kept);
    }

    @Override
    public void saveState(IMemento memento) {
        if (folder != null) {
            memento.putString(FOLDER, folder.toString());
        }
    }

    @Override
    public void createPartControl(Composite parent) {
        this.parent = parent;
        parent.setLayout(new FillLayout());
        panel = new CampaignPanel(parent, SWT.NONE);
        if (folder != null) {
            try {
                show(CampaignResults.load(folder));
            } catch (IOException | IllegalArgumentException e) {
                panel.dispose();
                new Label(parent, SWT.WRAP).setText("The campaign " + folder + " could not be read again: " + e.getMessage());
                parent.layout(true, true);
            }
        }
    }

    void show(CampaignResults opened) {
        folder = opened.dir().toAbsolutePath().normalize();
        setPartName("Campaign " + (folder.getFileName() == null ? folder : folder.getFileName()));
        setTitleToolTip(folder.toString());
        if (panel.isDisposed()) {
            // The folder could not be read when the workbench started; it can now.
            for (Control shown : parent.getChildren()) {
                shown.dispose();
            }
            panel = new CampaignPanel(parent, SWT.NONE);
            parent.layout(true, true);
        }
        panel.show(opened);
    }

    CampaignPanel panel() {
        return panel;
    }

    @Override
    public void setFocus() {
        parent.setFocus();
    }
}
