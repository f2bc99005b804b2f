package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;

import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Dialogs;
import org.dclab.ui.robot.Properties;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Ui;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The core loop of a class: change a parameter, run again, compare. Every run simulates the scenario as the editor
 * shows it, or says that it does not and offers to apply the edit.
 */
@ExtendWith(RunningProduct.class)
class RunAgainTest {

	private static final String QUEUE = "Queue length";
	private static final String BOTTLENECK = "left->right";
	private static final String BOTTLENECK_LINK = "left-right";

	/**
	 * Threshold marking at K = 20, run; K = 65 typed into the bottleneck's Source Queue cell, run again: the edit is noticed
	 * (status, "Reset and apply"), applied when asked, and the second run's queue settles near 65, not 20.
	 */
	@Test
	void changeKAndRunAgain() throws Exception {
		Path file = Scenarios.copyOfExample("coexist-fig3-threshold", "run-again");
		Scenarios.open(file);
		setMarkingThreshold("20");
		Control.show();
		Control.runUntil("100");
		double first = settledQueue();
		assertTrue(first > 10 && first < 32, "with K = 20 the queue settles near 20, not at " + first);

		setMarkingThreshold("65");
		Control.show();
		Ui.waitUntil("the status to say the run is stale", () -> Control.status().contains("edited after this run began"));
		assertTrue(Control.hasButton("Reset and apply"), "the Reset button offers to apply the edit");
		Control.click("Run until");
		Dialogs.click("Scenario Edited", "Reset and apply");
		Control.waitForStatus("Stopped where asked.");
		double second = settledQueue();
		assertTrue(second > 48 && second < 85, "with K = 65 the queue settles near 65, not at " + second);
		assertTrue(!Control.status().contains("edited after"), Control.status());
	}

	/** Sets the bottleneck's marking threshold in its Source Queue cell, where the example sets K. */
	private static void setMarkingThreshold(String k) {
		Diagram.select(BOTTLENECK_LINK);
		Properties.show();
		Properties.type(k, "Source Queue", "Marking Threshold");
		assertEquals(k, Properties.value("Source Queue", "Marking Threshold"));
	}

	/** The bottleneck queue's median over the second half of what the chart draws. */
	private static double settledQueue() {
		Ui.waitUntil("the queue chart to fill", () -> Charts.labels(QUEUE).contains(BOTTLENECK) && Charts.values(QUEUE, BOTTLENECK).length > 50);
		double[] queue = Charts.values(QUEUE, BOTTLENECK);
		double[] late = Arrays.copyOfRange(queue, queue.length / 2, queue.length);
		Arrays.sort(late);
		return late[late.length / 2];
	}
}
