package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.jfree.chart.swt.ChartComposite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A teacher's first minute: a scenario new from a template, run at once, fills the queue and window charts; a
 * scenario that probes nothing still charts its busiest queue.
 */
@ExtendWith(RunningProduct.class)
class NothingEmptyTest {

    private static final String QUEUE = "Queue length";
    private static final String WINDOWS = "Congestion window";

    @Test
    void aNewDumbbellRunsWithItsQueueAndWindowsCharted() throws Exception {
        Path file = RunningProduct.outputFolder().resolve("nothing-empty/first-dumbbell.dclab");
        Scenarios.create(file, "Dumbbell", 3);
        Control.show();
        Control.runUntil("20");
        Charts.show();
        ChartComposite queue = Charts.composite(QUEUE);
        ChartComposite windows = Charts.composite(WINDOWS);
        Ui.waitUntil("the queue and window charts to draw the run", () -> Charts.points(queue) > 0 && Charts.points(windows) > 0);
        Screenshots.saveAt1280x720("NothingEmptyTest-new dumbbell at 1280x720");
        List<String> flows = Charts.labels(WINDOWS);
        assertAll(() -> assertEquals(1, Charts.labels(QUEUE).stream().filter(l -> l.contains("left") && l.contains("right")).count(),
                "the bottleneck's queue: " + Charts.labels(QUEUE)),
                () -> assertEquals(3, flows.size(), "a window per flow: " + flows));
    }

    @Test
    void aScenarioWithoutProbesChartsItsBusiestQueue() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("leafspine-datamining-background", "nothing-empty"));
        Control.show();
        Control.runUntil("20");
        Charts.show();
        ChartComposite queue = Charts.composite(QUEUE);
        Ui.waitUntil("the queue chart to draw the run", () -> Charts.points(queue) > 0);
        Screenshots.saveAt1280x720("NothingEmptyTest-busiest queue at 1280x720");
        // Background traffic among all hosts loads every host's port alike: eight are watched, and those that have
        // seen packets by 20 ms are drawn.
        List<String> queues = Charts.labels(QUEUE);
        assertTrue(!queues.isEmpty() && queues.size() <= 8 && queues.stream().allMatch(q -> q.matches("leaf\\d+->h\\d+_\\d+.*")),
                "the busiest queues, ports toward hosts: " + queues);
    }
}
