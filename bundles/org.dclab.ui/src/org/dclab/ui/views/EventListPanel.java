package org.dclab.ui.views;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import java.util.function.Consumer;

import org.dclab.sim.explain.Explanation;
import org.dclab.sim.trace.EventTrace;
import org.dclab.sim.trace.ScheduledEvent;
import org.dclab.sim.trace.TraceEvent;
import org.dclab.sim.trace.TraceKind;
import org.dclab.model.Scenario;
import org.dclab.ui.present.FlowColors;
import org.dclab.ui.present.FlowHighlight;
import org.dclab.ui.run.RunSession;
import org.dclab.ui.present.Presentation;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ILazyContentProvider;
import org.eclipse.jface.viewers.ITableColorProvider;
import org.eclipse.jface.viewers.ITableLabelProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.Text;

/**
 * The recent trace events of a session's run and the engine events pending next, in a virtual table with filters
 * by node, flow and kind. A UI timer looks at the trace every 100 ms and rebuilds the rows only when it changed,
 * so a paused run costs nothing and a fast one cannot flood the UI.
 */
public final class EventListPanel extends Composite {

    private static final int REFRESH_MILLIS = 100;
    private static final long BUSY_REFRESH_NANOS = 500_000_000L;
    private static final String ANY_KIND = "any kind";
    private static final String[] COLUMNS = { "#", "Time (\u00b5s)", "Node / port", "Kind", "Flow", "Detail" };
    /** What each column holds, told when its header is pointed at; a row is not an event, which the first says. */
    private static final String[] COLUMN_TIPS = {
            "The engine's event number: one event (a packet arriving at a port) may write several rows, such as ENQUEUE and "
                    + "DEQUEUE; \"next\" marks the events pending",
            "Simulated time of the row, in microseconds", "Where it happened: a host, or a port as from->to",
            "What happened: a packet queued, sent, dropped or marked, an ACK, a timeout, a retransmission, a window changed; "
                    + "\"pending\" for the events to come",
            "The flow, in its colour on the canvas and in the charts", "The rest of what happened: the packet, or the value that changed" };
    /** The column of the flow's name, with a square of its colour. */
    static final int FLOW_COLUMN = 4;

    final Text nodeFilter;
    final Text flowFilter;
    final Combo kindFilter;
    /** Where the list says what it shows: the view's description line, above the filters and as wide as the view. */
    private final Consumer<String> summary;
    final TableViewer viewer;

    private RunSession session;
    /** What the rows were built from; a change in any of them rebuilds. */
    private EventTrace shownTrace;
    private long shownTotal = -1;
    private EventTrace.Picture shownPicture;
    private boolean shownBusy;
    private EventFilter filter = EventFilter.ALL;
    /** The filter fields last used with each session (node, flow, kind index); sessions die with their editors. */
    private final Map<RunSession, String[]> filters = new WeakHashMap<>();
    private List<EventRow> rows = List.of();
    private long lastRebuildNanos;
    private final FlowSwatches swatches;
    private final EventColumns columns;
    /** The flows' colours of the scenario the shown run was prepared from. */
    private Scenario coloured;
    private FlowColors colours = FlowColors.NONE;

    /**
     * @param summary told, whenever the rows change, how many past and pending events are shown of how many traced;
     *                a view shows it as its content description
     */
    public EventListPanel(Composite parent, int style, Consumer<String> summary) {
        super(parent, style);
        this.summary = summary;
        GridLayoutFactory.swtDefaults().margins(4, 4).applyTo(this);

        Composite filters = new Composite(this, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(6).margins(0, 0).applyTo(filters);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(filters);
        new Label(filters, SWT.NONE).setText("Node:");
        nodeFilter = filterText(filters);
        new Label(filters, SWT.NONE).setText("Flow:");
        flowFilter = filterText(filters);
        new Label(filters, SWT.NONE).setText("Kind:");
        kindFilter = new Combo(filters, SWT.READ_ONLY);
        kindFilter.add(ANY_KIND);
        for (TraceKind k : TraceKind.values()) {
            kindFilter.add(k.name());
        }
        kindFilter.add(EventRow.PENDING);
        kindFilter.select(0);
        kindFilter.addListener(SWT.Selection, e -> filterChanged());
        filters.addListener(SWT.Resize, e -> wrapFilters(filters));

        viewer = new TableViewer(this, SWT.VIRTUAL | SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI);
        Table table = viewer.getTable();
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(table);
        for (int i = 0; i < COLUMNS.length; i++) {
            TableColumn c = new TableColumn(table, i < 2 ? SWT.RIGHT : SWT.LEFT);
            c.setText(COLUMNS[i]);
            c.setToolTipText(COLUMN_TIPS[i]);
        }
        columns = new EventColumns(table, FLOW_COLUMN);
        table.addListener(SWT.Resize, e -> columns.fitIfChanged());
        // A row number or time is cut to its column's width when its row is shown (EventColumns.fit): a column made
        // narrower or wider, by the fit or by hand, asks the shown rows for their texts again.
        for (int i = 0; i < 2; i++) {
            table.getColumn(i).addListener(SWT.Resize, e -> table.clearAll());
        }
        viewer.setUseHashlookup(false);
        viewer.setContentProvider(new ILazyContentProvider() {
            @Override
            public void updateElement(int index) {
                if (index < rows.size()) {
                    viewer.replace(rows.get(index), index);
                }
            }

            @Override
            public void inputChanged(Viewer v, Object oldInput, Object newInput) {
            }
        });
        swatches = new FlowSwatches(table);
        viewer.setLabelProvider(new RowLabels());
        viewer.setInput(this);
        // "Explain this": a double-click on a drop, mark, timeout or window cut shows the rule that fired; on a packet
        // queued or sent on, the packet.
        viewer.addDoubleClickListener(e -> explainSelected());
        // Only the user's choice of a row highlights its flow, never a selection the refresh restores.
        table.addListener(SWT.Selection, e -> highlightSelectedFlow());
        Consumer<String> highlightChanged = uri -> {
            RunSession s = session;
            if (s != null && uri.equals(s.scenarioUri()) && !table.isDisposed()) {
                // The rows ask for their squares again; the row just selected stays selected, as a refresh would not keep it.
                table.clearAll();
            }
        };
        FlowHighlight.addListener(highlightChanged);
        addDisposeListener(e -> FlowHighlight.removeListener(highlightChanged));
        addDisposeListener(e -> {
            if (session != null) {
                session.showTrace(false);
                session = null;
            }
        });
        setSession(null);
        getDisplay().timerExec(REFRESH_MILLIS, this::tick);
    }

    /** Shows why the selected event happened, beside the pointer, in the popup the charts use. */
    ExplainPopup explainSelected() {
        Object selected = viewer.getStructuredSelection().getFirstElement();
        if (!(selected instanceof EventRow row)) {
            return null;
        }
        RunSession s = session;
        Point at = getDisplay().getCursorLocation();
        // A packet queued or sent on: opened, as a click on its dot opens one on the canvas; drops and marks are explained.
        if ((row.kind().equals("ENQUEUE") || row.kind().equals("DEQUEUE")) && !row.packet().get().isEmpty()) {
            return PacketPopup.openTraced(getShell(), at, row.flow(), PacketPopup.describeTraced(row.kind(), row.node(), row.timePs(), row
                    .packet().get()));
        }
        Optional<Explanation> found = EventExplainer.of(row, s == null ? Optional.empty() : s.explanations());
        return found.isPresent() ? ExplainPopup.open(getShell(), at, found.get())
                : ExplainPopup.open(getShell(), at, row.kind() + " at " + row.column(1) + " \u00b5s", EventExplainer.nothingFor(row));
    }

    /** Highlights the flow of the selected row everywhere its colour is drawn; a row of no flow leaves the highlight. */
    private void highlightSelectedFlow() {
        RunSession s = session;
        if (s != null && viewer.getStructuredSelection().getFirstElement() instanceof EventRow row) {
            String app = FlowColors.applicationOf(row.flow());
            if (app != null && colours().ofApplication(app) != null) {
                FlowHighlight.set(s.scenarioUri(), app);
            }
        }
    }

    /**
     * Lists the trace of {@code next} from now on; null shows an empty list. Each session keeps its own filter: a node
     * typed for one scenario would hide everything of another, so switching shows the filter last used with that one.
     */
    public void setSession(RunSession next) {
        if (session != null) {
            session.showTrace(false);
            filters.put(session, new String[] { nodeFilter.getText(), flowFilter.getText(), Integer.toString(kindFilter
                    .getSelectionIndex()) });
        }
        if (next != null) {
            next.showTrace(true);
        }
        if (next != session) {
            String[] kept = next == null ? null : filters.get(next);
            nodeFilter.setText(kept == null ? "" : kept[0]);
            flowFilter.setText(kept == null ? "" : kept[1]);
            kindFilter.select(kept == null ? 0 : Integer.parseInt(kept[2]));
            filterChanged();
        }
        session = next;
        shownTrace = null;
        shownTotal = -1;
        shownPicture = null;
        refresh();
    }

    /** The rows as last shown, for tests. */
    List<EventRow> rows() {
        return rows;
    }

    private void tick() {
        if (isDisposed()) {
            return;
        }
        refresh();
        // The view's text grows with presentation mode (see PresentationWindow); the columns follow its font.
        columns.fitIfChanged();
        getDisplay().timerExec(REFRESH_MILLIS, this::tick);
    }

    /**
     * Rebuilds the rows if the trace, its count or the pending events moved on since the last look; while a command
     * runs, at most every {@link #BUSY_REFRESH_NANOS}: copying and filtering the whole ring is UI time the charts
     * need more while events stream in.
     */
    void refresh() {
        RunSession s = session;
        boolean busy = s != null && s.state().busy();
        if (busy && System.nanoTime() - lastRebuildNanos < BUSY_REFRESH_NANOS) {
            return;
        }
        EventTrace trace = s == null ? null : s.trace();
        long total = trace == null ? 0 : trace.total();
        EventTrace.Picture picture = trace == null ? null : trace.picture();
        if (trace == shownTrace && total == shownTotal && picture == shownPicture && busy == shownBusy) {
            return;
        }
        shownTrace = trace;
        shownTotal = total;
        shownPicture = picture;
        shownBusy = busy;
        lastRebuildNanos = System.nanoTime();
        if (picture == null) {
            rebuild(List.of(), List.of(), total);
        } else {
            // While a run streams, its trace grows with every event and its pending events are listed once per slice:
            // the list shows the run as it stood when they were listed. Once it stands still the two agree again, and
            // the whole ring can be scrolled.
            rebuild(busy ? picture.past() : trace.recent(), picture.next(), total);
        }
    }

    private void filterChanged() {
        int k = kindFilter.getSelectionIndex();
        filter = new EventFilter(nodeFilter.getText().trim(), flowFilter.getText().trim(), k <= 0 ? null : kindFilter.getItem(k));
        shownTotal = -1;
        refresh();
    }

    private void rebuild(List<TraceEvent> recent, List<ScheduledEvent> pending, long total) {
        List<EventRow> next = new ArrayList<>(recent.size() + pending.size());
        int kept = 0;
        for (TraceEvent e : recent) {
            EventRow row = EventRow.of(e);
            if (filter.keeps(row)) {
                next.add(row);
                kept++;
            }
        }
        for (ScheduledEvent e : pending) {
            EventRow row = EventRow.of(e);
            if (filter.keeps(row)) {
                next.add(row);
            }
        }
        rows = next;
        Table table = viewer.getTable();
        table.setRedraw(false);
        try {
            viewer.setItemCount(rows.size());
            viewer.refresh();
            // The newest past event sits mid-table: what led to it above, what comes next below.
            int visibleRows = Math.max(1, table.getClientArea().height / Math.max(1, table.getItemHeight()));
            table.setTopIndex(Math.max(0, kept - visibleRows / 2));
        } finally {
            table.setRedraw(true);
        }
        String line = summary(kept, rows.size() - kept, total, recent.size());
        summary.accept(fits(line) ? line : compactSummary(kept, rows.size() - kept, total));
    }

    /** Pending events in muted colours, so the line between past and future shows at a glance. */
    private final class RowLabels extends LabelProvider implements ITableLabelProvider, ITableColorProvider {
        @Override
        public String getColumnText(Object element, int column) {
            return columns.fit(column, ((EventRow) element).column(column));
        }

        @Override
        public Image getColumnImage(Object element, int column) {
            return column == FLOW_COLUMN ? swatches.of(rowColour((EventRow) element)) : null;
        }

        @Override
        public Color getForeground(Object element, int column) {
            return ((EventRow) element).pending() ? getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY) : null;
        }

        @Override
        public Color getBackground(Object element, int column) {
            return ((EventRow) element).pending() ? getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND) : null;
        }
    }

    /**
     * The colour of the square beside a row's flow: its application's, as the canvas and the charts draw it, faded
     * while another flow is highlighted; null for a row of no flow.
     */
    RGB rowColour(EventRow row) {
        RGB rgb = colours().ofConnection(row.flow());
        RunSession s = session;
        String highlighted = s == null ? null : FlowHighlight.of(s.scenarioUri());
        return rgb == null || highlighted == null || highlighted.equals(FlowColors.applicationOf(row.flow())) ? rgb
                : FlowColors.faded(rgb);
    }

    /** The colours the canvas and the charts give the run's flows; a reset may have prepared an edited scenario. */
    FlowColors colours() {
        Scenario asRun = session == null ? null : session.scenarioAsRun();
        if (asRun != coloured) {
            coloured = asRun;
            colours = FlowColors.of(session.scenarioUri(), asRun);
        }
        return colours;
    }

    /** The rows' counts, the shown ones first: a narrow view cuts the line at its right end. */
    /** The counts in few words, for a view too narrow for {@link #summary} (beside the stage in presentation mode). */
    static String compactSummary(int past, int pending, long traced) {
        return String.format("%,d past \u00b7 %,d pending \u00b7 %,d traced", past, pending, traced);
    }

    /** Whether {@code line} reads whole across the view, in the font the view's description line has. */
    private boolean fits(String line) {
        GC gc = new GC(this);
        try {
            gc.setFont(getParent().getFont());
            return gc.textExtent(line).x + 16 <= getParent().getClientArea().width;
        } finally {
            gc.dispose();
        }
    }

    static String summary(int past, int pending, long traced, int kept) {
        String shown = String.format("%,d past and %,d pending rows shown", past, pending);
        return traced > kept ? String.format("%s \u00b7 %,d rows traced, the newest %,d kept", shown, traced, kept)
                : String.format("%s \u00b7 %,d rows traced", shown, traced);
    }

    /**
     * The Kind filter goes on a row of its own where the three do not fit side by side with their fields still usable
     * (the Event List beside the stage in presentation mode, 388 px wide): its menu stays whole.
     */
    private void wrapFilters(Composite filters) {
        GridLayout layout = (GridLayout) filters.getLayout();
        int needed = 0;
        for (org.eclipse.swt.widgets.Control c : filters.getChildren()) {
            needed += c instanceof Text ? Presentation.scale(40) : c.computeSize(SWT.DEFAULT, SWT.DEFAULT).x;
        }
        needed += 5 * layout.horizontalSpacing;
        int columns = filters.getClientArea().width >= needed ? 6 : 4;
        if (layout.numColumns != columns) {
            layout.numColumns = columns;
            getDisplay().asyncExec(() -> {
                if (!isDisposed()) {
                    layout(true, true);
                }
            });
        }
    }

    private Text filterText(Composite parent) {
        Text t = new Text(parent, SWT.BORDER | SWT.SEARCH);
        t.setMessage("any");
        // As wide as a node's name where there is room; narrower where there is not (a docked view in presentation
        // mode), so that the kind's menu stays whole at the row's right end.
        GridDataFactory.swtDefaults().hint(110, SWT.DEFAULT).grab(true, false).minSize(40, SWT.DEFAULT).applyTo(t);
        t.addListener(SWT.Modify, e -> filterChanged());
        return t;
    }
}
