package org.dclab.ui.editor.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.dclab.model.DclabPackage.Literals;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.Link;
import org.dclab.model.LongFlow;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.Scenario;
import org.dclab.model.provider.DclabItemProviderAdapterFactory;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.Simulations;
import org.dclab.sim.topology.Topologies;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Outline's Add and Delete: what they make is bound and runnable, and one Undo takes each back whole. */
class ExperimentCommandsTest {

    private EditingDomain domain;
    private Scenario scenario;

    @BeforeEach
    void dumbbellWithoutTraffic() {
        // The item providers the editor uses: removing from a containment list goes through them.
        ComposedAdapterFactory items = new ComposedAdapterFactory();
        items.addAdapterFactory(new DclabItemProviderAdapterFactory());
        items.addAdapterFactory(new ReflectiveItemProviderAdapterFactory());
        domain = new AdapterFactoryEditingDomain(items, new BasicCommandStack(),
                ScenarioFiles.configure(new org.eclipse.emf.ecore.resource.impl.ResourceSetImpl()));
        scenario = Topologies.dumbbell(2, 10_000_000_000L, 1_000_000_000L, 10_000_000L, 100);
        scenario.setTraffic(null);
        scenario.setExperiment(null);
        Resource resource = domain.getResourceSet().createResource(URI.createFileURI("/tmp/t.dclab"));
        resource.getContents().add(scenario);
    }

    private void run(Command command) {
        assertTrue(command.canExecute(), () -> command.getLabel() + " cannot execute");
        domain.getCommandStack().execute(command);
    }

    private Host host(String name) {
        return (Host) scenario.getNetwork().getNodes().stream().filter(n -> n.getName().equals(name)).findFirst().orElseThrow();
    }

    /** Oracle: a long flow between two picked hosts is all a dumbbell needs to run; the simulator's check agrees. */
    @Test
    void aLongFlowOnTwoPickedHostsMakesTheScenarioRunnableAndUndoesWhole() {
        List<Host> hosts = scenario.getNetwork().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).toList();
        run(ExperimentCommands.addApplication(domain, scenario, Literals.LONG_FLOW, List.of(hosts.get(0), hosts.get(hosts.size() - 1))));

        LongFlow flow = (LongFlow) scenario.getTraffic().getApplications().get(0);
        assertEquals("flow1", flow.getName());
        assertSame(hosts.get(0), flow.getSource());
        assertSame(hosts.get(hosts.size() - 1), flow.getDestination());
        assertFalse(Simulations.hasErrors(Simulations.check(scenario)), () -> String.join("\n", Simulations.check(scenario)));

        domain.getCommandStack().undo();
        assertNull(scenario.getTraffic(), "one Undo removes the flow and the Traffic section it created");
    }

    @Test
    void anIncastClientTakesTheFirstPickAsClientAndTheRestAsServers() {
        List<Host> hosts = scenario.getNetwork().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).toList();
        run(ExperimentCommands.addApplication(domain, scenario, Literals.INCAST_CLIENT, hosts));

        IncastClient incast = (IncastClient) scenario.getTraffic().getApplications().get(0);
        assertEquals("incast1", incast.getName());
        assertSame(hosts.get(0), incast.getClient());
        assertEquals(hosts.subList(1, hosts.size()), incast.getServers());
        assertEquals(hosts.size() - 1, incast.getServerCount());
    }

    @Test
    void probesFitTheirTargetAndGoWithTheApplicationTheyRecord() {
        run(ExperimentCommands.addApplication(domain, scenario, Literals.LONG_FLOW, List.of()));
        LongFlow flow = (LongFlow) scenario.getTraffic().getApplications().get(0);
        Link link = scenario.getNetwork().getLinks().get(0);
        assertFalse(ExperimentCommands.addProbe(domain, scenario, link, ProbeKind.CWND).canExecute(), "a link has no window");

        run(ExperimentCommands.addProbe(domain, scenario, link, ProbeKind.QUEUE_LENGTH));
        run(ExperimentCommands.addProbe(domain, scenario, flow, ProbeKind.CWND));
        run(ExperimentCommands.addSweep(domain, scenario));
        assertEquals(2, scenario.getExperiment().getProbes().size());
        assertEquals(List.of("1", "2", "3"), scenario.getExperiment().getSweeps().get(0).getValues());

        run(ExperimentCommands.delete(domain, scenario, List.of(flow)));
        assertTrue(scenario.getTraffic().getApplications().isEmpty());
        List<Probe> left = scenario.getExperiment().getProbes();
        assertEquals(1, left.size(), "the window probe of the deleted flow goes with it");
        assertSame(link, left.get(0).getTarget());

        domain.getCommandStack().undo();
        assertEquals(2, scenario.getExperiment().getProbes().size());
        assertSame(flow, scenario.getExperiment().getProbes().get(1).getTarget());
    }

    /**
     * Oracle: after a deletion nothing points at what went. An incast keeps its other servers and loses the deleted
     * one; it goes itself only when its client or all its servers go; a sweep of a deleted host goes; all is one Undo.
     */
    @Test
    void deletingHostsTrimsOrDeletesWhatUsesThemAndUndoesWhole() {
        List<Host> hosts = scenario.getNetwork().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).toList();
        run(ExperimentCommands.addApplication(domain, scenario, Literals.INCAST_CLIENT, hosts));
        IncastClient incast = (IncastClient) scenario.getTraffic().getApplications().get(0);
        run(ExperimentCommands.addSweep(domain, scenario));
        scenario.getExperiment().getSweeps().get(0).setPath(hosts.get(1).getName() + ".transport.minRtoPs");
        Host server = hosts.get(1);

        Deletion one = Deletion.of(scenario, List.of(server));
        assertEquals(Set.of("takes " + server.getName() + " out of the servers of application incast1",
                "deletes sweep of " + server.getName() + ".transport.minRtoPs, which sweeps " + server.getName() + ".transport.minRtoPs"),
                Set.copyOf(one.consequences()));
        run(one.command(domain));
        assertEquals(hosts.subList(2, hosts.size()), incast.getServers());
        assertTrue(scenario.getExperiment().getSweeps().isEmpty());
        assertTrue(scenario.getNetwork().getLinks().stream().noneMatch(l -> l.getSource() == server || l.getTarget() == server));

        domain.getCommandStack().undo();
        assertEquals(hosts.subList(1, hosts.size()), incast.getServers(), "one Undo puts the server back in its place");
        assertEquals(1, scenario.getExperiment().getSweeps().size());

        run(Deletion.of(scenario, hosts.subList(1, hosts.size())).command(domain));
        assertTrue(scenario.getTraffic().getApplications().isEmpty(), "an incast without servers goes");
        domain.getCommandStack().undo();
        run(Deletion.of(scenario, List.of(hosts.get(0))).command(domain));
        assertTrue(scenario.getTraffic().getApplications().isEmpty(), "an incast without its client goes");
    }
}
