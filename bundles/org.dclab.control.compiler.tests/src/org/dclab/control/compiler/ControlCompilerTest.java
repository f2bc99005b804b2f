package org.dclab.control.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ControlCompilerTest {

    private final ControlCompiler compiler = ControlCompiler.againstEngine();

    @Test
    void theTemplateCompilesToItsClass() {
        Compilation c = compiler.compile("MyAimd", ControlTemplate.source("MyAimd"));
        assertTrue(c.succeeded(), () -> c.problems().toString());
        assertTrue(c.classes().containsKey("MyAimd"), () -> c.classes().keySet().toString());
    }

    @Test
    void aMissingSemicolonIsReportedOnItsLine() {
        String source = ControlTemplate.source("MyAimd");
        int line = lineOf(source, "long acked = ack.ackedBytes();");
        Compilation c = compiler.compile("MyAimd", source.replace("long acked = ack.ackedBytes();", "long acked = ack.ackedBytes()"));
        assertFalse(c.succeeded());
        assertEquals(line, c.problems().get(0).line(), () -> c.problems().toString());
        assertTrue(c.classes().isEmpty());
        CompileProblem p = c.problems().get(0);
        assertTrue(p.start() >= 0 && p.end() > p.start() && p.end() <= source.length(), () -> p.toString());
    }

    @Test
    void anUnknownMethodIsReportedOnItsLineWithItsName() {
        String source = ControlTemplate.source("MyAimd").replace("s.setCwndBytes(s.cwndBytes() + acked);", "s.setWindow(acked);");
        Compilation c = compiler.compile("MyAimd", source);
        assertEquals(1, c.problems().size(), () -> c.problems().toString());
        assertEquals(lineOf(source, "s.setWindow(acked);"), c.problems().get(0).line());
        assertTrue(c.problems().get(0).message().contains("setWindow"), () -> c.problems().get(0).message());
    }

    static int lineOf(String source, String text) {
        int at = source.indexOf(text);
        assertTrue(at >= 0, text);
        return (int) source.substring(0, at).chars().filter(ch -> ch == '\n').count() + 1;
    }
}
