package org.dclab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.engine.api.Provider;
import org.dclab.engine.api.Registry;
import org.dclab.engine.api.TransportType;
import org.dclab.engine.tcp.AckSample;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.CongestionState;
import org.dclab.model.Host;
import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An event that throws ends the run for good, as a control written in the workbench does when it loops or throws: the
 * run stands where it was, says why, and refuses to go on; the command line's run gets the exception.
 */
class RunFailureTest {

    /** Throws on its 50th ACK, as a student's control with a bug does somewhere into a run. */
    private static final class FailsOnAck implements CongestionControl {
        private int acks;

        @Override
        public String name() {
            return "fails-on-ack";
        }

        @Override
        public String displayName() {
            return "FailsOnAck";
        }

        @Override
        public void onAck(CongestionState s, AckSample ack) {
            if (++acks == 50) {
                throw new IllegalStateException("fails-on-ack: FailsOnAck.java line 7: onAck threw");
            }
        }

        @Override
        public long ssthreshAfterLoss(CongestionState s) {
            return Math.max(s.cwndBytes() / 2, 2L * s.mssBytes());
        }
    }

    private static final TransportType FAILS = TransportType.builder("fails-on-ack", "FailsOnAck")
            .factory((values, connection) -> FailsOnAck::new).build();
    private final Provider provider = new Provider() {
        @Override
        public List<TransportType> controls() {
            return List.of(FAILS);
        }
    };

    @BeforeEach
    void register() {
        Registry.add(provider);
    }

    @AfterEach
    void unregister() {
        Registry.remove(provider);
    }

    @Test
    void theRunStopsWhereTheEventThrewAndSaysWhy() throws Exception {
        SimulationRun run = Simulations.prepare(scenarioWithFailingSender(), new RunOptions());
        assertNull(run.failure());
        assertEquals(Halt.CANCELLED, run.advanceTo(run.endPs(), ProgressListener.NONE));
        assertEquals("fails-on-ack: FailsOnAck.java line 7: onAck threw", run.failure());
        long now = run.nowPs();
        long events = run.eventCount();
        assertTrue(now > 0 && now < run.endPs(), "it stopped on the way: " + now);
        assertEquals(RunStatus.CANCELLED, run.result().status());
        assertTrue(run.standing().startsWith("stopped at ") && run.standing().endsWith(": " + run.failure()), run.standing());

        assertEquals(Halt.CANCELLED, run.advanceTo(run.endPs(), ProgressListener.NONE), "no way on after a failure");
        assertEquals(Halt.CANCELLED, run.step(10));
        assertEquals(events, run.eventCount());
        assertEquals(now, run.nowPs());
    }

    @Test
    void aStepThatThrowsStopsTheRunToo() throws Exception {
        SimulationRun run = Simulations.prepare(scenarioWithFailingSender(), new RunOptions());
        Halt halt;
        do {
            halt = run.step(1000);
        } while (halt == Halt.REACHED);
        assertSame(Halt.CANCELLED, halt);
        assertEquals("fails-on-ack: FailsOnAck.java line 7: onAck threw", run.failure());
    }

    @Test
    void theCommandLinesRunGetsTheException() throws Exception {
        SimulationRun run = Simulations.prepare(scenarioWithFailingSender(), new RunOptions());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> run.run(ProgressListener.NONE));
        assertEquals("fails-on-ack: FailsOnAck.java line 7: onAck threw", e.getMessage());
    }

    private static Scenario scenarioWithFailingSender() throws Exception {
        Scenario scenario = ScenarioFiles.load(RepositoryFiles.example("coexist-fig3-threshold"));
        Host s2 = (Host) scenario.getNetwork().getNodes().stream().filter(n -> "s2".equals(n.getName())).findFirst().orElseThrow();
        s2.getTransport().setCongestionControl(FAILS.key());
        s2.getTransport().getParameters().clear();
        return scenario;
    }
}
