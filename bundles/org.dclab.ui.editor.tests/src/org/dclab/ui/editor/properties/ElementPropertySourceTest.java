package org.dclab.ui.editor.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

import org.dclab.model.DclabFactory;
import org.dclab.model.Experiment;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.IncastStrategy;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.Switch;
import org.dclab.model.Traffic;
import org.dclab.model.Link;
import org.dclab.model.Scenario;
import org.dclab.model.provider.DclabItemProviderAdapterFactory;
import org.dclab.ui.editor.templates.ScenarioTemplate;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ComboBoxCellEditor;
import org.eclipse.jface.viewers.ICellEditorValidator;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Properties view's editors: typed, with units and enumerations, and every change undoable. */
class ElementPropertySourceTest {

    private ComposedAdapterFactory adapterFactory;
    private AdapterFactoryEditingDomain domain;
    private ElementPropertySourceProvider provider;
    private Scenario scenario;
    private Shell shell;

    @BeforeEach
    void setUp() {
        adapterFactory = new ComposedAdapterFactory();
        adapterFactory.addAdapterFactory(new DclabItemProviderAdapterFactory());
        domain = new AdapterFactoryEditingDomain(adapterFactory, new BasicCommandStack(), new HashMap<>());
        provider = new ElementPropertySourceProvider(domain, adapterFactory);
        scenario = ScenarioTemplate.DUMBBELL.create("d", 1);
        shell = new Shell(Display.getDefault());
    }

    @AfterEach
    void tearDown() {
        shell.dispose();
        adapterFactory.dispose();
    }

    private IPropertyDescriptor descriptor(IPropertySource source, String id) {
        return Arrays.stream(source.getPropertyDescriptors()).filter(d -> d.getId().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void rateAndDelayAreEditedWithUnitsAndRefuseNonsense() {
        Link link = scenario.getNetwork().getLinks().get(0);
        IPropertySource source = provider.getPropertySource(link);
        IPropertyDescriptor rate = descriptor(source, "rateBps");
        assertEquals("Rate", rate.getDisplayName());
        assertEquals("Link", rate.getCategory());
        CellEditor editor = rate.createPropertyEditor(shell);
        assertNull(editor.getValidator().isValid("40G"));
        assertNotNull(editor.getValidator().isValid("fast"), "nonsense never reaches the model");
        assertNotNull(descriptor(source, "delayPs").createPropertyEditor(shell).getValidator().isValid("0.5 ps"));
        assertEquals("41.667 \u00b5s", source.getPropertyValue("delayPs"));
    }

    @Test
    void aLinkEndIsChosenAmongTheScenariosNodes() {
        Link link = scenario.getNetwork().getLinks().get(0);
        IPropertySource source = provider.getPropertySource(link);
        String[] choices = ((ComboBoxCellEditor) descriptor(source, "target").createPropertyEditor(shell)).getItems();
        assertEquals(scenario.getNetwork().getNodes().stream().map(n -> n.getName()).toList(), Arrays.asList(choices));
        int r1 = Arrays.asList(choices).indexOf("r1");
        source.setPropertyValue("target", r1);
        assertEquals("r1", link.getTarget().getName());
        assertEquals(r1, source.getPropertyValue("target"));
    }

    @Test
    void aNameTakenByAnotherElementIsRefused() {
        Host host = (Host) scenario.getNetwork().getNodes().stream().filter(Host.class::isInstance).findFirst().orElseThrow();
        CellEditor name = descriptor(provider.getPropertySource(host), "name").createPropertyEditor(shell);
        assertNotNull(name.getValidator().isValid("left"), "left is a switch's name");
        assertNull(name.getValidator().isValid(host.getName()), "keeping its own name is fine");
        assertNull(name.getValidator().isValid("web1"));
    }

    @Test
    void enumerationsUseComboBoxesAndNestedSettingsAreEditableInPlace() {
        Link link = scenario.getNetwork().getLinks().get(0);
        IPropertySource source = provider.getPropertySource(link);
        assertTrue(descriptor(source, "targetQueue").createPropertyEditor(shell) instanceof ComboBoxCellEditor);

        source.setPropertyValue("targetQueue", 1);
        assertNotNull(link.getTargetQueue());
        IPropertySource queue = provider.getPropertySource(source.getPropertyValue("targetQueue"));
        assertNotNull(queue, "a custom queue expands into its own properties");
        // The Properties view shows and edits an expandable value as its editable value, the queue itself.
        IPropertyDescriptor targetQueue = descriptor(source, "targetQueue");
        assertEquals("custom", targetQueue.getLabelProvider().getText(queue.getEditableValue()));
        CellEditor combo = targetQueue.createPropertyEditor(shell);
        combo.setValue(queue.getEditableValue());
        assertEquals(1, combo.getValue());
        String[] disciplines = ((ComboBoxCellEditor) descriptor(queue, "discipline").createPropertyEditor(shell)).getItems();
        assertEquals(List.of("drop-tail", "threshold-marking", "red", "choke", "sampled-choke"), List.of(disciplines).subList(0, 5),
                "the registered disciplines, DC Lab's own first");
        queue.setPropertyValue("discipline", 1);
        assertEquals("threshold-marking", link.getTargetQueue().getDiscipline());
        // The discipline's parameters appear as rows of their own, K with its unit and range in the status line.
        IPropertyDescriptor k = descriptor(queue, "parameter threshold-marking.markingThreshold");
        assertEquals("Marking Threshold", k.getDisplayName());
        assertEquals("K, instantaneous queue above which arrivals are marked CE: at least 0 packets or bytes", k.getDescription());
        ICellEditorValidator cell = ((TextCellEditor) k.createPropertyEditor(shell)).getValidator();
        assertEquals("Marking Threshold must be at least 0 packets, got -3", cell.isValid("-3"), "the range, in the queue's unit");
        assertEquals("Marking Threshold breaks the rule K within the buffer, 1 to its limit: marking threshold K = 101 packets lies "
                + "outside the buffer of 100 packets; choose K between 1 and bufferLimit, or enlarge the buffer", cell.isValid("101"));
        assertNull(cell.isValid("100"));
        queue.setPropertyValue("parameter threshold-marking.markingThreshold", "20");
        assertEquals("20", link.getTargetQueue().getParameters().get("threshold-marking.markingThreshold"));

        domain.getCommandStack().undo();
        domain.getCommandStack().undo();
        assertEquals("drop-tail", link.getTargetQueue().getDiscipline());
        assertTrue(link.getTargetQueue().getParameters().isEmpty(), "undo takes the discipline's defaults back with it");
        domain.getCommandStack().undo();
        assertNull(link.getTargetQueue(), "back to the node's default queue");
    }

    @Test
    void aHostsTransportOffersEveryCongestionControl() {
        Host host = (Host) scenario.getNetwork().getNodes().stream().filter(Host.class::isInstance).findFirst().orElseThrow();
        IPropertySource source = provider.getPropertySource(host);
        source.setPropertyValue("transport", 1);
        IPropertySource transport = provider.getPropertySource(source.getPropertyValue("transport"));
        transport.setPropertyValue("congestionControl", 2);
        transport.setPropertyValue("minRtoPs", "1 ms");
        assertEquals("dctcp", host.getTransport().getCongestionControl());
        assertEquals("0.0625", transport.getPropertyValue("parameter dctcp.g"), "DCTCP's g at its default");
        transport.setPropertyValue("parameter dctcp.g", "0.125");
        assertEquals("0.125", host.getTransport().getParameters().get("dctcp.g"));
        assertEquals(1_000_000_000L, host.getTransport().getMinRtoPs());
        int before = commandCount();
        transport.setPropertyValue("minRtoPs", "1ms");
        assertEquals(before, commandCount(), "setting the value it already has adds no command");
    }

    /** Traffic: an incast client's strategy is an enumeration, its times and rates take units, its transport is its own. */
    @Test
    void anApplicationsPropertiesAreTypedAndEveryEditIsUndoable() {
        IncastClient incast = DclabFactory.eINSTANCE.createIncastClient();
        incast.setName("incast");
        Traffic traffic = DclabFactory.eINSTANCE.createTraffic();
        traffic.getApplications().add(incast);
        scenario.setTraffic(traffic);
        IPropertySource source = provider.getPropertySource(incast);

        String[] strategies = ((ComboBoxCellEditor) descriptor(source, "strategy").createPropertyEditor(shell)).getItems();
        assertEquals(List.of("NAIVE", "AIPM", "OSDT", "OSM"), Arrays.asList(strategies));
        assertEquals("Request Delay", descriptor(source, "requestDelayPs").getDisplayName());
        assertEquals("50 \u00b5s", source.getPropertyValue("requestDelayPs"));
        assertEquals("1 Gbps", source.getPropertyValue("capacityBps"));

        source.setPropertyValue("strategy", IncastStrategy.AIPM.getValue());
        source.setPropertyValue("propagationRttPs", "200 us");
        source.setPropertyValue("transport", 1);
        provider.getPropertySource(source.getPropertyValue("transport")).setPropertyValue("minRtoPs", "1 ms");
        assertEquals(IncastStrategy.AIPM, incast.getStrategy());
        assertEquals(200_000_000L, incast.getPropagationRttPs());
        assertEquals(1_000_000_000L, incast.getTransport().getMinRtoPs());

        CellEditor servers = descriptor(source, "servers").createPropertyEditor(shell);
        assertNotNull(servers.getValidator().isValid("s1, nobody"), "only the scenario's hosts can serve");
        source.setPropertyValue("servers", "s1, r1");
        assertEquals(List.of("s1", "r1"), incast.getServers().stream().map(h -> h.getName()).toList());
        assertEquals("s1, r1", source.getPropertyValue("servers"));

        assertEquals(5, commandCount(), "five edits, five commands");
        for (int i = 0; i < 5; i++) {
            domain.getCommandStack().undo();
        }
        assertEquals(IncastStrategy.NAIVE, incast.getStrategy());
        assertEquals(100_000_000L, incast.getPropagationRttPs());
        assertNull(incast.getTransport(), "back to the hosts' transport");
        assertTrue(incast.getServers().isEmpty());
    }

    @Test
    void aSwitchsSharedBufferAndAProbesKindAreEditable() {
        Switch left = (Switch) scenario.getNetwork().getNodes().stream().filter(Switch.class::isInstance).findFirst().orElseThrow();
        IPropertySource source = provider.getPropertySource(left);
        source.setPropertyValue("sharedBuffer", 1);
        IPropertySource buffer = provider.getPropertySource(source.getPropertyValue("sharedBuffer"));
        buffer.setPropertyValue("bufferBytes", "1048576");
        buffer.setPropertyValue("alpha", "0.5");
        assertEquals(1_048_576L, left.getSharedBuffer().getBufferBytes());
        assertEquals(0.5, left.getSharedBuffer().getAlpha());

        Probe probe = DclabFactory.eINSTANCE.createProbe();
        Experiment experiment = DclabFactory.eINSTANCE.createExperiment();
        experiment.getProbes().add(probe);
        scenario.setExperiment(experiment);
        IPropertySource probeSource = provider.getPropertySource(probe);
        String[] kinds = ((ComboBoxCellEditor) descriptor(probeSource, "kind").createPropertyEditor(shell)).getItems();
        assertEquals(ProbeKind.VALUES.size(), kinds.length);
        probeSource.setPropertyValue("kind", ProbeKind.CWND.getValue());
        probeSource.setPropertyValue("periodPs", "10 us");
        assertEquals(ProbeKind.CWND, probe.getKind());
        assertEquals(10_000_000L, probe.getPeriodPs());
        domain.getCommandStack().undo();
        assertEquals(100_000_000L, probe.getPeriodPs());
    }

    private int commandCount() {
        int count = 0;
        BasicCommandStack stack = (BasicCommandStack) domain.getCommandStack();
        while (stack.canUndo()) {
            stack.undo();
            count++;
        }
        for (int i = 0; i < count; i++) {
            stack.redo();
        }
        return count;
    }
}
