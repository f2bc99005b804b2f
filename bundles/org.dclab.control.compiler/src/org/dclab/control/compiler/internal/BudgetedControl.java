package org.dclab.control.compiler.internal;

import java.util.function.LongSupplier;
import java.util.function.Supplier;

import org.dclab.control.compiler.ControlFailure;
import org.dclab.control.compiler.StudentControls;
import org.dclab.control.compiler.budget.CallbackBudget;
import org.dclab.control.compiler.budget.CallbackOverrun;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.tcp.AckSample;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.CongestionState;

/**
 * A control compiled in the workbench as the engine sees it: each callback runs under the control's time budget, and
 * whatever it throws (an exception, a stack overflow, the budget's overrun) comes out as a {@link ControlFailure} naming
 * the control's file and line. Its name and label are its descriptor's, whatever the student's class says.
 */
public final class BudgetedControl implements CongestionControl {

    private final Supplier<CongestionControl> make;
    private final Identity identity;
    /** The student's instance, made in the first callback: see {@link #create}. */
    private CongestionControl control;

    /** What a failure message names: the control's key and label, its file, its loader and its budget. */
    public record Identity(String key, String label, String fileName, ControlClassLoader loader, long budgetNanos) {
    }

    private BudgetedControl(Supplier<CongestionControl> make, Identity identity) {
        this.make = make;
        this.identity = identity;
    }

    /**
     * A control whose instance of the student's class is made in its first callback, on the run's thread and under that
     * callback's budget: its constructor and static initializer are the student's code, and the workbench makes controls
     * on its own thread too (to ask whether one keeps α), where a loop must not run.
     */
    public static BudgetedControl create(Supplier<CongestionControl> make, Identity identity) {
        return new BudgetedControl(make, identity);
    }

    @Override
    public String name() {
        return identity.key();
    }

    @Override
    public String displayName() {
        return identity.label();
    }

    @Override
    public void init(CongestionState s) {
        run("init", () -> control().init(s));
    }

    @Override
    public void onAck(CongestionState s, AckSample ack) {
        run("onAck", () -> control().onAck(s, ack));
    }

    @Override
    public long ssthreshAfterLoss(CongestionState s) {
        return whole("ssthreshAfterLoss", () -> control().ssthreshAfterLoss(s));
    }

    @Override
    public void onEnterRecovery(CongestionState s) {
        run("onEnterRecovery", () -> control().onEnterRecovery(s));
    }

    @Override
    public void onExitRecovery(CongestionState s) {
        run("onExitRecovery", () -> control().onExitRecovery(s));
    }

    @Override
    public void onRetransmitTimeout(CongestionState s) {
        run("onRetransmitTimeout", () -> control().onRetransmitTimeout(s));
    }

    @Override
    public void onEcnEcho(CongestionState s) {
        run("onEcnEcho", () -> control().onEcnEcho(s));
    }

    @Override
    public long ssthreshAfterEcnEcho(CongestionState s) {
        return whole("ssthreshAfterEcnEcho", () -> control().ssthreshAfterEcnEcho(s));
    }

    @Override
    public String explainEcnEcho(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        return call(identity, "explainEcnEcho", () -> control().explainEcnEcho(s, ssthreshBytes, reason));
    }

    @Override
    public boolean reducesOnEcnEcho() {
        return call(identity, "reducesOnEcnEcho", () -> control().reducesOnEcnEcho());
    }

    @Override
    public boolean controlsWindowInRecovery() {
        return call(identity, "controlsWindowInRecovery", () -> control().controlsWindowInRecovery());
    }

    @Override
    public String explainLoss(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        return call(identity, "explainLoss", () -> control().explainLoss(s, ssthreshBytes, reason));
    }

    @Override
    public void onSend(CongestionState s, long seq, int bytes, boolean retransmission) {
        run("onSend", () -> control().onSend(s, seq, bytes, retransmission));
    }

    private CongestionControl control() {
        if (control == null) {
            control = make.get();
        }
        return control;
    }

    private void run(String callback, Runnable body) {
        call(identity, callback, () -> {
            body.run();
            return null;
        });
    }

    private long whole(String callback, LongSupplier body) {
        return call(identity, callback, body::getAsLong);
    }

    private static <T> T call(Identity identity, String callback, Supplier<T> body) {
        boolean started = CallbackBudget.enter(callback, identity.budgetNanos());
        try {
            return body.get();
        } catch (ControlFailure e) {
            throw e;
        } catch (RuntimeException | Error e) {
            StackTraceElement at = where(identity, e);
            String file = at == null || at.getFileName() == null ? identity.fileName() : at.getFileName();
            ControlFailure failure = new ControlFailure(identity.key(), file, at == null ? 0 : at.getLineNumber(), what(callback, e), e);
            StudentControls.failed(failure);
            throw failure;
        } finally {
            CallbackBudget.exit(started);
        }
    }

    /** The student's frame nearest to where it went wrong, or null when none has a line. */
    private static StackTraceElement where(Identity identity, Throwable t) {
        for (StackTraceElement frame : t.getStackTrace()) {
            if (identity.loader().defines(frame.getClassName()) && frame.getLineNumber() > 0) {
                return frame;
            }
        }
        return null;
    }

    private static String what(String callback, Throwable t) {
        if (t instanceof CallbackOverrun) {
            return t.getMessage();
        }
        if (t instanceof StackOverflowError) {
            return callback + " called itself too deeply (StackOverflowError) \u2014 does a recursion never end?";
        }
        return callback + " threw " + t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
    }
}
