package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.dclab.ui.controleditor.ControlEditor;
import org.dclab.ui.controleditor.ControlFolder;
import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Dialogs;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.Properties;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A student's own control, written in the workbench: File ▸ New Congestion Control… makes MyAimd from the template; a
 * semicolon deleted and saved is marked on its line, put back and saved the control compiles and Properties offers it;
 * chosen for the ECN NewReno sender beside DCTCP on the coexistence dumbbell it runs with its window in the charts. A loop
 * that never ends typed into onAck stops the run within its budget, naming the line, and the workbench runs again after.
 */
@ExtendWith(RunningProduct.class)
class OwnControlTest {

    private static final String NAME = "MyAimd";
    private static final String KEY = "my-aimd";
    private static final String CWND = "Congestion window";
    /** The ECN NewReno sender beside the DCTCP ones: its control is only a window, with no α a probe reads. */
    private static final String SENDER = "s2";
    private static final String APPLICATION = "tcp1";
    private static final String STATEMENT = "long acked = ack.ackedBytes();";
    private static final String PROBLEMS = "DC Lab Problems";

    @Test
    void writeFixRunAndStopALoop() throws Exception {
        Files.deleteIfExists(ControlFolder.path().resolve(NAME + ".java"));
        // A projector's screen throughout, so the pictures show what a class sees.
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Path scenario = Scenarios.copyOfExample("coexist-fig3-threshold", "own-control");
        Scenarios.open(scenario);
        String scenarioTab = Ui.read(() -> RunningProduct.window().getActivePage().getActiveEditor().getTitle());

        Menus.menuBar("File", "New Congestion Control...");
        Dialogs.shell("New Congestion Control");
        Input.press(SWT.CTRL, 'a');
        Input.type(NAME);
        Input.press(SWT.CR);
        ControlEditor editor = Ui.waitFor("the control's editor", () -> RunningProduct.window().getActivePage()
                .getActiveEditor() instanceof ControlEditor e ? e : null);
        Ui.waitUntil("the template to compile", () -> editor.compiles() >= 1);
        assertTrue(editor.outcome().contains("'" + KEY + "' is a congestion control now"), editor.outcome());
        assertTrue(Files.isRegularFile(ControlFolder.path().resolve(NAME + ".java")), "the source is in the workspace's controls");

        // A semicolon deleted with the keyboard, as a student slips: the save marks the line.
        int line = lineOf(Ui.read(() -> text(editor).getText()), STATEMENT);
        goToEndOf(editor, line);
        Input.press(SWT.BS);
        save(editor);
        assertEquals(List.of(line), Ui.read(editor::errorLines), "the error is marked on the line that lost its semicolon");
        String status = Ui.read(Widgets::statusLine);
        assertTrue(status.startsWith(NAME + ".java line " + line + ": "), "the status line names file and line: " + status);
        // One notch of the wheel, so the marked line is not the last one the editor shows.
        Input.wheel(Ui.read(() -> Widgets.center(text(editor))), 1);
        Screenshots.saveAt1280x720("OwnControlTest-a compile error marked on its line at 1280x720");
        Views.show(PROBLEMS);
        Ui.waitUntil("DC Lab Problems to list the error on its line", () -> problemRows().stream()
                .anyMatch(r -> r.startsWith("Error|") && r.endsWith("|" + NAME + ".java line " + line)));
        Screenshots.saveAt1280x720("OwnControlTest-the compile error in DC Lab Problems at 1280x720");

        activateTab(NAME + ".java");
        Ui.waitUntil("the editor's text to have the keyboard again", () -> text(editor).isFocusControl());
        Input.type(";");
        save(editor);
        assertEquals(List.of(), Ui.read(editor::errorLines), "fixed, no marker is left");
        assertEquals(List.of(), Ui.read(OwnControlTest::problemRows), "and DC Lab Problems lists none");
        assertTrue(Ui.read(Widgets::statusLine).contains("'" + KEY + "' is a congestion control now"), Ui.read(Widgets::statusLine));

        // Chosen for one DCTCP sender, beside DCTCP, it runs and draws its window.
        activateTab(scenarioTab);
        Diagram.select(SENDER);
        Properties.show();
        Properties.choose(KEY, "Transport", "Congestion Control");
        assertEquals(KEY, Properties.value("Transport", "Congestion Control"));
        Control.show();
        Control.runUntil("20");
        Control.waitForStatus("Stopped where asked.");
        Charts.show();
        String drawn = windowLine();
        double[] window = Charts.values(CWND, drawn);
        assertTrue(max(window) > 0, "its window opened");
        // Step back makes the run again up to the event before, with new instances of the student's class.
        Control.show();
        Control.stepEvents(1);
        long events = Control.events();
        Control.command("Step back");
        assertEquals(events - 1, Control.events(), "Step back returns to the event before");
        assertTrue(Control.status().endsWith("Stopped where asked."), Control.status());
        CTabItem charts = Ui.read(() -> Widgets.tab(Charts.VIEW).orElseThrow());
        Input.doubleClick(Ui.read(() -> Widgets.center(charts)));
        Screenshots.saveAt1280x720("OwnControlTest-the student's AIMD in the window chart at 1280x720");
        Input.doubleClick(Ui.read(() -> Widgets.center(charts)));

        // A loop that never ends in onAck: the run stops within its budget and names the line.
        activateTab(NAME + ".java");
        goToEndOf(editor, line);
        Input.press(SWT.CR);
        Input.type("while (acked >= 0) { }");
        save(editor);
        assertTrue(editor.outcome().contains("is a congestion control now"), editor.outcome());
        Control.show();
        Control.command("Reset");
        Control.waitForStatus("Ready.");
        Control.runUntil("20");
        String stopped = Control.status();
        assertTrue(stopped.contains(KEY + ": " + NAME + ".java line " + (line + 1) + ": onAck has run for more than 1 s"),
                "the run stops naming the loop's line: " + stopped);
        activateTab(NAME + ".java");
        Ui.waitUntil("the loop's line to be marked in the editor", () -> editor.errorLines().equals(List.of(line + 1)));
        assertTrue(Ui.read(Widgets::statusLine).contains(NAME + ".java line " + (line + 1) + ": onAck has run for more than 1 s"),
                Ui.read(Widgets::statusLine));
        Screenshots.saveAt1280x720("OwnControlTest-a loop in onAck stopped at 1280x720");

        // The workbench goes on: Reset, ECN NewReno again for the sender, and a run to 20 ms.
        Control.command("Reset");
        Control.waitForStatus("Ready.");
        activateTab(scenarioTab);
        Diagram.select(SENDER);
        Properties.show();
        Properties.choose("ecn-newreno", "Transport", "Congestion Control");
        Control.show();
        Control.runUntil("20");
        Control.waitForStatus("Stopped where asked.");
        windowLine();
        Screenshots.saveAt1280x720("OwnControlTest-the workbench runs again after the loop at 1280x720");
    }

    /** DC Lab Problems' rows, their cells joined by "|": "Error|message|MyAimd.java line 40". */
    private static List<String> problemRows() {
        return Widgets.view(PROBLEMS).flatMap(v -> Widgets.under(v, Table.class, t -> true).stream().findFirst())
                .map(t -> Arrays.stream(t.getItems()).map(i -> IntStream.range(0, t.getColumnCount()).mapToObj(i::getText)
                        .collect(Collectors.joining("|"))).toList())
                .orElse(List.of());
    }

    /** The window chart's line of the sender's connection ("tcp1 #1 s2->r2"), once it has points. */
    private static String windowLine() {
        return Ui.waitFor("the window chart to draw " + APPLICATION, () -> Charts.labels(CWND).stream()
                .filter(l -> l.startsWith(APPLICATION + " ") && Charts.values(CWND, l).length > 10).findFirst().orElse(null));
    }

    /** Puts the caret at the end of line {@code line} with the keyboard: a click into the text, Ctrl+Home, Down, End. */
    private static void goToEndOf(ControlEditor editor, int line) {
        StyledText text = Ui.read(() -> text(editor));
        // Without a window manager nothing gives the window back the keyboard when a dialog closes, as Menus does.
        Ui.read(() -> {
            RunningProduct.window().getShell().forceActive();
            return null;
        });
        Input.click(Ui.read(() -> Widgets.center(text)));
        Ui.waitUntil("the editor's text to have the keyboard", text::isFocusControl);
        Input.press(SWT.CTRL, SWT.HOME);
        for (int i = 1; i < line; i++) {
            Input.press(SWT.ARROW_DOWN);
        }
        Input.press(SWT.END);
        Ui.waitUntil("the caret on line " + line, () -> text.getLineAtOffset(text.getCaretOffset()) + 1 == line);
    }

    private static void save(ControlEditor editor) {
        int before = Ui.read(editor::compiles);
        Input.press(SWT.CTRL, 's');
        Ui.waitUntil("the compile after the save", () -> editor.compiles() > before);
    }

    private static void activateTab(String title) {
        CTabItem tab = Ui.waitFor("the tab " + title, () -> Widgets.tab(title).orElse(null));
        Input.click(Ui.read(() -> Widgets.center(tab)));
        Ui.waitUntil("the editor " + title + " to be active",
                () -> title.equals(RunningProduct.window().getActivePage().getActiveEditor().getTitle()));
    }

    /** The editor's text, found as a person finds it: the styled text under the file's tab. */
    private static StyledText text(ControlEditor editor) {
        return Widgets.tab(editor.getTitle()).map(CTabItem::getControl).filter(c -> c instanceof Composite)
                .flatMap(c -> Widgets.under((Composite) c, StyledText.class, t -> t.isVisible()).stream().findFirst())
                .orElseThrow(() -> new AssertionError("no text under the tab " + editor.getTitle()));
    }

    private static int lineOf(String source, String statement) {
        int at = source.indexOf(statement);
        assertTrue(at >= 0, statement);
        return (int) source.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    }

    private static double max(double[] values) {
        double m = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            m = Math.max(m, v);
        }
        return m;
    }
}
