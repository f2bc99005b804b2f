package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.dclab.engine.api.Registry;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
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
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, defect 12: what people read names things as people do. The Event List's pending events, the Problems
 * view's elements and Simulation Control's status say no Java class or method name ("SampledProbe event",
 * "RetransmissionTimer timer", "TransportSettings", "add … with addHost") and no Long.MAX_VALUE.
 */
@ExtendWith(RunningProduct.class)
class PeopleWordsTest {

    /** A Java identifier in camel case ("SampledProbe", "addHost") or the largest long, which no person wrote. */
    private static final Pattern INTERNAL = Pattern.compile("\\b[A-Za-z][a-z]+[A-Z][A-Za-z]*\\b|9223372036854775807");

    @Test
    void theEventListProblemsAndStatusSpeakToPeople() throws Exception {
        Scenarios.create(RunningProduct.outputFolder().resolve("people-words/empty.dclab"), "Empty");
        Control.show();
        Ui.waitUntil("the status to say an empty network cannot run", () -> Control.status().contains("cannot run"));
        List<String> internal = new ArrayList<>(internal("Simulation Control", List.of(Control.status())));

        Scenarios.open(Scenarios.copyOfExample("dumbbell-two-flows", "people-words"));
        Views.show("Event List");
        Control.show();
        Control.stepEvents(300);
        Control.command("Step");
        Views.show("Event List");
        Ui.pause(500);
        internal.addAll(internal("Event List", Ui.read(() -> cells(Widgets.view("Event List").orElseThrow()))));
        Screenshots.save("PeopleWordsTest-event list");

        // A DCTCP transport without ECN is a warning on the host's transport settings.
        Diagram.select("s1");
        Properties.show();
        Properties.choose("custom", "Transport");
        Properties.choose("dctcp", "Transport", "Congestion Control");
        Diagram.focus();
        Input.press(SWT.CTRL | SWT.SHIFT, 'v');
        Menus.menuBar("Window", "Show View", "DC Lab Problems");
        Ui.waitUntil("the Problems view to list the transport's warning", () -> Widgets.view("DC Lab Problems").map(v -> cells(v)
                .stream().anyMatch(c -> c.contains("ECN"))).orElse(false));
        Screenshots.save("PeopleWordsTest-problems");
        internal.addAll(internal("DC Lab Problems", Ui.read(() -> cells(Widgets.view("DC Lab Problems").orElseThrow()))));

        assertTrue(internal.isEmpty(), "internal names shown to people: " + internal);
    }

    /**
     * The texts that name something of the code. A scenario file's own attribute names ("markEcn", "minRtoPs") are the
     * words its fixes are written in (the README and --set use them), so they are not counted.
     */
    private static List<String> internal(String where, List<String> texts) {
        java.util.Set<String> fileWords = new java.util.HashSet<>();
        org.dclab.model.DclabPackage.eINSTANCE.getEClassifiers().forEach(c -> {
            if (c instanceof org.eclipse.emf.ecore.EClass type) {
                type.getEAllStructuralFeatures().forEach(f -> fileWords.add(f.getName()));
            }
        });
        // A control's or discipline's parameters are the file's words too (red.markEcn), and --set's.
        java.util.stream.Stream.concat(Registry.controls().stream(), Registry.disciplines().stream())
                .forEach(d -> d.parameters().forEach(p -> fileWords.add(p.name())));
        List<String> found = new ArrayList<>();
        for (String text : texts) {
            for (java.util.regex.Matcher m = INTERNAL.matcher(text); m.find();) {
                if (!fileWords.contains(m.group())) {
                    found.add(where + ": " + text);
                    break;
                }
            }
        }
        return found;
    }

    /** Every cell of the tables and trees of {@code view} as shown, rows on screen only. Call on the UI thread. */
    private static List<String> cells(Composite view) {
        List<String> cells = new ArrayList<>();
        for (Table table : Widgets.under(view, Table.class, t -> true)) {
            int visible = table.getClientArea().height / Math.max(1, table.getItemHeight()) + 1;
            for (int i = table.getTopIndex(); i < Math.min(table.getItemCount(), table.getTopIndex() + visible); i++) {
                TableItem row = table.getItem(i);
                for (int c = 0; c < table.getColumnCount(); c++) {
                    cells.add(row.getText(c));
                }
            }
        }
        for (Tree tree : Widgets.under(view, Tree.class, t -> true)) {
            for (TreeItem row : tree.getItems()) {
                for (int c = 0; c < Math.max(1, tree.getColumnCount()); c++) {
                    cells.add(row.getText(c));
                }
            }
        }
        return cells;
    }
}
