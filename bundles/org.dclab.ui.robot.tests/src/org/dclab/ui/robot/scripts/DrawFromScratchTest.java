package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Outline;
import org.dclab.ui.robot.Properties;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.editor.validation.Problem;
import org.eclipse.swt.SWT;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A teacher draws a scenario from nothing: four hosts and a switch from the palette keys, links dragged between them,
 * a 1 Gbps bottleneck with threshold marking at K = 20 and two DCTCP hosts and one NewReno host set in the Properties
 * view's cells, two long flows added from the Outline on hosts picked on the canvas; then validates, saves, closes
 * and reopens it, and finds every value as typed.
 */
@ExtendWith(RunningProduct.class)
class DrawFromScratchTest {

    @Test
    void drawSetRunSaveAndReopen() throws Exception {
        Path file = RunningProduct.outputFolder().resolve("drawn/classroom.dclab");
        Scenarios.create(file, "Empty");

        String h1 = Diagram.place('h', Diagram.at(0.15, 0.25));
        String h2 = Diagram.place('h', Diagram.at(0.15, 0.75));
        String s1 = Diagram.place('s', Diagram.at(0.5, 0.5));
        String h3 = Diagram.place('h', Diagram.at(0.85, 0.25));
        String h4 = Diagram.place('h', Diagram.at(0.85, 0.75));
        Diagram.connect(h1, s1);
        Diagram.connect(h2, s1);
        Diagram.connect(h3, s1);
        String bottleneck = Diagram.connect(s1, h4);

        Diagram.select(bottleneck);
        Properties.show();
        Properties.type("1 Gbps", "Rate");
        Properties.choose("custom", "Source Queue");
        Properties.choose("threshold-marking", "Source Queue", "Discipline");
        Properties.type("20", "Source Queue", "Marking Threshold");
        assertAll(() -> assertEquals("1 Gbps", Properties.value("Rate")),
                () -> assertEquals("threshold-marking", Properties.value("Source Queue", "Discipline")),
                () -> assertEquals("20", Properties.value("Source Queue", "Marking Threshold")));

        for (String[] host : new String[][] { { h1, "dctcp" }, { h2, "dctcp" }, { h3, "newreno" } }) {
            Diagram.select(host[0]);
            Properties.choose("custom", "Transport");
            Properties.choose(host[1], "Transport", "Congestion Control");
            assertEquals(host[1], Properties.value("Transport", "Congestion Control"), host[0]);
        }

        Outline.show();
        Diagram.select(h1, h4);
        Outline.contextMenu(new String[] { "Applications" }, "Add Application", "Long flow");
        Diagram.select(h2, h4);
        Outline.contextMenu(new String[] { "Applications" }, "Add Application", "Long flow");
        Ui.waitUntil("two applications in the Outline", () -> Outline.text("Applications").equals("Applications (2)"));

        assertAll(() -> assertEquals(List.of("Long Flow flow1", "source: " + h1, "destination: " + h4), outlineRows("flow1")),
                () -> assertEquals(List.of("Long Flow flow2", "source: " + h2, "destination: " + h4), outlineRows("flow2")));

        Diagram.focus();
        Input.press(SWT.CTRL | SWT.SHIFT, 'v');
        Ui.waitUntil("validation to find no errors",
                () -> Diagram.editor().problems().stream().noneMatch(Problem::isError));
        Input.press(SWT.CTRL, 's');
        Ui.waitUntil("the save", () -> !Diagram.editor().isDirty());
        Input.press(SWT.CTRL, 'w');
        Ui.waitUntil("the editor to close", () -> RunningProduct.window().getActivePage().getEditorReferences().length == 0);

        Scenarios.open(file);
        Diagram.select(bottleneck);
        Properties.show();
        assertAll(() -> assertEquals("1 Gbps", Properties.value("Rate")),
                () -> assertEquals("custom", Properties.value("Source Queue")),
                () -> assertEquals("threshold-marking", Properties.value("Source Queue", "Discipline")),
                () -> assertEquals("20", Properties.value("Source Queue", "Marking Threshold")));
        for (String[] host : new String[][] { { h1, "dctcp" }, { h2, "dctcp" }, { h3, "newreno" } }) {
            Diagram.select(host[0]);
            assertEquals(host[1], Properties.value("Transport", "Congestion Control"), host[0]);
        }
        Outline.show();
        assertAll(() -> assertEquals(List.of("Long Flow flow1", "source: " + h1, "destination: " + h4), outlineRows("flow1")),
                () -> assertEquals(List.of("Long Flow flow2", "source: " + h2, "destination: " + h4), outlineRows("flow2")));
    }

    /** An application's row in the Outline followed by the rows of the hosts it runs on. */
    private static List<String> outlineRows(String application) {
        return Outline.rowAndChildren("Applications", "Long Flow " + application);
    }
}
