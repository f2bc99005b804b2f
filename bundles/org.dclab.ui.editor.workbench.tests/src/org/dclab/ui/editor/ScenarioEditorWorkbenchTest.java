package org.dclab.ui.editor;

import static org.dclab.ui.editor.WorkbenchFixture.open;
import static org.dclab.ui.editor.WorkbenchFixture.page;
import static org.dclab.ui.editor.WorkbenchFixture.pump;
import static org.dclab.ui.editor.WorkbenchFixture.run;
import static org.dclab.ui.editor.WorkbenchFixture.write;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.dclab.model.DclabPackage.Literals;
import org.dclab.model.Link;
import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.LongFlow;
import org.dclab.model.Node;
import org.dclab.model.Traffic;
import org.dclab.model.resource.ScenarioFileException;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.ui.editor.commands.DiagramCommands;
import org.dclab.ui.editor.templates.ScenarioTemplate;
import org.dclab.ui.editor.validation.Problem;
import org.dclab.ui.editor.validation.ProblemsView;
import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.jface.bindings.Binding;
import org.eclipse.jface.bindings.keys.KeySequence;
import org.eclipse.jface.bindings.keys.ParseException;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.views.contentoutline.ContentOutline;
import org.eclipse.ui.keys.IBindingService;
import org.eclipse.ui.views.properties.PropertySheet;
import org.eclipse.ui.views.properties.PropertySheetPage;
import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The editor inside the running DC Lab workbench: opened through the workbench, edited, undone and saved through the
 * platform's Edit and File commands, shown in the Properties view, validated into DC Lab Problems, and failing
 * politely on a broken file. One workbench start runs every scenario; each failure is reported under its name.
 */
class ScenarioEditorWorkbenchTest {

    @TempDir
    Path folder;

    /**
     * Besides each scenario's own checks: nothing the workbench does meanwhile (jobs preparing runs, views following
     * the editor) logs an error. A background job that dies shows nowhere else.
     */
    @Test
    void theEditorInTheRunningWorkbench() throws Throwable {
        List<IStatus> errors = new CopyOnWriteArrayList<>();
        ILogListener errorsOnly = (status, plugin) -> {
            if (status.matches(IStatus.ERROR)) {
                errors.add(status);
            }
        };
        Platform.addLogListener(errorsOnly);
        try {
            everyScenario();
        } finally {
            Platform.removeLogListener(errorsOnly);
        }
        assertTrue(errors.isEmpty(), () -> "errors logged: " + errors.stream()
                .map(e -> e.getMessage() + (e.getException() == null ? "" : ": " + e.getException())).toList());
    }

    private void everyScenario() throws Throwable {
        WorkbenchFixture.runInWorkbench(() -> assertAll("the editor in the running workbench",
                () -> scenario(this::anEditMarksTheEditorDirtyAndTheWorkbenchsUndoRedoAndSaveAct),
                () -> scenario(this::aCorruptFileOpensOnAnErrorPageAndTheWorkbenchStaysUsable),
                () -> scenario(this::thePropertiesViewShowsTheSelectedLinkWithUnits),
                () -> scenario(this::validateMarksTheCanvasAndListsTheProblemUntilUndoFixesIt),
                () -> scenario(this::autoLayoutRunsInTheBackgroundAndIsOneUndoableCommand),
                () -> scenario(this::theEditorsKeysAreBoundToItsCommands),
                () -> scenario(this::theOutlineShowsApplicationsWithTheirHostsAndEditsThemInProperties),
                () -> scenario(this::theOutlineMarksAnApplicationWithAProblemAndSaysWhy),
                () -> scenario(LabsWorkbenchScenarios::aLabsOpenScenarioButtonOpensItsFileInTheTopologyEditorOnce),
                () -> scenario(LabsWorkbenchScenarios::aStepsDoItSetsItsParameterAsOneUndoableEditAndShowsWhatTheRunMeasured),
                () -> scenario(LabsWorkbenchScenarios::theWelcomePageListsTheExamples)));
    }

    private interface Scenario {
        void run() throws Exception;
    }

    /** Runs one scenario and leaves no editor open behind it, pass or fail. */
    private static void scenario(Scenario scenario) throws Exception {
        try {
            scenario.run();
        } finally {
            page().closeAllEditors(false);
            pump(100);
        }
    }

    private void anEditMarksTheEditorDirtyAndTheWorkbenchsUndoRedoAndSaveAct() throws Exception {
        Path file = write(ScenarioTemplate.DUMBBELL, 2, folder.resolve("dumbbell.dclab"));
        ScenarioEditor editor = open(file);
        assertTrue(editor.isLoaded());
        assertFalse(editor.isDirty());
        int nodes = editor.scenario().getNetwork().getNodes().size();

        editor.viewer().execute(DiagramCommands.createNode(editor.getEditingDomain(), editor.scenario().getNetwork(), Literals.ROUTER, 700,
                60));
        pump(100);
        assertTrue(editor.isDirty());

        run("org.eclipse.ui.edit.undo");
        assertEquals(nodes, editor.scenario().getNetwork().getNodes().size(), "Edit > Undo undid the router");
        assertFalse(editor.isDirty(), "undoing every change makes the editor clean again");
        run("org.eclipse.ui.edit.redo");
        assertEquals(nodes + 1, editor.scenario().getNetwork().getNodes().size(), "Edit > Redo redid it");
        assertTrue(editor.isDirty());

        run("org.eclipse.ui.file.save");
        assertFalse(editor.isDirty());
        assertTrue(EcoreUtil.equals(editor.scenario(), ScenarioFiles.load(file)), "the file holds what the editor shows");
    }

    private void aCorruptFileOpensOnAnErrorPageAndTheWorkbenchStaysUsable() throws Exception {
        Path corrupt = folder.resolve("corrupt.dclab");
        Files.writeString(corrupt, "<?xml version=\"1.0\"?>\n<dclab:Scenario xmlns:dclab=\"http://dclab.org/model/1.0\"");
        ScenarioEditor broken = open(corrupt);
        assertNotNull(broken, "an editor opens, showing why the file cannot be read");
        assertFalse(broken.isLoaded());
        assertFalse(broken.isDirty());
        assertFalse(broken.isSaveAsAllowed());
        assertEquals(assertThrows(ScenarioFileException.class, () -> ScenarioFiles.load(corrupt)).getMessage(), broken.loadProblem(),
                "the error page shows the model's message");
        assertTrue(broken.loadProblem().matches(java.util.regex.Pattern.quote(corrupt.toString()) + ":\\d+:\\d+: .+; .+"),
                () -> "file:line:col: problem; fix, got " + broken.loadProblem());

        ScenarioEditor good = open(write(ScenarioTemplate.INCAST_STAR, 4, folder.resolve("incast.dclab")));
        assertTrue(good.isLoaded());
        assertEquals(2, page().getEditorReferences().length);
    }

    private void thePropertiesViewShowsTheSelectedLinkWithUnits() throws Exception {
        ScenarioEditor editor = open(write(ScenarioTemplate.DUMBBELL, 1, folder.resolve("props.dclab")));
        PropertySheet sheet = (PropertySheet) page().showView("org.eclipse.ui.views.PropertySheet");
        page().activate(editor);
        Link bottleneck = editor.scenario().getNetwork().getLinks().stream().filter(l -> l.getName().equals("left-right")).findFirst()
                .orElseThrow();
        editor.viewer().selection().select(List.of(bottleneck));
        pump(300);

        Tree tree = (Tree) ((PropertySheetPage) sheet.getCurrentPage()).getControl();
        List<String> rows = new ArrayList<>();
        collect(tree.getItems(), rows);
        assertTrue(rows.contains("Rate = 1 Gbps"), () -> "rows: " + rows);
        assertTrue(rows.contains("Delay = 41.667 \u00b5s"), () -> "rows: " + rows);
        assertTrue(rows.contains("Source = left"), () -> "rows: " + rows);
    }

    private void validateMarksTheCanvasAndListsTheProblemUntilUndoFixesIt() throws Exception {
        ScenarioEditor editor = open(write(ScenarioTemplate.DUMBBELL, 1, folder.resolve("validate.dclab")));
        Node s2 = editor.scenario().getNetwork().getNodes().stream().filter(n -> n.getName().equals("right")).findFirst().orElseThrow();
        editor.commandStack().execute(SetCommand.create(editor.getEditingDomain(), s2, Literals.NAMED_ELEMENT__NAME, "s2 core"));
        pump(100);

        run("org.dclab.ui.editor.commands.validate");
        ProblemsView problemsView = (ProblemsView) page().findView(ProblemsView.ID);
        assertNotNull(problemsView, "Validate shows DC Lab Problems");
        List<Problem> listed = problemsView.shownProblems();
        assertEquals(1, listed.size(), () -> "listed: " + listed);
        assertEquals("switch s2 core: a name may hold letters, digits, '_', '.' and '-' and must start with a letter or '_'; "
                + "rename it, e.g. s2_core", listed.get(0).message());
        assertSame(s2, listed.get(0).shownOn());
        assertEquals(Diagnostic.ERROR, editor.viewer().problems().severityOf(s2));

        editor.viewer().selection().select(List.of());
        problemsView.open(listed.get(0));
        pump(100);
        assertEquals(List.of(s2), editor.viewer().selection().elements(), "opening a problem selects its element");

        run("org.eclipse.ui.edit.undo");
        pump(100);
        assertTrue(problemsView.shownProblems().isEmpty(), "fixing the name clears the problem without another Validate");
        assertEquals(Diagnostic.OK, editor.viewer().problems().severityOf(s2));
    }

    private void autoLayoutRunsInTheBackgroundAndIsOneUndoableCommand() throws Exception {
        ScenarioEditor editor = open(write(ScenarioTemplate.LEAF_SPINE, 16, folder.resolve("leafspine.dclab")));
        Node leaf1 = editor.scenario().getNetwork().getNodes().stream().filter(n -> n.getName().equals("leaf1")).findFirst().orElseThrow();
        int x = leaf1.getX();
        int y = leaf1.getY();

        run("org.dclab.ui.editor.commands.autoLayout");
        long deadline = System.currentTimeMillis() + 10_000;
        while (!editor.commandStack().canUndo() && System.currentTimeMillis() < deadline) {
            pump(50);
        }
        assertEquals("Auto-layout", editor.commandStack().getUndoCommand().getLabel());
        assertTrue(leaf1.getX() != x || leaf1.getY() != y, "the layout moved leaf1");

        run("org.eclipse.ui.edit.undo");
        assertEquals(x, leaf1.getX());
        assertEquals(y, leaf1.getY());
        assertFalse(editor.isDirty(), "one Undo takes the whole layout back");
    }

    /** Ctrl+Y must redo in the editor although the platform binds it to nothing on GTK. */
    private void theEditorsKeysAreBoundToItsCommands() throws Exception {
        open(write(ScenarioTemplate.EMPTY, 0, folder.resolve("keys.dclab")));
        IBindingService bindings = PlatformUI.getWorkbench().getService(IBindingService.class);
        assertEquals("org.eclipse.ui.edit.undo", commandBoundTo(bindings, "M1+Z"));
        assertEquals("org.eclipse.ui.edit.redo", commandBoundTo(bindings, "M1+Y"));
        assertEquals("org.dclab.ui.editor.commands.autoLayout", commandBoundTo(bindings, "M1+M2+A"));
        assertEquals("org.dclab.ui.editor.commands.validate", commandBoundTo(bindings, "M1+M2+V"));
        assertEquals("org.dclab.ui.editor.commands.openScenario", commandBoundTo(bindings, "M1+O"));
    }

    /**
     * The Outline lists the traffic: the application with the hosts it runs on. Selecting it there selects those hosts
     * on the canvas and shows the application in Properties; a property edit is one Edit > Undo away.
     */
    private void theOutlineShowsApplicationsWithTheirHostsAndEditsThemInProperties() throws Exception {
        org.dclab.model.Scenario withTraffic = ScenarioTemplate.DUMBBELL.create("traffic", 1);
        // The template's own traffic and its probes make way for the one flow this test adds.
        withTraffic.setExperiment(null);
        LongFlow flow = DclabFactory.eINSTANCE.createLongFlow();
        flow.setName("bulk");
        flow.setSource(host(withTraffic, "s1"));
        flow.setDestination(host(withTraffic, "r1"));
        Traffic traffic = DclabFactory.eINSTANCE.createTraffic();
        traffic.getApplications().add(flow);
        withTraffic.setTraffic(traffic);
        ScenarioEditor editor = open(write(withTraffic, folder.resolve("traffic.dclab")));
        PropertySheet sheet = (PropertySheet) page().showView("org.eclipse.ui.views.PropertySheet");
        ContentOutline outline = (ContentOutline) page().showView("org.eclipse.ui.views.ContentOutline");
        pump(200);

        Tree tree = (Tree) ((org.eclipse.ui.part.IPage) outline.getCurrentPage()).getControl();
        List<String> rows = new ArrayList<>();
        collect(tree.getItems(), rows);
        assertTrue(rows.stream().anyMatch(r -> r.startsWith("Applications (1)")), () -> "outline: " + rows);
        assertTrue(rows.stream().anyMatch(r -> r.contains("bulk")), () -> "outline: " + rows);
        assertTrue(rows.stream().anyMatch(r -> r.startsWith("source: s1")), () -> "outline: " + rows);
        assertTrue(rows.stream().anyMatch(r -> r.startsWith("destination: r1")), () -> "outline: " + rows);

        LongFlow loaded = (LongFlow) editor.scenario().getTraffic().getApplications().get(0);
        ((org.eclipse.ui.views.contentoutline.IContentOutlinePage) outline.getCurrentPage()).setSelection(new StructuredSelection(loaded));
        pump(300);
        assertEquals(List.of(loaded.getSource(), loaded.getDestination()), editor.viewer().selection().elements(),
                "an application selects its hosts on the canvas");
        List<String> properties = new ArrayList<>();
        collect(((Tree) ((PropertySheetPage) sheet.getCurrentPage()).getControl()).getItems(), properties);
        assertTrue(properties.contains("Start = 0 ps"), () -> "properties: " + properties);

        editor.commandStack().execute(SetCommand.create(editor.getEditingDomain(), loaded, Literals.APPLICATION__START_PS, 5_000_000_000L));
        page().activate(editor);
        run("org.eclipse.ui.edit.undo");
        assertEquals(0L, loaded.getStartPs(), "Edit > Undo takes an application's edit back");
    }

    /**
     * Applications are not drawn on the canvas, so their problems show in the Outline: a marked icon on the row (and
     * its folder) and the message in its tooltip, while a sound application beside it stays unmarked.
     */
    private void theOutlineMarksAnApplicationWithAProblemAndSaysWhy() throws Exception {
        org.dclab.model.Scenario withTraffic = ScenarioTemplate.DUMBBELL.create("problems", 1);
        // The template's own traffic and its probes make way for the one flow this test adds.
        withTraffic.setExperiment(null);
        Traffic traffic = DclabFactory.eINSTANCE.createTraffic();
        for (String[] ends : new String[][] { { "good", "s1", "r1" }, { "loop", "s1", "s1" } }) {
            LongFlow flow = DclabFactory.eINSTANCE.createLongFlow();
            flow.setName(ends[0]);
            flow.setSource(host(withTraffic, ends[1]));
            flow.setDestination(host(withTraffic, ends[2]));
            traffic.getApplications().add(flow);
        }
        withTraffic.setTraffic(traffic);
        ScenarioEditor editor = open(write(withTraffic, folder.resolve("problems.dclab")));
        ContentOutline outline = (ContentOutline) page().showView("org.eclipse.ui.views.ContentOutline");
        page().activate(editor);
        run("org.dclab.ui.editor.commands.validate");
        pump(300);

        org.dclab.ui.editor.outline.ScenarioOutlinePage outlinePage = (org.dclab.ui.editor.outline.ScenarioOutlinePage) outline
                .getCurrentPage();
        Tree tree = (Tree) outlinePage.getControl();
        List<TreeItem> items = new ArrayList<>();
        all(tree.getItems(), items);
        TreeItem good = items.stream().filter(i -> i.getText().startsWith("Long Flow good")).findFirst().orElseThrow();
        TreeItem loop = items.stream().filter(i -> i.getText().startsWith("Long Flow loop")).findFirst().orElseThrow();
        assertNotNull(good.getImage());
        assertTrue(good.getImage() != loop.getImage(), "the application with a problem carries a marked icon");
        LongFlow loaded = (LongFlow) editor.scenario().getTraffic().getApplications().get(1);
        String why = outlinePage.problemsOf(loaded);
        assertNotNull(why, "its tooltip says what is wrong");
        assertTrue(why.startsWith("Error: ") && why.contains("would send to itself"), why);
        assertEquals(null, outlinePage.problemsOf(editor.scenario().getTraffic().getApplications().get(0)));
    }

    private static void all(TreeItem[] items, List<TreeItem> into) {
        for (TreeItem item : items) {
            into.add(item);
            item.setExpanded(true);
            all(item.getItems(), into);
        }
    }

    private static Host host(org.dclab.model.Scenario scenario, String name) {
        return (Host) scenario.getNetwork().getNodes().stream().filter(n -> n.getName().equals(name)).findFirst().orElseThrow();
    }

    private static String commandBoundTo(IBindingService bindings, String keys) throws ParseException {
        Binding binding = bindings.getPerfectMatch(KeySequence.getInstance(keys));
        return binding == null ? null : binding.getParameterizedCommand().getId();
    }

    private static void collect(TreeItem[] items, List<String> rows) {
        for (TreeItem item : items) {
            rows.add(item.getText(0) + " = " + item.getText(1));
            item.setExpanded(true);
            collect(item.getItems(), rows);
        }
    }
}
