package org.dclab.model.validation;

import org.dclab.model.Application;
import org.dclab.model.Experiment;
import org.dclab.model.IncastClient;
import org.dclab.model.Link;
import org.dclab.model.Probe;
import org.dclab.model.Scenario;
import org.dclab.model.SweepParameter;
import org.dclab.model.internal.resource.OneLine;
import org.dclab.model.parameters.LinkedParameter;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/** Rules about what an experiment records and sweeps. */
final class ExperimentRules {

    private ExperimentRules() {
    }

    static void experiment(Experiment experiment, Report report) {
    }

    static void probe(Probe probe, Report report) {
        EObject target = probe.getTarget();
        if (target == null) {
            report.error(probe, "has no target; name the link or application to observe");
            return;
        }
        switch (probe.getKind()) {
            case QUEUE_LENGTH, QUEUE_DROPS, QUEUE_MARKS -> {
                if (!(target instanceof Link link)) {
                    report.error(probe, "a queue probe observes a link's egress port, but its target is " + Labels.of(target)
                            + "; target a link");
                } else if (probe.getAt() != null && probe.getAt() != link.getSource() && probe.getAt() != link.getTarget()) {
                    report.error(probe, "at=" + probe.getAt().getName() + " is not an end of " + Labels.of(link)
                            + "; use " + nameOf(link.getSource()) + " or " + nameOf(link.getTarget()));
                }
            }
            case CON_WND, LIVE_CONNECTIONS, AWND, LOST_CONNECTIONS -> {
                if (!(target instanceof IncastClient)) {
                    report.error(probe, probe.getKind() + " is a property of an incast client, but the target is "
                            + Labels.of(target) + "; target an incast client");
                }
            }
            default -> {
                if (!(target instanceof Application)) {
                    report.error(probe, probe.getKind() + " observes an application's connections, but the target is "
                            + Labels.of(target) + "; target an application");
                }
            }
        }
        if (report.isClean()) {
            sameAsAnEarlierProbe(probe, report);
        }
    }

    /** A probe is known by what it watches: a second probe of it would write a second series of the same name. */
    private static void sameAsAnEarlierProbe(Probe probe, Report report) {
        if (!(probe.eContainer() instanceof Experiment experiment)) {
            return;
        }
        for (int i = 0; experiment.getProbes().get(i) != probe; i++) {
            Probe earlier = experiment.getProbes().get(i);
            // An earlier probe without a target watches nothing; its own error says so.
            if (earlier.getTarget() != null && watched(earlier).equals(watched(probe))) {
                report.error(probe, "records what probe " + (i + 1) + " records already (" + watched(probe) + "); remove one of them");
                return;
            }
        }
    }

    /** "QUEUE_LENGTH of s1-s2 at s1": a queue probe without at watches its link's source. */
    private static String watched(Probe probe) {
        String watched = probe.getKind() + " of " + probe.getTarget().getName();
        if (probe.getTarget() instanceof Link link) {
            watched += " at " + nameOf(probe.getAt() != null ? probe.getAt() : link.getSource());
        }
        return watched;
    }

    /** A sweep parameter must name a real setting, and its values must be points of it ({@link SweepValues}). */
    static void sweep(SweepParameter sweep, Report report) {
        if (!(EcoreUtil.getRootContainer(sweep) instanceof Scenario scenario) || sweep.getPath() == null) {
            report.error(sweep, "has no path; name the parameter to vary, e.g. incast.serverCount");
            return;
        }
        if (sweep.getValues().isEmpty()) {
            report.error(sweep, "has no values; list at least one value to run");
            return;
        }
        if (sweep.eContainer() instanceof Experiment experiment) {
            for (SweepParameter earlier : experiment.getSweeps()) {
                if (earlier == sweep) {
                    break;
                }
                if (earlier.getPath() != null && LinkedParameter.sharePath(earlier.getPath(), sweep.getPath())) {
                    report.error(sweep, "sets a path that the sweep of " + OneLine.of(earlier.getPath()) + " already sets; a setting takes"
                            + " one value per run: join the two with '+' or remove one");
                    return;
                }
            }
        }
        try {
            SweepValues.check(scenario, sweep.getPath(), sweep.getValues());
        } catch (IllegalArgumentException e) {
            report.error(sweep, e.getMessage());
        }
    }

    private static String nameOf(org.dclab.model.Node node) {
        return node == null ? "(unset)" : node.getName();
    }
}
