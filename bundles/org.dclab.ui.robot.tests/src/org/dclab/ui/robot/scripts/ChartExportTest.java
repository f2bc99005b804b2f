package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.eclipse.swt.graphics.Point;
import org.jfree.chart.swt.ChartComposite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Exporting the live charts after a run of the dumbbell example, from a chart's context menu and from the view's
 * menu, typing names into the file chooser with and without an extension: the command chosen decides the format,
 * adds its extension when the name has none, and the bytes written are that format's.
 */
@ExtendWith(RunningProduct.class)
class ChartExportTest {

    private static final byte[] PNG = { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };

    @Test
    void theMenuCommandDecidesTheFormatAndTheExtension() throws Exception {
        Path folder = emptyFolder("exports");
        Scenarios.open(Scenarios.copyOfExample("dumbbell-two-flows", "examples"));
        Control.show();
        Control.runUntil("10");
        Charts.show();
        ChartComposite queue = Charts.composite("Queue length");
        Ui.waitUntil("the queue chart to draw the run", () -> Charts.points(queue) > 0);
        Point onQueue = Charts.inDataArea(queue, 0.5, 0.5);

        exportFromChart(onQueue, "Export as SVG...", folder.resolve("queue-svg"));
        exportFromChart(onQueue, "Export as PNG...", folder.resolve("queue-png"));
        exportFromChart(onQueue, "Export Series as CSV...", folder.resolve("queue-csv"));
        exportFromChart(onQueue, "Export as SVG...", folder.resolve("queue-named.svg"));
        exportFromView("Export Charts as SVG...", folder.resolve("all-svg"));
        exportFromView("Export Charts as PNG...", folder.resolve("all-png"));
        Ui.waitUntil("every export to be written", Duration.ofSeconds(30), () -> files(folder).size() == 10);

        assertAll(() -> assertSvg(folder.resolve("queue-svg.svg")), () -> assertPng(folder.resolve("queue-png.png")),
                () -> assertCsv(folder.resolve("queue-csv.csv"), "series,time_s,queue (packets)"),
                () -> assertSvg(folder.resolve("queue-named.svg")),
                () -> assertSvg(folder.resolve("all-svg-queue.svg")), () -> assertSvg(folder.resolve("all-svg-cwnd.svg")),
                () -> assertSvg(folder.resolve("all-svg-connections.svg")), () -> assertPng(folder.resolve("all-png-queue.png")),
                () -> assertPng(folder.resolve("all-png-cwnd.png")), () -> assertPng(folder.resolve("all-png-connections.png")),
                () -> assertEquals(List.of("all-png-connections.png", "all-png-cwnd.png", "all-png-queue.png", "all-svg-connections.svg",
                        "all-svg-cwnd.svg", "all-svg-queue.svg", "queue-csv.csv", "queue-named.svg", "queue-png.png", "queue-svg.svg"),
                        files(folder), "no file without its format's extension"));
        Screenshots.saveAt1280x720("ChartExportTest-charts exported at 1280x720");
        // Issue 30: a PNG is the chart as shown, at twice its pixels each way (it was the screen's 712x250).
        int[] shown = Ui.read(() -> new int[] { Math.max(400, queue.getSize().x), Math.max(250, queue.getSize().y) });
        int[] png = pngSize(folder.resolve("queue-png.png"));
        assertEquals(List.of(2 * shown[0], 2 * shown[1]), List.of(png[0], png[1]), "the PNG's size against the chart's "
                + shown[0] + "x" + shown[1] + " on the screen");
    }

    /** Width and height from a PNG's header (its IHDR chunk, right after the signature). */
    private static int[] pngSize(Path file) throws IOException {
        java.nio.ByteBuffer header = java.nio.ByteBuffer.wrap(Files.readAllBytes(file), 16, 8);
        return new int[] { header.getInt(), header.getInt() };
    }

    private static void exportFromChart(Point at, String command, Path typed) {
        Menus.popUpToNativeDialog(at, command);
        intoFileChooser(typed);
    }

    private static void exportFromView(String command, Path typed) {
        Menus.viewMenuToNativeDialog(Charts.VIEW, command);
        intoFileChooser(typed);
    }

    private static void intoFileChooser(Path typed) {
        // Done when a file of the typed name is there, whatever extension the command gave it.
        Input.typeIntoFileChooser(typed.toString(), () -> files(typed.getParent()).stream().anyMatch(f -> f.startsWith(typed.getFileName()
                .toString())));
        Ui.settle();
    }

    private static void assertPng(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        assertTrue(bytes.length > PNG.length && Arrays.equals(Arrays.copyOf(bytes, PNG.length), PNG), file + " is a PNG image");
    }

    private static void assertSvg(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.stripLeading().startsWith("<") && text.contains("<svg") && text.contains("</svg>"), file + " is an SVG image");
    }

    private static void assertCsv(Path file, String header) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertEquals(header, lines.get(0), file + " starts with its header");
        assertTrue(lines.size() > 1, file + " holds the chart's points");
    }

    private static List<String> files(Path folder) {
        try (Stream<Path> listed = Files.list(folder)) {
            return listed.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Path emptyFolder(String name) throws IOException {
        Path folder = RunningProduct.outputFolder().resolve(name);
        if (Files.exists(folder)) {
            try (Stream<Path> old = Files.walk(folder)) {
                for (Path p : old.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Files.createDirectories(folder);
        assertTrue(files(folder).isEmpty());
        return folder;
    }
}
