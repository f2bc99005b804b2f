package org.dclab.ui.inspect;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.dclab.sim.live.NetworkActivity;
import org.dclab.sim.live.PortActivity;
import org.dclab.sim.live.PortInspection;
import org.dclab.sim.live.QueueState;
import org.dclab.sim.live.QueuedFlow;
import org.dclab.ui.present.FlowColors;
import org.dclab.ui.present.Presentation;
import org.dclab.ui.views.FlowSwatches;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * Shows what the inspector looks at: one port's queue flow by flow, with each flow's drops and marks there since the
 * run began, the queue's totals and the discipline's state, or one line per port of a node or link; and always the
 * instant it is "as of", or why there is nothing to show.
 */
public final class InspectorPanel extends Composite {

    private static final String[] FIGURE_COLUMNS = { "Figure", "Value" };
    private static final int[] FIGURE_WIDTHS = { 105, 100 };
    /**
     * Drops and marks beside what each flow holds, before its bytes: they are what the coexistence lessons ask (who
     * loses packets, who is marked), and a narrow view cuts the columns at its right.
     */
    private static final String[] FLOW_COLUMNS = { "Flow", "Packets", "Drops", "Marks", "Bytes", "Share" };
    private static final int[] FLOW_WIDTHS = { 140, 55, 50, 50, 60, 50 };
    private static final int DROPS_COLUMN = 2;
    private static final int MARKS_COLUMN = 3;
    /** The flows' columns that count since the run began, not what waits now: their headers say so when pointed at. */
    private static final String SINCE_START = "since the run began, at this port";
    private static final String[] PORT_COLUMNS = { "Port", "Queue (pkts)", "Queue (bytes)", "Load", "Drops", "Marks" };
    private static final int[] PORT_WIDTHS = { 130, 90, 100, 60, 70, 70 };

    static final String WELCOME_TITLE = "Inspector";
    static final String WELCOME = "Select a queue bar, a node or a link on the topology canvas to look into it while a run is paced"
            + " or stepped.";

    private final Label title;
    private final Label asOf;
    private final QueueStrip strip;
    /** The figures beside the flows' rows, so both show in a view as low as the Event List's. */
    private final SashForm queueTables;
    private final Table figures;
    private final Table flows;
    private final Table ports;
    private final FlowSwatches swatches;
    /** The sash's weights as {@link #shareWidth} last set them, or null: other weights mean the user dragged it. */
    private int[] weightsShared;
    /** The rows the stacked tables were last weighted by ({@link #stack}). */
    private int[] stackedRows;

    public InspectorPanel(Composite parent, int style) {
        super(parent, style);
        setLayout(new GridLayout(1, false));
        title = new Label(this, SWT.WRAP);
        title.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        asOf = new Label(this, SWT.WRAP);
        asOf.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        strip = new QueueStrip(this);
        queueTables = new SashForm(this, SWT.HORIZONTAL);
        queueTables.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        figures = table(queueTables, FIGURE_COLUMNS, FIGURE_WIDTHS);
        flows = table(queueTables, FLOW_COLUMNS, FLOW_WIDTHS);
        // Until the first picture says what the figures need.
        queueTables.setWeights(40, 60);
        queueTables.addListener(SWT.Resize, e -> shareWidth());
        ports = table(this, PORT_COLUMNS, PORT_WIDTHS);
        ports.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        swatches = new FlowSwatches(flows);
        flows.getColumn(DROPS_COLUMN).setToolTipText("Packets of the flow this queue dropped " + SINCE_START);
        flows.getColumn(MARKS_COLUMN).setToolTipText("Packets of the flow this queue marked CE " + SINCE_START);
        Presentation.follow(this, () -> {
            widths(figures, FIGURE_WIDTHS);
            widths(flows, FLOW_WIDTHS);
            widths(ports, PORT_WIDTHS);
            shareWidth();
        });
        showMessage(WELCOME_TITLE, WELCOME);
    }

    private static Table table(Composite parent, String[] names, int[] widths) {
        Table table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (String name : names) {
            new TableColumn(table, name.equals(names[0]) ? SWT.LEFT : SWT.RIGHT).setText(name);
        }
        widths(table, widths);
        return table;
    }

    private static void widths(Table table, int[] widths) {
        TableColumn[] columns = table.getColumns();
        for (int i = 0; i < columns.length; i++) {
            columns[i].setWidth(Presentation.scale(widths[i]));
        }
    }

    /** Nothing to inspect: a title and a sentence saying why and what to do. */
    public void showMessage(String heading, String why) {
        title.setText(heading);
        asOf.setText(why);
        visible(false, false);
        layout(true, true);
    }

    /**
     * One port's queue at the instant of {@code in}, its flows in their applications' colours; the rows of application
     * {@code highlighted} (or none for null) are selected and the other flows fade in the bar.
     */
    public void showPort(InspectedTarget target, PortInspection in, FlowColors colours, String highlighted) {
        title.setText("Queue at " + target.title() + " \u00b7 " + in.discipline());
        asOf.setText(asOf(in.nowPs(), in.events()));
        strip.show(in, colours, highlighted);
        figures.removeAll();
        row(figures, "queue", in.queuePackets() + " packets");
        row(figures, "bytes", Long.toString(in.queueBytes()));
        row(figures, "drops", Long.toString(in.dropsTotal()));
        row(figures, "ECN marks", Long.toString(in.marksTotal()));
        for (QueueState s : in.state()) {
            row(figures, s.label(), number(s.value()) + (s.unit().isEmpty() ? "" : " " + s.unit()));
        }
        flows.removeAll();
        for (QueuedFlow f : in.flows()) {
            TableItem item = new TableItem(flows, SWT.NONE);
            item.setText(new String[] { f.flow().isEmpty() ? "(no known flow)" : f.flow(), Integer.toString(f.packets()),
                    Long.toString(f.drops()), Long.toString(f.marks()), Long.toString(f.bytes()), percent(f.bytes(), in.queueBytes()) });
            item.setImage(0, swatches.of(colours.ofApplication(f.application())));
            if (f.application().equals(highlighted)) {
                flows.select(flows.indexOf(item));
            }
        }
        if (in.flows().isEmpty()) {
            new TableItem(flows, SWT.NONE).setText(new String[] { "(queue empty)", "0", "0", "0", "0", "" });
        }
        visible(true, false);
        layout(true, true);
        shareWidth();
        // A table shown just now packs to its headers alone until the toolkit has drawn it: share again once it has.
        getDisplay().asyncExec(() -> {
            if (!isDisposed()) {
                shareWidth();
            }
        });
    }

    /** A summary line per port of {@code target} from the run's live picture {@code activity}. */
    public void showPorts(InspectedTarget target, NetworkActivity activity) {
        title.setText("Ports of " + target.title());
        asOf.setText(asOf(activity.nowPs(), activity.events()));
        ports.removeAll();
        for (String name : target.ports()) {
            PortActivity p = activity.ports().get(name);
            if (p != null) {
                new TableItem(ports, SWT.NONE).setText(new String[] { name.replace("->", " \u2192 "),
                        Integer.toString(p.queuePackets()), Long.toString(p.queueBytes()),
                        String.format(Locale.ROOT, "%.0f %%", 100 * p.utilisation()), Long.toString(p.dropsTotal()),
                        Long.toString(p.marksTotal()) });
            }
        }
        visible(false, true);
        layout(true, true);
    }

    /**
     * The text the panel shows, for tests and screen readers: title, instant, then every table row, a flow's row
     * starting with "* " when it is highlighted.
     */
    public String text() {
        StringBuilder s = new StringBuilder(title.getText()).append('\n').append(asOf.getText()).append('\n');
        for (Table table : List.of(figures, flows, ports)) {
            if (table.getVisible() && table.getParent().getVisible()) {
                for (TableItem item : table.getItems()) {
                    s.append(table == flows && flows.isSelected(flows.indexOf(item)) ? "* " : "");
                    for (int i = 0; i < table.getColumnCount(); i++) {
                        s.append(i == 0 ? "" : " | ").append(item.getText(i));
                    }
                    s.append('\n');
                }
            }
        }
        return s.toString();
    }

    /**
     * Gives the figures the width their packed columns take and the flows the rest. Every number stays whole and in
     * view: where the two tables cannot show all their numbers side by side (presentation mode's larger text in a view
     * as narrow as the Event List's), the names give way first, each flow still known by its colour and the start of its
     * name; where even that is not enough, the figures go above the flows, each table the view's whole width. Once the
     * user drags the sash, the split is theirs.
     */
    private void shareWidth() {
        int width = queueTables.getClientArea().width;
        if (width <= 0 || !queueTables.isVisible()) {
            return;
        }
        // Sized to what they hold: fixed widths cut the values ("62 pac…") at presentation mode's larger text.
        int figureName = packed(figures, 0);
        int figureValue = packed(figures, 1);
        int flowName = packed(flows, 0);
        int flowNumbers = 0;
        for (int i = 1; i < flows.getColumnCount(); i++) {
            flowNumbers += packed(flows, i);
        }
        if (weightsShared != null && !Arrays.equals(weightsShared, queueTables.getWeights())) {
            return;
        }
        int figuresChrome = chrome(figures);
        int flowsChrome = chrome(flows);
        int least = Math.min(flowName, namesAtLeast());
        int names = width - queueTables.getSashWidth() - figuresChrome - figureValue - flowsChrome - flowNumbers;
        if (names < Math.min(figureName, least) + least) {
            stack(width, flowsChrome, flowNumbers, least);
            return;
        }
        if (queueTables.getOrientation() != SWT.HORIZONTAL) {
            queueTables.setOrientation(SWT.HORIZONTAL);
            stackedRows = null;
        }
        if (names < figureName + flowName) {
            int figureShare = Math.max(Math.min(figureName, least), names * figureName / Math.max(1, figureName + flowName));
            figureName = figureShare;
            figures.getColumn(0).setWidth(figureShare);
            flows.getColumn(0).setWidth(Math.max(least, names - figureShare));
        }
        int total = width - queueTables.getSashWidth();
        int shared = figureName + figureValue + figuresChrome;
        // A sash's few pixels either way are no reason to lay the tables out again every picture.
        if (Math.abs(figures.getSize().x - shared) > queueTables.getSashWidth()) {
            queueTables.setWeights(shared, Math.max(1, total - shared));
        }
        weightsShared = queueTables.getWeights();
    }

    /** The figures above the flows, each table as wide as the view, the flows' names taking what their numbers leave. */
    private void stack(int width, int flowsChrome, int flowNumbers, int least) {
        if (queueTables.getOrientation() != SWT.VERTICAL) {
            queueTables.setOrientation(SWT.VERTICAL);
        }
        flows.getColumn(0).setWidth(Math.max(least, width - flowsChrome - flowNumbers));
        int[] rows = { figures.getItemCount() + 1, Math.max(2, flows.getItemCount() + 1) };
        if (!Arrays.equals(rows, stackedRows)) {
            stackedRows = rows;
            queueTables.setWeights(rows);
        }
        weightsShared = queueTables.getWeights();
    }

    private static int packed(Table table, int column) {
        TableColumn packing = table.getColumn(column);
        packing.pack();
        return packing.getWidth();
    }

    /** What a table takes beside its columns: its border and its vertical scroll bar. */
    private static int chrome(Table table) {
        return table.computeTrim(0, 0, 0, 0).width + table.getVerticalBar().getSize().x;
    }

    /** The narrowest a name column becomes: a few letters of the name still read. */
    private int namesAtLeast() {
        GC gc = new GC(flows);
        try {
            gc.setFont(flows.getFont());
            return gc.textExtent("mmmmm").x;
        } finally {
            gc.dispose();
        }
    }

    /** The table of the inspected queue's flows, whose columns tests read. */
    Table flowTable() {
        return flows;
    }

    /** The table of the inspected queue's figures, whose columns tests read. */
    Table figureTable() {
        return figures;
    }

    private void visible(boolean port, boolean portRows) {
        show(strip, port);
        show(queueTables, port);
        show(ports, portRows);
    }

    private static void show(Control control, boolean shown) {
        control.setVisible(shown);
        ((GridData) control.getLayoutData()).exclude = !shown;
    }

    private static void row(Table table, String figure, String value) {
        new TableItem(table, SWT.NONE).setText(new String[] { figure, value });
    }

    /** "as of 12.5 ms (event 31,415)": when the picture was taken, to the picosecond. */
    public static String asOf(long nowPs, long events) {
        return "as of " + BigDecimal.valueOf(nowPs, 9).stripTrailingZeros().toPlainString() + " ms (event "
                + String.format(Locale.ROOT, "%,d", events) + ")";
    }

    static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
                : String.format(Locale.ROOT, "%.3f", value);
    }

    private static String percent(long part, long whole) {
        return whole == 0 ? "" : String.format(Locale.ROOT, "%.0f %%", 100.0 * part / whole);
    }
}
