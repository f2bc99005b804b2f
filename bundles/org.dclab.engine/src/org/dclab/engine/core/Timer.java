package org.dclab.engine.core;

/**
 * A restartable deadline (retransmission, delayed ACK) that avoids heap work on every restart: moving the
 * deadline later only updates a field, and the pending event, when it fires early, re-arms itself for the
 * current deadline. A TCP sender restarts its RTO on every ACK but touches the heap about once per RTO.
 */
public final class Timer {
    private final Simulator sim;
    private final Runnable action;
    private final Event event = new Event() {
        @Override
        protected void fire() {
            onFire();
        }

        @Override
        public String toString() {
            String owner = ownerOf(action);
            return owner.endsWith("timer") ? owner : owner + " timer";
        }
    };
    private boolean armed;
    private long deadlinePs;

    public Timer(Simulator sim, Runnable action) {
        this.sim = sim;
        this.action = action;
    }

    /** Sets the deadline, replacing any earlier or later one. */
    public void arm(long deadlinePs) {
        armed = true;
        this.deadlinePs = deadlinePs;
        if (!event.isScheduled()) {
            sim.schedule(event, deadlinePs);
        } else if (event.timePs() > deadlinePs) {
            sim.reschedule(event, deadlinePs);
        }
    }

    public void armAfter(long delayPs) {
        arm(sim.nowPs() + delayPs);
    }

    public void disarm() {
        armed = false;
    }

    /** Disarms and also removes the pending event, for owners that are going away. */
    public void dispose() {
        armed = false;
        sim.cancel(event);
    }

    public boolean isArmed() {
        return armed;
    }

    public long deadlinePs() {
        return deadlinePs;
    }

    private void onFire() {
        if (!armed) {
            return;
        }
        if (deadlinePs > sim.nowPs()) {
            sim.schedule(event, deadlinePs);
            return;
        }
        armed = false;
        action.run();
    }

    /**
     * The class that wrote the timer's action ("RetransmissionTimer" for its lambda): a label for lists of pending
     * events that costs nothing until someone asks.
     */
    private static String ownerOf(Runnable action) {
        String name = action.getClass().getName();
        int lambda = name.indexOf("$$Lambda");
        if (lambda >= 0) {
            name = name.substring(0, lambda);
        }
        int nested = name.indexOf('$');
        if (nested >= 0) {
            name = name.substring(0, nested);
        }
        return Event.words(name.substring(name.lastIndexOf('.') + 1));
    }
}
