package org.dclab.control.compiler.budget;

/**
 * The wall-clock time a control compiled in the workbench may spend in one callback. Java cannot stop a thread that
 * loops, so the control's classes are woven to call {@link #check()} on entering each method, on every backward jump
 * and on entering each exception handler; it throws {@link CallbackOverrun} once the callback has had its time. The
 * engine's thread then unwinds to the run, which stops and says why. Each thread keeps its own clock, as sweeps run one
 * simulation per thread.
 */
public final class CallbackBudget {

    private static final ThreadLocal<CallbackBudget> CLOCK = ThreadLocal.withInitial(CallbackBudget::new);

    /** When the callback under way must have returned, by {@link System#nanoTime()}; meaningless outside one. */
    private long deadlineNanos;
    private boolean inCallback;
    private String callback;
    private long budgetNanos;

    private CallbackBudget() {
    }

    /**
     * Starts the clock of {@code callback} on this thread, unless a callback is under way already (a control's default
     * method calling another of its methods belongs to the first); returns whether it started it.
     */
    public static boolean enter(String callback, long budgetNanos) {
        CallbackBudget clock = CLOCK.get();
        if (clock.inCallback) {
            return false;
        }
        clock.inCallback = true;
        clock.callback = callback;
        clock.budgetNanos = budgetNanos;
        clock.deadlineNanos = System.nanoTime() + budgetNanos;
        return true;
    }

    /** Stops the clock {@link #enter} started when it returned true. */
    public static void exit(boolean started) {
        if (started) {
            CLOCK.get().inCallback = false;
        }
    }

    /** Called by woven code: throws CallbackOverrun when the callback under way has run past its budget. */
    public static void check() {
        CallbackBudget clock = CLOCK.get();
        if (clock.inCallback && System.nanoTime() - clock.deadlineNanos > 0) {
            throw new CallbackOverrun(clock.callback, clock.budgetNanos);
        }
    }
}
