package org.dclab.ui.editor.outline;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.dclab.model.Application;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.NamedElement;
import org.dclab.model.ProbeKind;
import org.dclab.model.Scenario;
import org.dclab.ui.editor.commands.Deletion;
import org.dclab.ui.editor.commands.ExperimentCommands;
import org.dclab.ui.editor.parts.DiagramViewer;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.ui.actions.ActionFactory;

/**
 * The Outline's context menu: add an application (bound to the hosts selected, in the order picked), a probe on
 * the selected link or application, a sweep; delete applications, probes and sweeps. Every entry runs one command
 * on the editor's stack and selects what it made, so the Properties view shows it at once.
 */
final class OutlineMenu {

    private final Scenario scenario;
    private final EditingDomain domain;
    private final TreeViewer tree;
    private final DiagramViewer diagram;

    OutlineMenu(Scenario scenario, EditingDomain domain, TreeViewer tree, DiagramViewer diagram) {
        this.scenario = scenario;
        this.domain = domain;
        this.tree = tree;
        this.diagram = diagram;
    }

    void install() {
        MenuManager menu = new MenuManager("#OutlinePopup");
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(this::fill);
        tree.getControl().setMenu(menu.createContextMenu(tree.getControl()));
    }

    void fill(IMenuManager menu) {
        List<Object> rows = ((IStructuredSelection) tree.getSelection()).toList();
        List<Host> hosts = selectedHosts(rows);
        MenuManager applications = new MenuManager("Add &Application");
        for (EClass kind : ExperimentCommands.applicationKinds()) {
            applications.add(action(words(kind.getName()) + (hosts.isEmpty() ? "" : " on " + names(hosts)),
                    () -> ExperimentCommands.addApplication(domain, scenario, kind, hosts)));
        }
        menu.add(applications);
        NamedElement target = rows.size() == 1 && (rows.get(0) instanceof Link || rows.get(0) instanceof Application)
                ? (NamedElement) rows.get(0) : null;
        MenuManager probes = new MenuManager("Add &Probe" + (target == null ? "" : " on " + target.getName()));
        if (target != null) {
            for (ProbeKind kind : ExperimentCommands.probeKinds(target)) {
                probes.add(action(words(kind.getName()), () -> ExperimentCommands.addProbe(domain, scenario, target, kind)));
            }
        } else {
            Action hint = new Action("Select a link or an application first") {
            };
            hint.setEnabled(false);
            probes.add(hint);
        }
        menu.add(probes);
        menu.add(action("Add &Sweep", () -> ExperimentCommands.addSweep(domain, scenario)));
        menu.add(new Separator());
        menu.add(deleteAction());
    }

    /** Deletes the rows selected in the tree, as the canvas deletes (see {@link DiagramViewer#delete}); Delete runs it. */
    Action deleteAction() {
        List<EObject> deletable = deletable();
        Action delete = new Action("&Delete") {
            @Override
            public void run() {
                diagram.edits().delete(deletable());
            }
        };
        delete.setId(ActionFactory.DELETE.getId());
        delete.setActionDefinitionId(ActionFactory.DELETE.getCommandId());
        delete.setEnabled(!deletable.isEmpty());
        return delete;
    }

    /** The selected rows that stand for something that can be deleted: not folders, nor a host row under an application. */
    private List<EObject> deletable() {
        return ((IStructuredSelection) tree.getSelection()).toList().stream().filter(Deletion::isDeletable).map(EObject.class::cast)
                .toList();
    }

    /** Hosts picked in the tree (host rows, nodes) or, when the tree picks none, on the canvas. */
    private List<Host> selectedHosts(List<Object> rows) {
        List<Host> hosts = new ArrayList<>();
        for (Object row : rows) {
            Object subject = row instanceof HostBinding binding ? binding.host() : row;
            if (subject instanceof Host host && !hosts.contains(host)) {
                hosts.add(host);
            }
        }
        if (hosts.isEmpty()) {
            diagram.selection().elements().stream().filter(Host.class::isInstance).map(Host.class::cast).forEach(hosts::add);
        }
        return hosts;
    }

    private Action action(String label, Supplier<Command> command) {
        return new Action(label) {
            @Override
            public void run() {
                Command c = command.get();
                CommandStack stack = domain.getCommandStack();
                if (c.canExecute()) {
                    stack.execute(c);
                    tree.refresh();
                    tree.setSelection(new StructuredSelection(new ArrayList<>(c.getAffectedObjects())), true);
                }
            }
        };
    }

    /** "POISSON_BACKGROUND" or "PoissonBackground" as "Poisson background"; CBR stays an acronym. */
    static String words(String name) {
        if (name.startsWith("Cbr")) {
            return "CBR" + words(name.substring(3)).toLowerCase(java.util.Locale.ROOT).replaceFirst("^", " ");
        }
        String spaced = name.contains("_") ? name.toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                : name.replaceAll("(?<=[a-z])(?=[A-Z])", " ").toLowerCase(java.util.Locale.ROOT);
        return Character.toUpperCase(spaced.charAt(0)) + spaced.substring(1);
    }

    private static String names(List<Host> hosts) {
        List<String> names = hosts.stream().map(Host::getName).toList();
        return names.size() <= 3 ? String.join(", ", names) : names.get(0) + " and " + (names.size() - 1) + " more";
    }
}
