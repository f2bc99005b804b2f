package org.dclab.ui.editor.commands;

import java.util.List;

import org.dclab.model.Application;
import org.dclab.model.CbrSource;
import org.dclab.model.DclabFactory;
import org.dclab.model.DclabPackage.Literals;
import org.dclab.model.Experiment;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.Link;
import org.dclab.model.LongFlow;
import org.dclab.model.NamedElement;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.Scenario;
import org.dclab.model.ShortFlowMix;
import org.dclab.model.SweepParameter;
import org.dclab.model.Traffic;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.common.command.UnexecutableCommand;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;

/**
 * The commands behind the Outline's Add and Delete: applications bound to the hosts selected on the canvas, probes
 * on a link or an application, sweep parameters. One gesture is one command, so one Undo takes it back, including
 * the Traffic or Experiment section a first addition creates.
 */
public final class ExperimentCommands {

    private ExperimentCommands() {
    }

    /** The application kinds a scenario can hold, in the order the menu shows them. */
    public static List<EClass> applicationKinds() {
        return List.of(Literals.LONG_FLOW, Literals.SHORT_FLOW_MIX, Literals.POISSON_BACKGROUND, Literals.CBR_SOURCE,
                Literals.INCAST_CLIENT);
    }

    /** The probe kinds that fit {@code target}: queue kinds on a link, window and rate kinds on an application. */
    public static List<ProbeKind> probeKinds(NamedElement target) {
        if (target instanceof Link) {
            return List.of(ProbeKind.QUEUE_LENGTH, ProbeKind.QUEUE_DROPS, ProbeKind.QUEUE_MARKS);
        }
        if (target instanceof IncastClient) {
            return List.of(ProbeKind.CON_WND, ProbeKind.LIVE_CONNECTIONS, ProbeKind.AWND, ProbeKind.LOST_CONNECTIONS,
                    ProbeKind.CWND, ProbeKind.GOODPUT);
        }
        if (target instanceof Application) {
            return List.of(ProbeKind.CWND, ProbeKind.SSTHRESH, ProbeKind.RTT, ProbeKind.ALPHA, ProbeKind.GOODPUT);
        }
        return List.of();
    }

    /**
     * A new application of {@code kind} with a fresh name, bound to {@code hosts} in the order the user picked
     * them: the first is the sender (or the incast client), the others its destinations (or servers). Roles left
     * empty are for the Properties view; validation names them until they are set.
     */
    public static Command addApplication(EditingDomain domain, Scenario scenario, EClass kind, List<Host> hosts) {
        Application app = (Application) DclabFactory.eINSTANCE.create(kind);
        app.setName(NodeNames.of(scenario.getNetwork()).next(prefixFor(kind)));
        bind(app, hosts);
        CompoundCommand add = new CompoundCommand("Add " + app.getName());
        Traffic traffic = scenario.getTraffic();
        if (traffic == null) {
            traffic = DclabFactory.eINSTANCE.createTraffic();
            add.append(SetCommand.create(domain, scenario, Literals.SCENARIO__TRAFFIC, traffic));
        }
        add.append(AddCommand.create(domain, traffic, Literals.TRAFFIC__APPLICATIONS, app));
        return add;
    }

    /** Records {@code kind} on {@code target} (a link's queue at its source end, or an application). */
    public static Command addProbe(EditingDomain domain, Scenario scenario, NamedElement target, ProbeKind kind) {
        if (!probeKinds(target).contains(kind)) {
            return UnexecutableCommand.INSTANCE;
        }
        Probe probe = DclabFactory.eINSTANCE.createProbe();
        probe.setTarget(target);
        probe.setKind(kind);
        return inExperiment(domain, scenario, "Probe " + kind.getName().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " of "
                + target.getName(), Literals.EXPERIMENT__PROBES, probe);
    }

    /**
     * A sweep over the seed (three repetitions with different random draws), the one parameter every scenario has;
     * the Properties view changes its path and values.
     */
    public static Command addSweep(EditingDomain domain, Scenario scenario) {
        SweepParameter sweep = DclabFactory.eINSTANCE.createSweepParameter();
        sweep.setPath("seed");
        sweep.getValues().addAll(List.of("1", "2", "3"));
        return inExperiment(domain, scenario, "Add sweep", Literals.EXPERIMENT__SWEEPS, sweep);
    }

    /** Removes applications, probes and sweeps, and whatever would be left pointing at them (see {@link Deletion}). */
    public static Command delete(EditingDomain domain, Scenario scenario, List<? extends EObject> elements) {
        return Deletion.of(scenario, elements.stream().filter(ExperimentCommands::isDeletable).toList()).command(domain);
    }

    public static boolean isDeletable(Object element) {
        return element instanceof Application || element instanceof Probe || element instanceof SweepParameter;
    }

    private static Command inExperiment(EditingDomain domain, Scenario scenario, String label, Object feature, EObject child) {
        CompoundCommand add = new CompoundCommand(label);
        Experiment experiment = scenario.getExperiment();
        if (experiment == null) {
            experiment = DclabFactory.eINSTANCE.createExperiment();
            add.append(SetCommand.create(domain, scenario, Literals.SCENARIO__EXPERIMENT, experiment));
        }
        add.append(AddCommand.create(domain, experiment, feature, child));
        return add;
    }

    private static void bind(Application app, List<Host> hosts) {
        if (hosts.isEmpty()) {
            return;
        }
        Host first = hosts.get(0);
        List<Host> rest = hosts.subList(1, hosts.size());
        if (app instanceof LongFlow flow) {
            flow.setSource(first);
            flow.setDestination(rest.isEmpty() ? null : rest.get(0));
        } else if (app instanceof CbrSource cbr) {
            cbr.setSource(first);
            cbr.setDestination(rest.isEmpty() ? null : rest.get(0));
        } else if (app instanceof ShortFlowMix mix) {
            mix.setSource(first);
            mix.getDestinations().addAll(rest);
        } else if (app instanceof IncastClient incast) {
            incast.setClient(first);
            incast.getServers().addAll(rest);
            incast.setServerCount(Math.max(1, rest.size()));
        } else if (app instanceof PoissonBackground background) {
            background.getHosts().addAll(hosts);
        } else {
            throw new IllegalArgumentException("no host roles known for " + app.eClass().getName());
        }
    }

    private static String prefixFor(EClass kind) {
        if (kind == Literals.INCAST_CLIENT) {
            return "incast";
        }
        if (kind == Literals.POISSON_BACKGROUND) {
            return "background";
        }
        if (kind == Literals.SHORT_FLOW_MIX) {
            return "mix";
        }
        if (kind == Literals.CBR_SOURCE) {
            return "cbr";
        }
        return "flow";
    }
}
