package org.dclab.ui.robot;

import java.util.ArrayList;
import java.util.List;

import org.dclab.sim.SimulationRun;
import org.dclab.sim.live.LiveActivity;
import org.dclab.ui.inspect.InspectorPanel;
import org.dclab.ui.inspect.InspectorView;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IViewPart;

/** The Inspector view as a person reads it: the text of its title, its "as of" line and its tables' rows. */
public final class Inspector {

    private Inspector() {
    }

    /** Everything the inspector shows now, one line per label or table row (cells joined by " | "). */
    public static String text() {
        return Ui.read(() -> panel().text());
    }

    /** The line of the figure {@code name} ("queue", "K", "average queue"), without the figure's name, or null. */
    public static String figure(String name) {
        for (String line : text().split("\n")) {
            if (line.startsWith(name + " | ")) {
                return line.substring(name.length() + 3);
            }
        }
        return null;
    }

    /**
     * One row of the inspected queue's flows as shown: its flow ("" for the row of packets of no known flow), whether it
     * is highlighted, its packets waiting and its drops and marks since the run began.
     */
    public record FlowRow(String flow, boolean highlighted, int packets, long drops, long marks) {
    }

    /** The rows of the inspected queue's flows as shown now, top first; none while no port is shown or none has a flow. */
    public static List<FlowRow> flowRows() {
        String text = text();
        List<FlowRow> rows = new ArrayList<>();
        if (!text.startsWith("Queue at ")) {
            return rows;
        }
        for (String line : text.split("\n")) {
            // Flow | Packets | Drops | Marks | Bytes | Share, as the panel's text writes the flows' table.
            String[] cells = line.split(" \\| ");
            if (cells.length == 6 && !cells[0].equals("(queue empty)")) {
                boolean highlighted = cells[0].startsWith("* ");
                String flow = highlighted ? cells[0].substring(2) : cells[0];
                rows.add(new FlowRow(flow.equals("(no known flow)") ? "" : flow, highlighted, Integer.parseInt(cells[1]),
                        Long.parseLong(cells[2]), Long.parseLong(cells[3])));
            }
        }
        return rows;
    }

    /**
     * The numbers' columns (the figures' Value, the flows' Packets, Drops and Marks) that reach beyond what their table
     * shows, so that they are cut or need a scroll to be read; their headers, left to right. Call on the UI thread.
     */
    public static List<String> numbersOutOfView() {
        List<String> cut = new ArrayList<>();
        for (Table table : Widgets.under(panel(), Table.class, Table::isVisible)) {
            Widgets.headersOutOfView(table).stream().filter(List.of("Value", "Packets", "Drops", "Marks")::contains).forEach(cut::add);
        }
        return cut;
    }

    /** The font of the Inspector's first line, which presentation mode enlarges with the rest of its text. */
    public static org.eclipse.swt.graphics.Font titleFont() {
        return Ui.read(() -> panel().getChildren()[0].getFont());
    }

    /** The live run of the active editor's scenario, to compare what the inspector shows with; null when none. */
    public static SimulationRun run() {
        return Ui.read(() -> LiveActivity.of(Diagram.editor().scenario().eResource().getURI().toString()));
    }

    private static InspectorPanel panel() {
        IViewPart view = RunningProduct.window().getActivePage().findView(InspectorView.ID);
        if (!(view instanceof InspectorView inspector)) {
            throw new AssertionError("the Inspector view is not open");
        }
        return inspector.panel();
    }
}
