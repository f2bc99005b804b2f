package org.dclab.control.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.dclab.engine.tcp.CongestionControl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A control that loops, throws or recurses ends in a ControlFailure naming its file and line, and soon. */
class CallbackBudgetTest {

    private final ControlCompiler compiler = ControlCompiler.againstEngine();

    @AfterEach
    void uninstall() {
        StudentControls.uninstall("my-aimd");
    }

    @Test
    void aLoopThatNeverEndsIsStoppedAfterItsBudget() {
        String source = withOnAck("while (true) {\n        }");
        ControlFailure f = failureOnAck(source, Duration.ofSeconds(3));
        assertEquals("my-aimd: MyAimd.java line " + lineOf(source, "while (true)")
                + ": onAck has run for more than 1 s \u2014 does a loop never end?", f.getMessage());
    }

    @Test
    void aLoopThatCatchesTheOverrunIsStoppedAllTheSame() {
        String source = withOnAck("while (true) {\n            try {\n                while (true) {\n                }\n"
                + "            } catch (Throwable t) {\n            }\n        }");
        ControlFailure f = failureOnAck(source, Duration.ofSeconds(3));
        assertTrue(f.getMessage().contains("onAck has run for more than 1 s"), f.getMessage());
    }

    @Test
    void aLoopOfCallsIsStoppedToo() {
        String source = withOnAck("for (int i = 0; ; i = next(i)) {\n        }\n    }\n\n    private static int next(int i) {\n"
                + "        return i + 1;");
        ControlFailure f = failureOnAck(source, Duration.ofSeconds(3));
        assertTrue(f.getMessage().contains("onAck has run for more than 1 s"), f.getMessage());
    }

    @Test
    void anExceptionNamesItsLineAndItself() {
        String source = withOnAck("throw new IllegalStateException(\"no window for \" + s.mssBytes());");
        List<ControlFailure> told = new CopyOnWriteArrayList<>();
        Consumer<ControlFailure> listener = told::add;
        StudentControls.addFailureListener(listener);
        try {
            ControlFailure f = failureOnAck(source, Duration.ofSeconds(1));
            int line = lineOf(source, "throw new IllegalStateException");
            assertEquals("my-aimd: MyAimd.java line " + line + ": onAck threw IllegalStateException: no window for 1000", f.getMessage());
            assertEquals(List.of(f), told, "the editor's listener hears of it");
            assertEquals(line, f.line());
            assertEquals("MyAimd.java", f.fileName());
        } finally {
            StudentControls.removeFailureListener(listener);
        }
    }

    @Test
    void endlessRecursionIsAStackOverflowNamed() {
        String source = withOnAck("onAck(s, ack);");
        ControlFailure f = failureOnAck(source, Duration.ofSeconds(3));
        assertTrue(f.getMessage().startsWith("my-aimd: MyAimd.java line " + lineOf(source, "onAck(s, ack);") + ": onAck called itself"),
                f.getMessage());
    }

    @Test
    void aConstructorThatLoopsRunsInTheFirstCallbackNotWhereTheControlIsMade() {
        String source = ControlTemplate.source("MyAimd").replace("public class MyAimd implements CongestionControl {\n",
                "public class MyAimd implements CongestionControl {\n\n    public MyAimd() {\n        while (hashCode() != 0 || true) {\n"
                        + "        }\n    }\n");
        long start = System.nanoTime();
        CongestionControl cc = control(source);
        assertTrue(System.nanoTime() - start < 500_000_000L, "making the control ran none of the student's code");
        ControlFailure f = assertThrows(ControlFailure.class, () -> cc.init(new Connection(20)));
        assertEquals("my-aimd: MyAimd.java line " + lineOf(source, "while (hashCode()") + ": init has run for more than 1 s \u2014 does"
                + " a loop never end?", f.getMessage());
    }

    @Test
    void aCallbackThatReturnsLeavesTheBudgetForTheNextOne() throws InterruptedException {
        CongestionControl cc = control(ControlTemplate.source("MyAimd"));
        Connection s = new Connection(20);
        cc.ssthreshAfterLoss(s);
        Thread.sleep(1_200);
        assertEquals(10 * Connection.MSS, cc.ssthreshAfterLoss(s), "a second call has a budget of its own");
    }

    private ControlFailure failureOnAck(String source, Duration within) {
        CongestionControl cc = control(source);
        long start = System.nanoTime();
        ControlFailure f = assertThrows(ControlFailure.class, () -> cc.onAck(new Connection(20), null));
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertTrue(took.compareTo(within) <= 0, "stopped after " + took);
        return f;
    }

    private CongestionControl control(String source) {
        Compilation c = compiler.compile("MyAimd", source);
        assertTrue(c.succeeded(), () -> c.problems().toString());
        return StudentControls.install(c).withDefaults().cc().get();
    }

    /** The template with the body of onAck replaced by {@code body}. */
    private static String withOnAck(String body) {
        String source = ControlTemplate.source("MyAimd");
        int start = source.indexOf("long acked = ack.ackedBytes();");
        int end = source.indexOf("/** A loss was detected");
        String rest = source.substring(end);
        return source.substring(0, start) + body + "\n    }\n\n    " + rest;
    }

    private static int lineOf(String source, String text) {
        return ControlCompilerTest.lineOf(source, text);
    }
}
