package org.dclab.sim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.dclab.model.DclabPackage;
import org.dclab.model.EctRule;
import org.dclab.model.FinRule;
import org.dclab.model.IdleRestart;
import org.dclab.model.Scenario;
import org.dclab.model.SsthreshRule;
import org.dclab.model.StackSwitch;
import org.dclab.model.TcpStack;
import org.dclab.model.TransportSettings;
import org.dclab.model.WindowGrowth;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.RunOptions;
import org.dclab.sim.Simulations;
import org.eclipse.emf.ecore.EAttribute;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scenario's TCP stack through the bridge: a file from before stacks runs the papers' stack exactly, and a stack
 * is nothing but its switches and rules, so LINUX with every switch OFF and the papers' rules runs exactly as PAPERS,
 * and PAPERS with every switch ON and Linux's rules exactly as LINUX (same events, same summary).
 */
class TcpStackRunsTest {

    private static final long UNTIL_PS = 100 * Runs.MS;

    @TempDir
    Path dir;

    @Test
    void aFileFromBeforeStacksRunsAsItAlwaysDid() throws Exception {
        Path example = RepositoryFiles.example("incast-naive-single-bottleneck");
        Path before = dir.resolve("before.dclab");
        String text = Files.readString(example);
        String stripped = text.replaceAll("\\s+(tcpStack|sack|timestamps|limitedTransmit|prr|rack|tailLossProbe|quickAck|prrBound"
                + "|rtoBackoff|windowGrowth|ssthreshRule|idleRestart|ectRule|finRule)=\"[A-Z_]+\"", "");
        assertTrue(stripped.length() < text.length() && !stripped.contains("AS_STACK") && !stripped.contains("tcpStack"), stripped);
        Files.writeString(before, stripped);

        Map<String, Object> old = summary(ScenarioFiles.load(before));
        Scenario linux = ScenarioFiles.load(example);
        linux.setTcpStack(TcpStack.LINUX);

        assertEquals(summary(ScenarioFiles.load(example)), old, "the saved example says PAPERS, what the file without it runs");
        assertNotEquals(old.get("events"), summary(linux).get("events"), "the Linux stack runs otherwise");
    }

    @Test
    void aStackIsItsSwitches() throws Exception {
        Scenario papers = ScenarioFiles.load(RepositoryFiles.example("coexist-fig3-threshold"));
        Scenario linux = ScenarioFiles.load(RepositoryFiles.example("coexist-fig3-threshold"));
        linux.setTcpStack(TcpStack.LINUX);
        Scenario linuxAllOff = ScenarioFiles.load(RepositoryFiles.example("coexist-fig3-threshold"));
        linuxAllOff.setTcpStack(TcpStack.LINUX);
        setEverySwitch(linuxAllOff, StackSwitch.OFF);
        setRules(linuxAllOff, WindowGrowth.PER_ACK, SsthreshRule.CWND, IdleRestart.INITIAL_WINDOW, EctRule.ALL_DATA, FinRule.ALONE);
        Scenario papersAllOn = ScenarioFiles.load(RepositoryFiles.example("coexist-fig3-threshold"));
        setEverySwitch(papersAllOn, StackSwitch.ON);
        setRules(papersAllOn, WindowGrowth.LINUX, SsthreshRule.CWND, IdleRestart.DECAY, EctRule.NEW_DATA, FinRule.ON_UNSENT_TAIL);

        Map<String, Object> papersRun = summary(papers);
        Map<String, Object> linuxRun = summary(linux);
        assertNotEquals(papersRun.get("events"), linuxRun.get("events"));
        assertEquals(papersRun, summary(linuxAllOff));
        assertEquals(linuxRun, summary(papersAllOn));
    }

    private static void setEverySwitch(Scenario scenario, StackSwitch value) {
        int transports = 0;
        for (var it = scenario.eAllContents(); it.hasNext();) {
            if (it.next() instanceof TransportSettings t) {
                for (EAttribute a : t.eClass().getEAllAttributes()) {
                    if (a.getEAttributeType() == DclabPackage.Literals.STACK_SWITCH) {
                        t.eSet(a, value);
                    }
                }
                transports++;
            }
        }
        assertEquals(4, transports, "every sender has its own transport");
    }

    /** The rules a stack sets beside its switches, named on every transport instead of AS_STACK. */
    private static void setRules(Scenario scenario, WindowGrowth growth, SsthreshRule ssthresh, IdleRestart idle, EctRule ect,
            FinRule fin) {
        for (var it = scenario.eAllContents(); it.hasNext();) {
            if (it.next() instanceof TransportSettings t) {
                t.setWindowGrowth(growth);
                t.setSsthreshRule(ssthresh);
                t.setIdleRestart(idle);
                t.setEctRule(ect);
                t.setFinRule(fin);
            }
        }
    }

    private static Map<String, Object> summary(Scenario scenario) throws Exception {
        return Simulations.prepare(scenario, new RunOptions().untilPs(UNTIL_PS)).run(ProgressListener.NONE).summary();
    }
}
