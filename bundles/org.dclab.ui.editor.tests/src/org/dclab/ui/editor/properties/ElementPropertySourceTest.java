package org.dclab.ui.editor.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;

import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.QueueDiscipline;
import org.dclab.model.CongestionControl;
import org.dclab.model.Scenario;
import org.dclab.model.provider.DclabItemProviderAdapterFactory;
import org.dclab.ui.editor.templates.ScenarioTemplate;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ComboBoxCellEditor;
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
		String[] disciplines = ((ComboBoxCellEditor) descriptor(queue, "discipline").createPropertyEditor(shell)).getItems();
		assertEquals(QueueDiscipline.VALUES.size(), disciplines.length);
		queue.setPropertyValue("discipline", QueueDiscipline.THRESHOLD_ECN.getValue());
		assertEquals(QueueDiscipline.THRESHOLD_ECN, link.getTargetQueue().getDiscipline());
		queue.setPropertyValue("markingThreshold", "20");
		assertEquals(20L, link.getTargetQueue().getMarkingThreshold());

		domain.getCommandStack().undo();
		domain.getCommandStack().undo();
		assertEquals(QueueDiscipline.DROP_TAIL, link.getTargetQueue().getDiscipline());
		domain.getCommandStack().undo();
		assertNull(link.getTargetQueue(), "back to the node's default queue");
	}

	@Test
	void aHostsTransportOffersEveryCongestionControl() {
		Host host = (Host) scenario.getNetwork().getNodes().stream().filter(Host.class::isInstance).findFirst().orElseThrow();
		IPropertySource source = provider.getPropertySource(host);
		source.setPropertyValue("transport", 1);
		IPropertySource transport = provider.getPropertySource(source.getPropertyValue("transport"));
		transport.setPropertyValue("congestionControl", CongestionControl.DCTCP.getValue());
		transport.setPropertyValue("minRtoPs", "1 ms");
		assertEquals(CongestionControl.DCTCP, host.getTransport().getCongestionControl());
		assertEquals(1_000_000_000L, host.getTransport().getMinRtoPs());
		int before = commandCount();
		transport.setPropertyValue("minRtoPs", "1ms");
		assertEquals(before, commandCount(), "setting the value it already has adds no command");
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
