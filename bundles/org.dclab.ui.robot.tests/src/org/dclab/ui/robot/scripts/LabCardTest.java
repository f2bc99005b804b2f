package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.sim.labs.LabSheet;
import org.dclab.ui.labs.LabsView;
import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Labs;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, lab steps get room: the docked lab shows one step at a time as a card, Next and Back turn it; on the stage at
 * 1280x720 the step's text is read from the back rows (20 px at least); teacher mode hides the answers to the questions
 * and the paper's numbers from the sheet projected to the class, and gives them back when it is turned off.
 */
@ExtendWith(RunningProduct.class)
class LabCardTest {

    private static final String LAB = "DCTCP's marking threshold";

    @Test
    void oneStepAtATimeAsACardAndTeacherModeHidesTheAnswers() throws Exception {
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            Labs.pick(LAB);
            Views.show(Labs.VIEW);
            if (Ui.read(Labs::cardShown) != 1) {
                Labs.step(1);
            }
            assertEquals(1, steps(), "one step on the card");
            Labs.turn(LabsView.NEXT);
            Ui.waitUntil("Next to turn to step 2", () -> Integer.valueOf(2).equals(Labs.cardShown()));
            assertEquals(1, steps(), "one step on the card");
            Labs.turn(LabsView.BACK);
            Ui.waitUntil("Back to turn to step 1", () -> Integer.valueOf(1).equals(Labs.cardShown()));
            Composite third = Labs.step(3);
            assertEquals(1, steps(), "one step on the card");
            double textPx = Ui.read(() -> Widgets.under(third, StyledText.class, t -> true).get(0).getFont().getFontData()[0].getHeight()
                    * Ui.display().getDPI().y / 72.0);
            assertTrue(textPx >= 20, "the step's text on the stage is " + textPx + " px (em)");
            assertTrue(sheetText().contains("Answer:"), "the student's sheet has the answers");
            Screenshots.save("LabCardTest-step 3 as a card on the stage at 1280x720");

            Button teacher = Ui.waitFor("the teacher mode box", () -> Widgets.view(Labs.VIEW).flatMap(v -> Widgets.button(v,
                    LabsView.TEACHER_MODE)).orElse(null));
            Labs.reveal(teacher);
            Input.click(Ui.read(() -> Widgets.center(teacher)));
            Ui.waitUntil("teacher mode to hide the answers", () -> sheetText().contains(LabSheet.ANSWER_HIDDEN));
            String projected = sheetText();
            assertAll(() -> assertFalse(projected.contains("Answer:"), projected),
                    () -> assertFalse(projected.contains("7.32"), "the paper's and DC Lab's numbers hidden"),
                    () -> assertTrue(projected.contains("The guideline's K?"), "the questions stay: " + projected),
                    () -> assertEquals(Integer.valueOf(3), Ui.read(Labs::cardShown), "the card stays where it was"));
            Ui.settle();
            Screenshots.save("LabCardTest-teacher mode on the stage at 1280x720");

            Button again = Ui.waitFor("the teacher mode box", () -> Widgets.view(Labs.VIEW).flatMap(v -> Widgets.button(v,
                    LabsView.TEACHER_MODE)).filter(Button::getSelection).orElse(null));
            Labs.reveal(again);
            Input.click(Ui.read(() -> Widgets.center(again)));
            Ui.waitUntil("the answers to come back", () -> sheetText().contains("Answer: 83/7"));
        } finally {
            Menus.menuBar("Window", "Presentation Mode");
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
            // Tidying up, not under test: the next script that picks a lab finds the sheet as a class does, at Lab 1.
            Ui.read(() -> {
                IWorkbenchPage page = RunningProduct.window().getActivePage();
                IViewPart sheet = page.findView(LabsView.ID);
                if (sheet != null) {
                    page.hideView(sheet);
                }
                return null;
            });
        }
    }

    /** The step headings ("Step 3") the view shows: one card, one heading. */
    private static long steps() {
        return Ui.read(() -> Widgets.view(Labs.VIEW).map(v -> Widgets.under(v, Label.class, l -> l.getText().matches("Step \\d+")).size())
                .orElse(0)).longValue();
    }

    /** The text of the sheet below the card. */
    private static String sheetText() {
        return Ui.read(() -> Widgets.view(Labs.VIEW).map(v -> Widgets.under(v, StyledText.class, t -> (t.getStyle() & SWT.V_SCROLL) != 0)
                .get(0).getText()).orElse(""));
    }
}
