package org.dclab.control.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.api.Registry;
import org.dclab.engine.api.TransportType;
import org.dclab.engine.tcp.CongestionControl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class StudentControlsTest {

    private final ControlCompiler compiler = ControlCompiler.againstEngine();

    @AfterEach
    void uninstall() {
        StudentControls.uninstall("my-aimd");
        StudentControls.uninstall("dctcp-like");
    }

    @Test
    void keysAreTheClassNameInLowerCaseWords() {
        assertEquals("my-aimd", StudentControls.keyOf("MyAimd"));
        assertEquals("my-aimd2", StudentControls.keyOf("MyAimd2"));
        assertEquals("dctcp-like", StudentControls.keyOf("DCTCPLike"));
    }

    @Test
    void theTemplateIsAnAimdThatHalvesOnLossAndEcho() {
        TransportType type = StudentControls.install(compiler.compile("MyAimd", ControlTemplate.source("MyAimd")));
        CongestionControl cc = type.withDefaults().cc().get();
        Connection s = new Connection(20);
        assertEquals(10 * Connection.MSS, cc.ssthreshAfterLoss(s));
        cc.onEcnEcho(s);
        assertEquals(10 * Connection.MSS, s.cwndBytes);
        assertEquals(10 * Connection.MSS, s.ssthreshBytes);
        assertEquals("my-aimd", cc.name());
        assertTrue(type.ecn(), "its connections negotiate ECN");
    }

    @Test
    void aRecompiledControlReplacesTheOneBefore() {
        TransportType first = StudentControls.install(compiler.compile("MyAimd", ControlTemplate.source("MyAimd")));
        assertSame(first, Registry.findControl("my-aimd").orElseThrow());
        String halvesLess = ControlTemplate.source("MyAimd").replace("s.bytesInFlight() / 2", "s.bytesInFlight() * 3 / 4");
        TransportType second = StudentControls.install(compiler.compile("MyAimd", halvesLess));
        assertNotSame(first, second);
        assertSame(second, Registry.findControl("my-aimd").orElseThrow());
        assertEquals(1, Registry.controls().stream().filter(t -> t.key().equals("my-aimd")).count());
        assertEquals(15 * Connection.MSS, second.withDefaults().cc().get().ssthreshAfterLoss(new Connection(20)));
    }

    @Test
    void uninstallTakesItOutOfTheRegistry() {
        StudentControls.install(compiler.compile("MyAimd", ControlTemplate.source("MyAimd")));
        StudentControls.uninstall("my-aimd");
        assertTrue(Registry.findControl("my-aimd").isEmpty());
    }

    @Test
    void aNameDcLabsOwnControlHasIsRefused() {
        String source = ControlTemplate.source("Dctcp");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StudentControls.install(compiler.compile("Dctcp", source)));
        assertTrue(e.getMessage().contains("'dctcp'"), e.getMessage());
        assertEquals("DCTCP", Registry.control("dctcp").label());
        assertTrue(ControlTemplate.refusal("Dctcp") != null);
        assertEquals(null, ControlTemplate.refusal("MyAimd"));
    }

    @Test
    void aClassThatIsNoControlIsRefused() {
        Compilation c = compiler.compile("DctcpLike", "public class DctcpLike { }");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StudentControls.install(c));
        assertTrue(e.getMessage().contains("implements CongestionControl"), e.getMessage());
    }
}
