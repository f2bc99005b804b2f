package org.dclab.ui.editor.commands;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.dclab.model.Application;
import org.dclab.model.DclabPackage.Literals;
import org.dclab.model.Link;
import org.dclab.model.NamedElement;
import org.dclab.model.Node;
import org.dclab.model.Probe;
import org.dclab.model.Scenario;
import org.dclab.model.SweepParameter;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.common.command.UnexecutableCommand;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature.Setting;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.domain.EditingDomain;

/**
 * What deleting some elements of a scenario takes with it, worked out before anything is deleted, so that the user can
 * be told and the whole of it is one command. Nothing may be left pointing at what is gone: a link goes with either
 * of its nodes; an application goes with a host it needs alone (a flow's source or destination, an incast's client),
 * and loses from its lists a host it has others besides (servers, destinations, background hosts); a probe goes with
 * what it records or where it records it; a sweep goes with the element its path names.
 */
public final class Deletion {

    private final Scenario scenario;
    /** Everything deleted, in the order picked then in the order found, each with why it goes (null when picked). */
    private final Map<EObject, String> deleted = new LinkedHashMap<>();
    /** Hosts taken out of the lists of applications that stay (an incast keeps its other servers). */
    private final List<Trim> trimmed = new ArrayList<>();

    /** {@code host} leaves the list {@code list} of {@code user}, which stays. */
    private record Trim(EObject user, EReference list, EObject host) {
        String why() {
            return "takes " + nameOf(host) + " out of the " + words(list.getName()) + " of " + describe(user);
        }
    }

    private Deletion(Scenario scenario) {
        this.scenario = scenario;
    }

    /** Works out what deleting {@code picked} (nodes, links, applications, probes, sweeps) takes with it. */
    public static Deletion of(Scenario scenario, Collection<? extends EObject> picked) {
        Deletion deletion = new Deletion(scenario);
        for (EObject element : picked) {
            if (isDeletable(element) && EcoreUtil.isAncestor(scenario, element)) {
                deletion.deleted.putIfAbsent(element, null);
            }
        }
        deletion.followReferences();
        return deletion;
    }

    /** Whether {@code element} can be deleted on its own: a node, link, application, probe or sweep. */
    public static boolean isDeletable(Object element) {
        return element instanceof Node || element instanceof Link || element instanceof Application || element instanceof Probe
                || element instanceof SweepParameter;
    }

    public boolean isEmpty() {
        return deleted.isEmpty();
    }

    /** What was picked: the elements deleted for no other reason. */
    public List<EObject> picked() {
        return deleted.entrySet().stream().filter(e -> e.getValue() == null).map(Map.Entry::getKey).toList();
    }

    /**
     * What the deletion does besides deleting the picked elements and the links of picked nodes (which everyone expects
     * to go with them), one line each ("deletes application flow1, whose destination is h4", "takes h2 out of the
     * servers of application incast1"); empty when it touches nothing else.
     */
    public List<String> consequences() {
        List<String> lines = new ArrayList<>();
        deleted.forEach((element, why) -> {
            if (why != null && !(element instanceof Link)) {
                lines.add("deletes " + describe(element) + ", " + why);
            }
        });
        trimmed.stream().filter(t -> !deleted.containsKey(t.user())).forEach(t -> lines.add(t.why()));
        return lines;
    }

    /**
     * One command that takes the trimmed hosts out of their lists and removes the rest from its containers; Undo
     * restores everything. Nothing left behind points at what is gone, so no search for references is needed then.
     */
    public Command command(EditingDomain domain) {
        if (deleted.isEmpty()) {
            return UnexecutableCommand.INSTANCE;
        }
        CompoundCommand delete = new CompoundCommand(label());
        for (Trim trim : trimmed) {
            if (!deleted.containsKey(trim.user())) {
                delete.append(RemoveCommand.create(domain, trim.user(), trim.list(), trim.host()));
            }
        }
        Map<List<Object>, List<EObject>> byPlace = new LinkedHashMap<>();
        for (EObject element : deleted.keySet()) {
            if (!isInsideDeleted(element)) {
                byPlace.computeIfAbsent(List.of(element.eContainer(), element.eContainmentFeature()), k -> new ArrayList<>()).add(element);
            }
        }
        byPlace.forEach((place, elements) -> delete.append(RemoveCommand.create(domain, place.get(0), place.get(1), elements)));
        return delete;
    }

    /** "Delete host h4", "Delete 3 elements": what Undo will say it takes back. */
    public String label() {
        return "Delete " + subject();
    }

    /** What was picked, in words: "host h4", "3 elements". */
    public String subject() {
        List<EObject> picked = picked();
        return picked.size() == 1 ? describe(picked.get(0)) : picked.size() + " elements";
    }

    /** Follows references to deleted elements until nothing more goes: a deleted flow takes its probes, and so on. */
    private void followReferences() {
        Set<EObject> seen = new LinkedHashSet<>();
        boolean grew = true;
        while (grew) {
            grew = false;
            for (EObject gone : new ArrayList<>(deleted.keySet())) {
                if (!seen.add(gone)) {
                    continue;
                }
                for (Setting use : EcoreUtil.UsageCrossReferencer.find(gone, scenario)) {
                    grew |= follow(gone, use);
                }
                grew |= takeSweeps(gone);
            }
        }
    }

    /** Handles one reference to {@code gone}; true when it adds an element to delete. */
    private boolean follow(EObject gone, Setting use) {
        EObject user = use.getEObject();
        EReference reference = (EReference) use.getEStructuralFeature();
        if (deleted.containsKey(user) || isInsideDeleted(user)) {
            return false;
        }
        String name = nameOf(gone);
        if (reference.isMany() && user instanceof Application && remainingAfter(user, reference, gone) > 0) {
            trimmed.add(new Trim(user, reference, gone));
            return false;
        }
        if (!isDeletable(user)) {
            return false;
        }
        String why = user instanceof Link ? "attached to " + name
                : user instanceof Probe ? (reference == Literals.PROBE__AT ? "which records at " : "which records ") + name
                        : "whose " + words(reference.getName()) + (reference.isMany() ? " are all deleted" : " is " + name);
        deleted.put(user, why);
        return true;
    }

    /** How many entries of a many-valued reference stay when this and the other deleted or trimmed hosts leave it. */
    private int remainingAfter(EObject user, EReference list, EObject gone) {
        int remaining = 0;
        for (Object value : (List<?>) user.eGet(list)) {
            if (value != gone && !deleted.containsKey(value) && !trimmed.contains(new Trim(user, list, (EObject) value))) {
                remaining++;
            }
        }
        return remaining;
    }

    /** A sweep whose path names {@code gone} ("l4.rateBps", "h1.transport.minRtoPs+h2.…") would sweep nothing. */
    private boolean takeSweeps(EObject gone) {
        if (scenario.getExperiment() == null || !(gone instanceof NamedElement named) || named.getName() == null) {
            return false;
        }
        boolean took = false;
        for (SweepParameter sweep : scenario.getExperiment().getSweeps()) {
            if (deleted.containsKey(sweep) || sweep.getPath() == null) {
                continue;
            }
            for (String path : sweep.getPath().split("\\+")) {
                if (path.trim().startsWith(named.getName() + ".")) {
                    deleted.put(sweep, "which sweeps " + path.trim());
                    took = true;
                    break;
                }
            }
        }
        return took;
    }

    private boolean isInsideDeleted(EObject element) {
        for (EObject container = element.eContainer(); container != null; container = container.eContainer()) {
            if (deleted.containsKey(container)) {
                return true;
            }
        }
        return false;
    }

    static String describe(EObject element) {
        if (element instanceof Probe probe) {
            return "probe " + words(probe.getKind().getName()) + " of " + nameOf(probe.getTarget());
        }
        if (element instanceof SweepParameter sweep) {
            return "sweep of " + sweep.getPath();
        }
        String kind = element instanceof Application ? "application" : words(element.eClass().getName());
        return kind + " " + nameOf(element);
    }

    private static String nameOf(EObject element) {
        return element instanceof NamedElement named && named.getName() != null ? named.getName() : "(unnamed)";
    }

    /** "destinations" as "destinations", "QUEUE_LENGTH" as "queue length", "Switch" as "switch". */
    private static String words(String name) {
        return name.replace('_', ' ').replaceAll("(?<=[a-z])(?=[A-Z])", " ").toLowerCase(java.util.Locale.ROOT);
    }
}
