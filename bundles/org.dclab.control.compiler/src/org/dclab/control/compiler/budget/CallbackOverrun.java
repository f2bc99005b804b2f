package org.dclab.control.compiler.budget;

/**
 * A callback of a control compiled in the workbench ran past its budget. An Error, not an exception, so that the
 * control's own {@code catch (Exception e)} does not swallow it; a handler that catches it anyway meets another at its
 * first instruction, since handlers are woven to check the budget too.
 */
public final class CallbackOverrun extends Error {

    private static final long serialVersionUID = 1L;

    public CallbackOverrun(String callback, long budgetNanos) {
        super(callback + " has run for more than " + seconds(budgetNanos) + " \u2014 does a loop never end?", null, false, true);
    }

    private static String seconds(long nanos) {
        double s = nanos / 1e9;
        return (s == Math.rint(s) ? String.valueOf((long) s) : String.valueOf(s)) + " s";
    }
}
