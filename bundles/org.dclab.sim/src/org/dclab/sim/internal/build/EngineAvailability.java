package org.dclab.sim.internal.build;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.dclab.model.Application;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Probe;
import org.dclab.model.Scenario;
import org.dclab.model.validation.FlowSizeCdfs;
import org.dclab.model.validation.Labels;
import org.eclipse.emf.ecore.EObject;

/**
 * Everything a valid scenario may ask for that this build's engine cannot run yet, one message per element, e.g.
 * "application incast (incast client): incast strategy AIPM is not available in this build". The model describes every
 * experiment of the papers; the engine grows into it, and these messages say where it has not yet.
 */
public final class EngineAvailability {

    private static final String NOT_AVAILABLE = " is not available in this build";

    private EngineAvailability() {
    }

    public static List<String> problems(Scenario scenario) {
        List<String> problems = new ArrayList<>();
        for (Iterator<EObject> it = scenario.eAllContents(); it.hasNext();) {
            EObject element = it.next();
            String missing = missing(element);
            if (missing != null) {
                problems.add(Labels.of(element) + ": " + missing + NOT_AVAILABLE);
            }
        }
        return problems;
    }

    private static String missing(EObject element) {
        if (element instanceof PoissonBackground p && !FlowSizeCdfs.hasPoints(p) && FlowSizeDistributions.named(p.getCdf()) == null) {
            return "flow-size distribution '" + p.getCdf() + "' (available: " + FlowSizeDistributions.names() + ")";
        }
        if (element instanceof Application app) {
            return ApplicationMapping.missing(app);
        }
        if (element instanceof Probe probe) {
            return ApplicationMapping.missing(probe);
        }
        return null;
    }
}
