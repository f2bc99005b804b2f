package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertFalse;

import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Dialogs;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Inspector;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.eclipse.swt.SWT;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, defect 2: the Inspector never shows what is gone. After the node it inspects is deleted it no longer shows
 * that node's ports, and after another scenario is opened it no longer shows the first scenario's queue and instant.
 */
@ExtendWith(RunningProduct.class)
class InspectorFollowsTest {

    @Test
    void theInspectorLetsGoOfADeletedNodeAndOfAScenarioNoLongerShown() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("dumbbell-two-flows", "inspector-follows"));
        Views.show("Inspector");
        Control.show();
        Control.runUntil("2");
        Diagram.select("s1");
        Ui.waitUntil("the Inspector to show the ports of s1", () -> Inspector.text().startsWith("Ports of node s1"));
        Input.press(SWT.DEL);
        Dialogs.click("Delete", "Delete");
        Ui.waitUntil("s1 to be deleted", () -> !Diagram.nodeNames().contains("s1"));
        Views.show("Inspector");
        Ui.pause(300);
        Screenshots.save("InspectorFollowsTest-after deleting s1");
        assertFalse(Inspector.text().contains("node s1"), "the Inspector still shows the deleted s1:\n" + Inspector.text());

        Diagram.focus();
        Input.press(SWT.CTRL, 'z');
        Ui.waitUntil("s1 to be back", () -> Diagram.nodeNames().contains("s1"));
        Diagram.select("left");
        Ui.waitUntil("the Inspector to show the ports of left", () -> Inspector.text().startsWith("Ports of node left"));
        Scenarios.open(Scenarios.copyOfExample("coexist-fig2-droptail", "inspector-follows"));
        Views.show("Inspector");
        Ui.pause(300);
        Screenshots.save("InspectorFollowsTest-after opening another scenario");
        assertFalse(Inspector.text().contains("node left"), "the Inspector still shows the first scenario's left:\n"
                + Inspector.text());
    }
}
