package org.dclab.control.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.dclab.engine.tcp.AckSample;
import org.dclab.engine.tcp.CongestionControl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Lab 6's solution, as its sheet prints it for the board, spliced into the template where the sheet says: it compiles,
 * registers, and cuts as DCTCP does with α at its start, by half.
 */
class LabSolutionTest {

    private static final String ON_ACK = "// first in onAck:";
    private static final String SSTHRESH = "// ssthreshAfterEcnEcho:";

    @AfterEach
    void uninstall() {
        StudentControls.uninstall("my-aimd");
    }

    @Test
    void theSheetsDctcpCompilesIntoTheTemplateAndCutsByHalfAlpha() throws IOException {
        String solution = solution();
        String fields = solution.substring(0, solution.indexOf(ON_ACK));
        String onAck = solution.substring(solution.indexOf(ON_ACK) + ON_ACK.length(), solution.indexOf(SSTHRESH));
        String ssthresh = solution.substring(solution.indexOf(SSTHRESH) + SSTHRESH.length());
        String template = ControlTemplate.source("MyAimd");
        String source = template.replace("public class MyAimd implements CongestionControl {\n",
                "public class MyAimd implements CongestionControl {\n" + fields)
                .replace("        long acked = ack.ackedBytes();\n", onAck + "        long acked = ack.ackedBytes();\n")
                .replace("        return Math.max(s.cwndBytes() / 2, 2L * s.mssBytes());\n", ssthresh);
        assertTrue(!source.equals(template) && source.contains("alpha / 2"), "the solution went in");
        Compilation c = ControlCompiler.againstEngine().compile("MyAimd", source);
        assertTrue(c.succeeded(), () -> c.problems().toString());
        CongestionControl cc = StudentControls.install(c).withDefaults().cc().get();
        Connection s = new Connection(20);
        cc.onAck(s, new AckSample());
        assertEquals(10 * Connection.MSS, cc.ssthreshAfterEcnEcho(s), "α starts at 1: the first cut halves");
    }

    /** The code block of the sheet's questions, as the sheet indents it. */
    private static String solution() throws IOException {
        String sheet = Files.readString(examples().resolve("labs/lab6-write-your-own.md"), StandardCharsets.UTF_8);
        int open = sheet.indexOf("```\n");
        int close = sheet.indexOf("```\n", open + 4);
        StringBuilder code = new StringBuilder();
        sheet.substring(open + 4, close).lines().forEach(l -> code.append("    ").append(l.strip().isEmpty() ? "" : l.substring(3))
                .append('\n'));
        return code.toString();
    }

    private static Path examples() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("dclab")) && Files.isDirectory(dir.resolve("examples"))) {
                return dir.resolve("examples");
            }
        }
        throw new IllegalStateException("no examples/ folder above " + Path.of("").toAbsolutePath());
    }
}
