package org.dclab.sim.limits;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.QueueType;
import org.dclab.engine.api.Range;
import org.dclab.engine.api.Registry;
import org.dclab.engine.api.TransportType;
import org.dclab.model.CbrSource;
import org.dclab.model.DclabFactory;
import org.dclab.model.DclabPackage;
import org.dclab.model.Host;
import org.dclab.model.QueueSettings;
import org.dclab.model.Scenario;
import org.dclab.model.SharedBuffer;
import org.dclab.model.Switch;
import org.dclab.model.TransportSettings;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.model.transport.ParameterSettings;
import org.dclab.model.validation.AttributeRanges;
import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.RunOptions;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

/**
 * What validates runs. Every number of scenarios covering every element class is set, one at a time, to each end of
 * the range validation accepts for it; whenever the scenario then validates clean, it must build and run its first
 * events without an exception. The property is checked where values are most likely to overflow: at the ends.
 */
class WhatValidatesRunsTest {

    private static final long FIRST_EVENTS = 20_000;
    private static final long UNTIL_PS = 10_000_000;

    @Test
    void everyNumberAtEitherEndOfItsRangeValidatesOnlyIfItRuns() throws Exception {
        List<String> ran = new ArrayList<>();
        for (Scenario fixture : fixtures()) {
            Set<EClass> seen = new LinkedHashSet<>();
            for (Iterator<EObject> it = EcoreUtil.getAllContents(List.of(fixture)); it.hasNext();) {
                EObject element = it.next();
                if (!seen.add(element.eClass())) {
                    continue;
                }
                for (EAttribute attribute : element.eClass().getEAllAttributes()) {
                    Range range = AttributeRanges.of(attribute);
                    if (range == null) {
                        continue;
                    }
                    for (Object value : ends(range, attribute)) {
                        if (runsIfValid(fixture, element, attribute, value)) {
                            ran.add(fixture.getName() + " " + attribute.getName() + "=" + value);
                        }
                    }
                }
            }
        }
        assertTrue(ran.size() > 80, "values that validated and ran: " + ran);
    }

    /**
     * The same for every parameter of every registered control and discipline, which the model stores by name: each end
     * of its range, on a sender running that control or on the bottleneck under that discipline, validates only if it
     * runs.
     */
    @Test
    void everyParameterAtEitherEndOfItsRangeValidatesOnlyIfItRuns() throws Exception {
        Scenario fixture = ScenarioFiles.load(RepositoryFiles.example("dumbbell-two-flows"));
        Host sender = (Host) fixture.getNetwork().getNodes().get(2);
        List<String> ran = new ArrayList<>();
        for (TransportType type : Registry.controls()) {
            for (Parameter p : type.parameters()) {
                for (Object value : ends(p.range())) {
                    Scenario copy = EcoreUtil.copy(fixture);
                    TransportSettings t = DclabFactory.eINSTANCE.createTransportSettings();
                    ParameterSettings.setControl(t, type.key());
                    t.getParameters().put(p.key(), p.format(value));
                    ((Host) find(copy, fixture, sender)).setTransport(t);
                    if (runsIfValid(copy, type.key() + "." + p.name() + "=" + value)) {
                        ran.add(type.key() + "." + p.name() + "=" + value);
                    }
                }
            }
        }
        for (QueueType type : Registry.disciplines()) {
            for (Parameter p : type.parameters()) {
                for (Object value : ends(p.range())) {
                    Scenario copy = EcoreUtil.copy(fixture);
                    QueueSettings q = ((Switch) copy.getNetwork().getNodes().get(0)).getDefaultQueue();
                    ParameterSettings.setDiscipline(q, type.key());
                    q.getParameters().put(p.key(), p.format(value));
                    if (runsIfValid(copy, type.key() + "." + p.name() + "=" + value)) {
                        ran.add(type.key() + "." + p.name() + "=" + value);
                    }
                }
            }
        }
        assertTrue(ran.size() > 30, "values that validated and ran: " + ran);
    }

    private static boolean runsIfValid(Scenario scenario, String what) {
        if (Simulations.hasErrors(Simulations.check(scenario))) {
            return false;
        }
        assertDoesNotThrow(() -> {
            SimulationRun run = Simulations.prepare(scenario, new RunOptions().untilPs(UNTIL_PS));
            run.step(FIRST_EVENTS);
            run.result();
        }, what);
        return true;
    }

    /** The ends of a parameter's numeric range, as values of its type; none for a choice. */
    private static List<Object> ends(Range range) {
        List<Object> values = new ArrayList<>();
        if (range instanceof Range.Whole whole) {
            values.add(whole.min());
            values.add(whole.max());
        } else if (range instanceof Range.Real real) {
            values.add(real.minIncluded() ? real.min() : Math.nextUp(real.min()));
            values.add(real.maxIncluded() ? real.max() : Math.nextDown(real.max()));
        }
        return values;
    }

    /** Every number of the model has a range, but the buffer's size, whose range depends on its unit. */
    @Test
    void everyNumberOfTheModelHasARange() {
        Set<String> unranged = new LinkedHashSet<>();
        for (EClass eClass : DclabPackage.eINSTANCE.getEClassifiers().stream().filter(EClass.class::isInstance)
                .map(EClass.class::cast).toList()) {
            for (EAttribute attribute : eClass.getEAttributes()) {
                Class<?> type = attribute.getEAttributeType().getInstanceClass();
                boolean number = type == int.class || type == long.class || type == double.class;
                if (number && AttributeRanges.of(attribute) == null) {
                    unranged.add(eClass.getName() + "." + attribute.getName());
                }
            }
        }
        assertEquals(Set.of("QueueSettings.bufferLimit"), unranged);
    }

    /** The values that used to validate and then fail to run, each now refused by name with the range to use. */
    @Test
    void theValuesThatFailedAfterValidatingAreRefusedByName() throws Exception {
        Scenario gemini = ScenarioFiles.load(RepositoryFiles.example("gemini-fig12-rtt-fairness"));
        org.dclab.model.TransportSettings transport = (org.dclab.model.TransportSettings) EcoreUtil.getObjectByType(allContents(gemini),
                DclabPackage.Literals.TRANSPORT_SETTINGS);
        String label = org.dclab.model.validation.Labels.of(transport);

        transport.getParameters().put("gemini.beta", "5");
        assertRefused(gemini, label + ": gemini.beta is '5'; beta must be above 0 and below 1, got 5.0, e.g. 0.2");
        transport.getParameters().put("gemini.beta", "Infinity");
        assertRefused(gemini, label + ": gemini.beta is 'Infinity'; beta must be above 0 and below 1, got Infinity, e.g. 0.2");
        transport.getParameters().put("gemini.beta", "0.2");
        transport.getParameters().put("gemini.capacityBps", "-1");
        assertRefused(gemini, label + ": gemini.capacityBps is '-1'; capacityBps must be 1 to 8000000000000 bit/s, got -1, e.g. "
                + "1000000000");

        Scenario dumbbell = ScenarioFiles.load(RepositoryFiles.example("dumbbell-two-flows"));
        ((Switch) dumbbell.getNetwork().getNodes().get(0)).getDefaultQueue().setBufferLimit(Long.MAX_VALUE);
        assertRefused(dumbbell, "default queue of switch left: bufferLimit is 9223372036854775807 packets; give the queue room "
                + "for at least one packet: it must be 1 to 2147483647 packets");
        ((Switch) dumbbell.getNetwork().getNodes().get(0)).getDefaultQueue().setBufferLimit(250);
        dumbbell.getNetwork().getLinks().get(0).setDelayPs(Long.MAX_VALUE - 1000);
        assertRefused(dumbbell, "link left-right: delayPs is 9223372036854774807; it must be 1 to 1000000000000000000 ps, e.g. 1000000");
    }

    private static List<EObject> allContents(Scenario scenario) {
        List<EObject> all = new ArrayList<>();
        scenario.eAllContents().forEachRemaining(all::add);
        return all;
    }

    private static void assertRefused(Scenario scenario, String error) {
        List<String> lines = Simulations.check(scenario);
        assertTrue(lines.contains("error: " + error), () -> String.join("\n", lines));
    }

    private static boolean runsIfValid(Scenario fixture, EObject element, EAttribute attribute, Object value) {
        Scenario copy = EcoreUtil.copy(fixture);
        EObject target = find(copy, fixture, element);
        target.eSet(attribute, value);
        if (Simulations.hasErrors(Simulations.check(copy))) {
            return false;
        }
        String what = fixture.getName() + ": " + attribute.getName() + "=" + value;
        assertDoesNotThrow(() -> {
            SimulationRun run = Simulations.prepare(copy, new RunOptions().untilPs(UNTIL_PS));
            run.step(FIRST_EVENTS);
            run.result();
        }, what);
        return true;
    }

    /** The element of {@code copy} at the place {@code element} has in {@code original}. */
    private static EObject find(Scenario copy, Scenario original, EObject element) {
        if (element == original) {
            return copy;
        }
        EObject parent = find(copy, original, element.eContainer());
        Object inParent = parent.eGet(element.eContainingFeature());
        if (inParent instanceof List<?> list) {
            return (EObject) list.get(((List<?>) element.eContainer().eGet(element.eContainingFeature())).indexOf(element));
        }
        return (EObject) inParent;
    }

    private static List<Object> ends(Range range, EAttribute attribute) {
        Class<?> type = attribute.getEAttributeType().getInstanceClass();
        List<Object> values = new ArrayList<>();
        if (range instanceof Range.Whole whole) {
            for (long end : new long[] { whole.min(), whole.max() }) {
                values.add(type == int.class ? (Object) (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, end)) : (Object) end);
            }
        } else if (range instanceof Range.Real real) {
            values.add(real.minIncluded() ? real.min() : Math.nextUp(real.min()));
            values.add(real.maxIncluded() ? real.max() : Math.nextDown(real.max()));
            if (type == int.class) {
                values.replaceAll(v -> (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, Math.ceil((Double) v))));
            } else if (type == long.class) {
                // A cast saturates: Double.MAX_VALUE becomes Long.MAX_VALUE, a fraction above zero becomes 1.
                values.replaceAll(v -> (long) Math.ceil((Double) v));
            }
        }
        return values;
    }

    /**
     * Examples covering every application, congestion control and queue discipline, a dumbbell given a shared
     * buffer and a CBR source, which no example has, and a coexistence example on the Linux stack.
     */
    private static List<Scenario> fixtures() throws Exception {
        List<Scenario> fixtures = new ArrayList<>();
        for (String name : List.of("aipm-fig4-single-bottleneck", "coexist-fig8-short-flows", "gemini-fig12-rtt-fairness",
                "gemini-fig13-websearch-pattern1", "coexist-fig4-red", "coexist-fig3-threshold")) {
            fixtures.add(ScenarioFiles.load(RepositoryFiles.example(name)));
        }
        Scenario dumbbell = ScenarioFiles.load(RepositoryFiles.example("dumbbell-two-flows"));
        SharedBuffer shared = DclabFactory.eINSTANCE.createSharedBuffer();
        ((Switch) dumbbell.getNetwork().getNodes().get(0)).setSharedBuffer(shared);
        CbrSource cbr = DclabFactory.eINSTANCE.createCbrSource();
        cbr.setName("cbr");
        cbr.setSource((Host) dumbbell.getNetwork().getNodes().get(2));
        cbr.setDestination((Host) dumbbell.getNetwork().getNodes().get(3));
        dumbbell.getTraffic().getApplications().add(cbr);
        fixtures.add(dumbbell);
        // The Linux stack's timestamps take 12 bytes of every segment, so its smallest MSS is not the papers' stack's.
        Scenario linux = ScenarioFiles.load(RepositoryFiles.example("coexist-fig3-threshold"));
        linux.setName("coexist-fig3-threshold-linux");
        linux.setTcpStack(org.dclab.model.TcpStack.LINUX);
        fixtures.add(linux);
        return fixtures;
    }
}
