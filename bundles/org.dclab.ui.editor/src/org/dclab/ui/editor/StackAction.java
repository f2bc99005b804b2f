package org.dclab.ui.editor;

import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.jface.action.Action;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.actions.ActionFactory;

/**
 * Undo or Redo of an editor's command stack, named after what it will take back ("Undo Delete h4"). The editor, the
 * Outline and the Properties view each put these into their action bars, so Ctrl+Z undoes the last gesture wherever
 * the user made it.
 */
public final class StackAction extends Action {

    private final String verb;
    private final Supplier<CommandStack> stack;
    private final Predicate<CommandStack> enabled;
    private final Consumer<CommandStack> run;
    private final Function<CommandStack, Command> next;

    private StackAction(String verb, ActionFactory factory, Supplier<CommandStack> stack, Predicate<CommandStack> enabled,
            Consumer<CommandStack> run, Function<CommandStack, Command> next) {
        super(verb);
        this.verb = verb;
        this.stack = stack;
        this.enabled = enabled;
        this.run = run;
        this.next = next;
        setId(factory.getId());
        setActionDefinitionId(factory.getCommandId());
        update();
    }

    /** Undo on the stack {@code stack} gives, which may give null when there is none. */
    public static StackAction undo(Supplier<CommandStack> stack) {
        return new StackAction("Undo", ActionFactory.UNDO, stack, CommandStack::canUndo, CommandStack::undo, CommandStack::getUndoCommand);
    }

    public static StackAction redo(Supplier<CommandStack> stack) {
        return new StackAction("Redo", ActionFactory.REDO, stack, CommandStack::canRedo, CommandStack::redo, CommandStack::getRedoCommand);
    }

    /**
     * Puts Undo and Redo of {@code stack} into the action bars of a view's page (the Outline's, the Properties view's),
     * following the stack from then on; the page lives no longer than the editor that owns the stack.
     */
    public static void install(IActionBars bars, CommandStack stack) {
        StackAction[] actions = { undo(() -> stack), redo(() -> stack) };
        for (StackAction action : actions) {
            bars.setGlobalActionHandler(action.getId(), action);
        }
        bars.updateActionBars();
        stack.addCommandStackListener(event -> {
            for (StackAction action : actions) {
                action.update();
            }
        });
    }

    /** Follows the stack: enabled when there is something to take back, named after it. */
    public void update() {
        CommandStack current = stack.get();
        setEnabled(current != null && enabled.test(current));
        Command command = current == null ? null : next.apply(current);
        setText(command == null || command.getLabel() == null ? verb : verb + " " + command.getLabel());
    }

    @Override
    public void run() {
        CommandStack current = stack.get();
        if (current != null) {
            run.accept(current);
        }
    }
}
