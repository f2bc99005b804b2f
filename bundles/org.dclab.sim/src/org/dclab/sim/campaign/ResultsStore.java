package org.dclab.sim.campaign;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

import org.dclab.sim.FlowResult;
import org.dclab.sim.Series;
import org.dclab.sim.results.JsonText;

/**
 * A campaign's results in one SQLite file, readable by the sqlite3 tool, pandas and any SQL client.
 * <ul>
 * <li>{@code runs}: one row per run: {@code run} (an id), {@code point}, {@code repetition}, {@code seed},
 * {@code status}, {@code dclabVersion}, {@code wallSeconds}, then one column per swept parameter (named by its path)
 * and one per summary figure (named as in summary.csv: {@code goodputGbps}, {@code applications.incast.rctMs}).</li>
 * <li>{@code flows}: one row per flow of a run: {@code run}, {@code application}, {@code flow},
 * {@code startSeconds}, {@code endSeconds}, {@code fctMs}, {@code sizeBytes}, {@code ackedBytes},
 * {@code retransmits}, {@code rtos} (NULL where not known, as the end of a flow still running).</li>
 * <li>{@code series} (filled when the campaign records time series): {@code run}, {@code series} (its name, as the
 * charts and series.csv name it), {@code unit}, {@code timeSeconds}, {@code value}: one row per sample.</li>
 * <li>{@code columns}: which columns of {@code runs} are parameters and which are figures, in order.</li>
 * </ul>
 * A run's point and repetition are unique: storing one again (a rerun of a cancelled or failed run) replaces it
 * with its flows. Each run is written in one transaction, so a store killed mid-write keeps every run before.
 */
public final class ResultsStore implements AutoCloseable {

    public static final String FILE = "results.sqlite";

    /** The fixed columns of runs; a parameter of the same name gets the column {@code parameter.NAME}. */
    static final List<String> RUN_COLUMNS = List.of("run", "point", "repetition", "seed", "status", "dclabVersion",
            "wallSeconds");
    private static final String KIND_PARAMETER = "parameter";
    private static final String KIND_FIGURE = "figure";

    private final Path file;
    private final Connection db;
    private final Map<String, String> columnKinds = new LinkedHashMap<>();

    private ResultsStore(Path file, Connection db) {
        this.file = file;
        this.db = db;
    }

    /** Opens the store, creating the file and its tables when missing. */
    public static ResultsStore open(Path file) throws IOException {
        try {
            Connection db = new org.sqlite.JDBC().connect("jdbc:sqlite:" + file.toAbsolutePath(), new Properties());
            if (db == null) {
                throw new IOException("no SQLite driver for " + file);
            }
            ResultsStore store = new ResultsStore(file, db);
            store.createTables();
            return store;
        } catch (SQLException e) {
            throw failure("cannot open the results store " + file, e);
        }
    }

    public Path file() {
        return file;
    }

    private void createTables() throws SQLException {
        try (Statement s = db.createStatement()) {
            s.execute("PRAGMA foreign_keys = ON");
            s.execute("CREATE TABLE IF NOT EXISTS runs (run INTEGER PRIMARY KEY, point TEXT NOT NULL,"
                    + " repetition INTEGER NOT NULL, seed INTEGER NOT NULL, status TEXT NOT NULL, dclabVersion TEXT,"
                    + " wallSeconds REAL, UNIQUE (point, repetition))");
            s.execute("CREATE TABLE IF NOT EXISTS flows (run INTEGER NOT NULL REFERENCES runs (run) ON DELETE CASCADE,"
                    + " application TEXT, flow TEXT, startSeconds REAL, endSeconds REAL, fctMs REAL, sizeBytes INTEGER,"
                    + " ackedBytes INTEGER, retransmits INTEGER, rtos INTEGER)");
            s.execute("CREATE INDEX IF NOT EXISTS flowsOfRun ON flows (run)");
            s.execute("CREATE TABLE IF NOT EXISTS series (run INTEGER NOT NULL REFERENCES runs (run) ON DELETE CASCADE,"
                    + " series TEXT, unit TEXT, timeSeconds REAL, value REAL)");
            s.execute("CREATE INDEX IF NOT EXISTS seriesOfRun ON series (run)");
            s.execute("CREATE TABLE IF NOT EXISTS columns (name TEXT PRIMARY KEY, kind TEXT NOT NULL,"
                    + " position INTEGER NOT NULL)");
            try (ResultSet r = s.executeQuery("SELECT name, kind FROM columns ORDER BY position")) {
                while (r.next()) {
                    columnKinds.put(r.getString(1), r.getString(2));
                }
            }
        }
    }

    /** The column of runs that holds parameter {@code name}. */
    public static String parameterColumn(String name) {
        return RUN_COLUMNS.stream().anyMatch(c -> c.equalsIgnoreCase(name)) ? "parameter." + name : name;
    }

    /** Columns of runs holding parameters, in the order first stored. */
    public List<String> parameterColumns() {
        return columnsOf(KIND_PARAMETER);
    }

    /** Columns of runs holding summary figures, in the order first stored. */
    public List<String> figureColumns() {
        return columnsOf(KIND_FIGURE);
    }

    private List<String> columnsOf(String kind) {
        return columnKinds.entrySet().stream().filter(e -> e.getValue().equals(kind)).map(Map.Entry::getKey).toList();
    }

    /** Stores a run with its flows, replacing an earlier run of the same point and repetition. */
    public synchronized void add(StoredRun run) throws IOException {
        try {
            db.setAutoCommit(false);
            try {
                Map<String, Object> values = new LinkedHashMap<>();
                values.put("point", run.point());
                values.put("repetition", run.repetition());
                values.put("seed", run.seed());
                values.put("status", run.status());
                values.put("dclabVersion", run.dclabVersion());
                values.put("wallSeconds", run.wallSeconds());
                for (Map.Entry<String, String> p : run.parameters().entrySet()) {
                    String column = parameterColumn(p.getKey());
                    ensureColumn(column, KIND_PARAMETER);
                    values.put(column, ParameterValues.typed(p.getValue()));
                }
                for (Map.Entry<String, Object> f : run.figures().entrySet()) {
                    ensureColumn(f.getKey(), KIND_FIGURE);
                    values.put(f.getKey(), sqlValue(f.getValue()));
                }
                deleteRun(run.point(), run.repetition());
                long id = insertRun(values);
                insertFlows(id, run.flows());
                insertSeries(id, run.series());
                db.commit();
            } catch (SQLException | RuntimeException e) {
                db.rollback();
                throw e;
            } finally {
                db.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw failure("cannot store run " + new RunKey(run.point(), run.repetition()) + " in " + file, e);
        }
    }

    private long insertRun(Map<String, Object> values) throws SQLException {
        List<String> names = new ArrayList<>(values.keySet());
        String sql = "INSERT INTO runs (" + String.join(", ", names.stream().map(ResultsStore::quoted).toList())
                + ") VALUES (" + String.join(", ", names.stream().map(n -> "?").toList()) + ")";
        try (PreparedStatement insert = db.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
            for (int i = 0; i < names.size(); i++) {
                insert.setObject(i + 1, values.get(names.get(i)));
            }
            insert.executeUpdate();
            try (ResultSet keys = insert.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    private void insertFlows(long run, List<FlowResult> flows) throws SQLException {
        try (PreparedStatement insert = db.prepareStatement("INSERT INTO flows (run, application, flow, startSeconds,"
                + " endSeconds, fctMs, sizeBytes, ackedBytes, retransmits, rtos) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (FlowResult f : flows) {
                insert.setLong(1, run);
                insert.setString(2, f.application());
                insert.setString(3, f.flow());
                insert.setObject(4, f.startPs() < 0 ? null : f.startPs() / 1e12);
                insert.setObject(5, f.endPs() < 0 ? null : f.endPs() / 1e12);
                insert.setObject(6, f.completionTimePs() < 0 ? null : f.completionTimePs() / 1e9);
                insert.setObject(7, f.sizeBytes() < 0 ? null : f.sizeBytes());
                insert.setLong(8, f.ackedBytes());
                insert.setLong(9, f.retransmits());
                insert.setLong(10, f.timeouts());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertSeries(long run, List<Series> series) throws SQLException {
        try (PreparedStatement insert = db.prepareStatement(
                "INSERT INTO series (run, series, unit, timeSeconds, value) VALUES (?, ?, ?, ?, ?)")) {
            for (Series s : series) {
                for (int i = 0; i < s.size(); i++) {
                    insert.setLong(1, run);
                    insert.setString(2, s.name());
                    insert.setString(3, s.unit());
                    insert.setDouble(4, s.timePs(i) / 1e12);
                    insert.setObject(5, Double.isFinite(s.value(i)) ? s.value(i) : null);
                    insert.addBatch();
                }
            }
            insert.executeBatch();
        }
    }

    private void deleteRun(String point, int repetition) throws SQLException {
        try (PreparedStatement delete = db.prepareStatement("DELETE FROM runs WHERE point = ? AND repetition = ?")) {
            delete.setString(1, point);
            delete.setInt(2, repetition);
            delete.executeUpdate();
        }
    }

    private void ensureColumn(String name, String kind) throws SQLException {
        if (columnKinds.containsKey(name)) {
            return;
        }
        try (Statement s = db.createStatement()) {
            // No declared type: each value keeps its own (integer, real, text), as the summary had it.
            s.execute("ALTER TABLE runs ADD COLUMN " + quoted(name));
        }
        try (PreparedStatement p = db.prepareStatement("INSERT INTO columns (name, kind, position) VALUES (?, ?, ?)")) {
            p.setString(1, name);
            p.setString(2, kind);
            p.setInt(3, columnKinds.size());
            p.executeUpdate();
        }
        columnKinds.put(name, kind);
    }

    /**
     * Copies every run of another store (a task's result file) into this one, with its flows and exactly the values
     * it holds, each run replacing an earlier one of its point and repetition. Returns the keys of the runs copied.
     */
    public synchronized List<RunKey> merge(Path other) throws IOException {
        List<RunKey> merged = new ArrayList<>();
        try (ResultsStore source = open(other)) {
            for (StoredRow row : source.rows()) {
                merged.add(new RunKey((String) row.values().get("point"), ((Number) row.values().get("repetition")).intValue()));
                copy(row, source);
            }
        }
        return merged;
    }

    private void copy(StoredRow row, ResultsStore source) throws IOException {
        try {
            db.setAutoCommit(false);
            try {
                Map<String, Object> values = new LinkedHashMap<>(row.values());
                values.remove("run");
                for (String column : values.keySet()) {
                    if (!RUN_COLUMNS.contains(column)) {
                        ensureColumn(column, source.columnKinds.getOrDefault(column, KIND_FIGURE));
                    }
                }
                deleteRun((String) values.get("point"), ((Number) values.get("repetition")).intValue());
                long id = insertRun(values);
                try (PreparedStatement insert = db.prepareStatement("INSERT INTO flows (run, application, flow,"
                        + " startSeconds, endSeconds, fctMs, sizeBytes, ackedBytes, retransmits, rtos)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                    for (List<Object> flow : source.flowRows(((Number) row.values().get("run")).longValue())) {
                        insert.setLong(1, id);
                        for (int i = 0; i < flow.size(); i++) {
                            insert.setObject(i + 2, flow.get(i));
                        }
                        insert.addBatch();
                    }
                    insert.executeBatch();
                }
                try (PreparedStatement insert = db.prepareStatement(
                        "INSERT INTO series (run, series, unit, timeSeconds, value) VALUES (?, ?, ?, ?, ?)")) {
                    for (List<Object> sample : source.seriesRows(((Number) row.values().get("run")).longValue())) {
                        insert.setLong(1, id);
                        for (int i = 0; i < sample.size(); i++) {
                            insert.setObject(i + 2, sample.get(i));
                        }
                        insert.addBatch();
                    }
                    insert.executeBatch();
                }
                db.commit();
            } catch (SQLException | RuntimeException e) {
                db.rollback();
                throw e;
            } finally {
                db.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw failure("cannot merge " + source.file + " into " + file, e);
        }
    }

    /** One row of runs, column by column (SQL NULL as null), in point and repetition order. */
    public record StoredRow(Map<String, Object> values) {
        public String point() {
            return (String) values.get("point");
        }

        public int repetition() {
            return ((Number) values.get("repetition")).intValue();
        }

        public String status() {
            return (String) values.get("status");
        }
    }

    /** Every run, ordered by id (the order stored). */
    public synchronized List<StoredRow> rows() throws IOException {
        List<StoredRow> rows = new ArrayList<>();
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT * FROM runs ORDER BY run")) {
            ResultSetMetaData meta = r.getMetaData();
            while (r.next()) {
                Map<String, Object> values = new LinkedHashMap<>();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    values.put(meta.getColumnName(i), r.getObject(i));
                }
                rows.add(new StoredRow(values));
            }
        } catch (SQLException e) {
            throw failure("cannot read " + file, e);
        }
        return rows;
    }

    /** The runs stored whose results are final: every status but cancelled and failed (those are run again). */
    public synchronized Set<RunKey> finished() throws IOException {
        Set<RunKey> keys = new LinkedHashSet<>();
        for (StoredRow row : rows()) {
            if (RunOutcome.isFinal(row.status())) {
                keys.add(new RunKey(row.point(), row.repetition()));
            }
        }
        return keys;
    }

    private List<List<Object>> flowRows(long run) throws SQLException {
        return rowsOf("SELECT application, flow, startSeconds, endSeconds, fctMs, sizeBytes, ackedBytes, retransmits,"
                + " rtos FROM flows WHERE run = ? ORDER BY rowid", run, 9);
    }

    private List<List<Object>> seriesRows(long run) throws SQLException {
        return rowsOf("SELECT series, unit, timeSeconds, value FROM series WHERE run = ? ORDER BY rowid", run, 4);
    }

    private List<List<Object>> rowsOf(String query, long run, int columns) throws SQLException {
        List<List<Object>> rows = new ArrayList<>();
        try (PreparedStatement p = db.prepareStatement(query)) {
            p.setLong(1, run);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    List<Object> row = new ArrayList<>();
                    for (int i = 1; i <= columns; i++) {
                        row.add(r.getObject(i));
                    }
                    rows.add(row);
                }
            }
        }
        return rows;
    }

    /** SQLite has no NaN (it would be stored as NULL anyway); lists and maps are kept as their JSON text. */
    private static Object sqlValue(Object value) {
        if (value instanceof Double d && (d.isNaN() || d.isInfinite())) {
            return null;
        }
        if (value instanceof Float f && (f.isNaN() || f.isInfinite())) {
            return null;
        }
        if (value instanceof Boolean b) {
            return b ? 1 : 0;
        }
        if (value instanceof Number || value instanceof String || value == null) {
            return value;
        }
        return JsonText.of(value);
    }

    static String quoted(String identifier) {
        return "\"" + identifier.replace("\"", "\"\"") + "\"";
    }

    private static IOException failure(String what, SQLException e) {
        return new IOException(what + ": " + e.getMessage(), e);
    }

    @Override
    public synchronized void close() throws IOException {
        try {
            db.close();
        } catch (SQLException e) {
            throw failure("cannot close " + file, e);
        }
    }
}
