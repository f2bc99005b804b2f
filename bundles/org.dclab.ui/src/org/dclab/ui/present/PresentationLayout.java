package org.dclab.ui.present;

import org.dclab.ui.DcLabPerspective;
import org.eclipse.core.commands.Command;
import org.eclipse.core.commands.State;
import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.RadioState;
import org.eclipse.ui.handlers.RegistryToggleState;

/**
 * Which perspective goes with presentation mode, and the menu's check marks that go with the stored state. At
 * 1280×720 the everyday layout leaves each chart some 60 pixels and clips Simulation Control; the presentation
 * layout gives the charts the window's full height and Simulation Control the room its larger text needs.
 */
public final class PresentationLayout {

    public static final String TOGGLE_COMMAND = "org.dclab.ui.commands.presentationMode";
    public static final String SCALE_COMMAND = "org.dclab.ui.commands.presentationScale";

    private PresentationLayout() {
    }

    /** Shows the presentation perspective when {@code on}, DC Lab's everyday one otherwise. */
    static void show(IWorkbenchWindow window, boolean on) {
        IWorkbenchPage page = window == null ? null : window.getActivePage();
        if (page == null) {
            return;
        }
        String id = on ? PresentationPerspective.ID : DcLabPerspective.ID;
        IPerspectiveDescriptor current = page.getPerspective();
        if (current == null || !current.getId().equals(id)) {
            page.setPerspective(window.getWorkbench().getPerspectiveRegistry().findPerspectiveWithId(id));
        }
    }

    /** Sets the menu's check marks from the stored state, as the window opens. */
    public static void syncMenu(IWorkbenchWindow window) {
        ICommandService commands = window.getService(ICommandService.class);
        if (commands == null) {
            return;
        }
        setState(commands.getCommand(TOGGLE_COMMAND), RegistryToggleState.STATE_ID, Presentation.isOn());
        setState(commands.getCommand(SCALE_COMMAND), RadioState.STATE_ID, Double.toString(Presentation.chosenFactor()));
        commands.refreshElements(TOGGLE_COMMAND, null);
        commands.refreshElements(SCALE_COMMAND, null);
        show(window, Presentation.isOn());
    }

    private static void setState(Command command, String stateId, Object value) {
        State state = command.getState(stateId);
        if (state != null) {
            state.setValue(value);
        }
    }
}
