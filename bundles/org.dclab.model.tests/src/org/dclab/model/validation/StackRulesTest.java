package org.dclab.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.dclab.model.Host;
import org.dclab.model.Scenario;
import org.dclab.model.StackSwitch;
import org.dclab.model.TcpStack;
import org.dclab.model.TransportSettings;
import org.dclab.model.tests.DumbbellScenario;
import org.junit.jupiter.api.Test;

/** What a transport's stack and switches turn on must run: timestamps need room in the MSS, RACK and the probe SACK. */
class StackRulesTest {

    private static final String H1 = "transport of host h1";

    private final Scenario scenario = DumbbellScenario.create();
    private final TransportSettings h1 = ((Host) scenario.getNetwork().getNodes().get(2)).getTransport();

    private List<String> problems() {
        return ScenarioValidation.lines(ScenarioValidation.validate(scenario)).stream().filter(l -> l.contains(H1)).toList();
    }

    /** Oracle: the engine's 12-byte timestamps option (RFC 7323 as Linux lays it out) must leave a payload byte. */
    @Test
    void timestampsNeedAnMssAboveTheirTwelveBytes() {
        h1.setMssBytes(12);
        assertEquals(List.of(), problems(), "the papers' stack has no timestamps");

        scenario.setTcpStack(TcpStack.LINUX);
        assertEquals(List.of("error: " + H1 + ": mssBytes 12 leaves no payload beside the 12-byte timestamps option, which the "
                + "scenario's LINUX stack has; raise mssBytes above 12 or set timestamps=\"OFF\""), problems());

        h1.setMssBytes(13);
        assertEquals(List.of(), problems());

        scenario.setTcpStack(TcpStack.PAPERS);
        h1.setMssBytes(1);
        h1.setTimestamps(StackSwitch.ON);
        assertEquals(List.of("error: " + H1 + ": mssBytes 1 leaves no payload beside the 12-byte timestamps option, which this "
                + "transport turns on; raise mssBytes above 12 or set timestamps=\"OFF\""), problems());
    }

    @Test
    void rackAndTheProbeTurnedOnWithoutSackAreFlagged() {
        h1.setRack(StackSwitch.ON);
        h1.setTailLossProbe(StackSwitch.ON);
        assertEquals(List.of(
                "warning: " + H1
                        + ": rack is ON but SACK is off, and it works on SACK blocks only, so it does nothing; set sack=\"ON\" or rack=\"AS_STACK\"",
                "warning: " + H1
                        + ": tailLossProbe is ON but SACK is off, and it works on SACK blocks only, so it does nothing; set sack=\"ON\" or tailLossProbe=\"AS_STACK\""),
                problems());

        h1.setSack(StackSwitch.ON);
        assertEquals(List.of(), problems());

        // Linux without SACK leaves both off by itself, as the kernel does: nothing to say.
        h1.setSack(StackSwitch.OFF);
        h1.setRack(StackSwitch.AS_STACK);
        h1.setTailLossProbe(StackSwitch.AS_STACK);
        scenario.setTcpStack(TcpStack.LINUX);
        assertEquals(List.of(), problems());
    }
}
