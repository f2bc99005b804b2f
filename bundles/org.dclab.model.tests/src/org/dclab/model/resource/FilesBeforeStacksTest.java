package org.dclab.model.resource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.dclab.model.Host;
import org.dclab.model.PrrBound;
import org.dclab.model.RtoBackoff;
import org.dclab.model.Scenario;
import org.dclab.model.StackSwitch;
import org.dclab.model.TcpStack;
import org.dclab.model.TransportSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file written before TCP stacks could be chosen loads unchanged as the papers' stack, the stack it always ran, with
 * every mechanism as that stack has it; saved again, it says so in the file.
 */
class FilesBeforeStacksTest {

    /** A scenario as DC Lab wrote it before the stack attributes existed. */
    private static final String BEFORE_STACKS = """
            <?xml version="1.0" encoding="UTF-8"?>
            <dclab:Scenario
                xmi:version="2.0"
                xmlns:xmi="http://www.omg.org/XMI"
                xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                xmlns:dclab="http://dclab.org/model/1.0"
                name="old"
                schemaVersion="2"
                seed="1"
                durationPs="1000000000">
              <network>
                <nodes
                    xsi:type="dclab:Host"
                    name="h1">
                  <transport
                      congestionControl="DCTCP"
                      mssBytes="1460"
                      ecn="true"/>
                </nodes>
              </network>
            </dclab:Scenario>
            """;

    @TempDir
    Path dir;

    @Test
    void aFileFromBeforeStacksRunsThePapersStack() throws Exception {
        Path file = dir.resolve("old.dclab");
        Files.writeString(file, BEFORE_STACKS);

        Scenario scenario = ScenarioFiles.load(file);

        assertEquals(TcpStack.PAPERS, scenario.getTcpStack());
        TransportSettings t = ((Host) scenario.getNetwork().getNodes().get(0)).getTransport();
        for (StackSwitch s : new StackSwitch[] { t.getSack(), t.getTimestamps(), t.getLimitedTransmit(), t.getPrr(), t.getRack(),
                t.getTailLossProbe(), t.getQuickAck() }) {
            assertEquals(StackSwitch.AS_STACK, s);
        }
        assertEquals(PrrBound.LINUX, t.getPrrBound());
        assertEquals(RtoBackoff.KEPT_UNTIL_RTT_SAMPLE, t.getRtoBackoff());

        ScenarioFiles.save(scenario, file);
        String saved = Files.readString(file);
        assertTrue(saved.contains("tcpStack=\"PAPERS\"") && saved.contains("sack=\"AS_STACK\""), saved);
    }
}
