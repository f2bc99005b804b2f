package org.dclab.ui.present;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.handlers.RadioState;

/** Window ▸ Presentation Scale ▸ 1.5× or 2×: the factor presentation mode grows text and lines by. */
public final class PresentationScaleHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        if (HandlerUtil.matchesRadioState(event)) {
            return null;
        }
        String factor = event.getParameter(RadioState.PARAMETER_ID);
        HandlerUtil.updateRadioState(event.getCommand(), factor);
        Presentation.setChosenFactor(Double.parseDouble(factor));
        return null;
    }
}
