package org.dclab.sim.live;

import java.util.List;

/**
 * What one port's queue holds at an instant, flow by flow, and what its discipline keeps: the picture an inspector
 * shows while a run is paced or stepped. Taken by whoever holds the run (its own thread after each slice or step, or
 * a caller while the run stands still), so every figure is of the same instant.
 *
 * @param port         the engine's name of the port, "from->to"
 * @param nowPs        simulated time of the picture
 * @param events       events executed so far
 * @param discipline   the queue discipline's name ("RED", "threshold marking", "CHOKe", …), with "on a shared buffer"
 *                     when the port draws on a switch's shared memory
 * @param queuePackets packets waiting (the one being transmitted is no longer queued)
 * @param queueBytes   bytes waiting, headers included
 * @param dropsTotal   packets this queue dropped since the run began
 * @param marksTotal   packets this queue marked CE since the run began
 * @param flows        the queue's flows: those with packets waiting in the order they first appear from the head of
 *                     the queue, then those the queue only dropped or marked packets of, in the order it first did,
 *                     an application's summed in one row when it has more than a few ({@link QueuedFlow#quietFlows});
 *                     their packets add up to {@code queuePackets}, their bytes to {@code queueBytes}, their drops to
 *                     {@code dropsTotal} and their marks to {@code marksTotal}
 * @param state        what the discipline keeps and decides by: limit, K, RED's thresholds and average, CHOKe's
 *                     matches
 */
public record PortInspection(String port, long nowPs, long events, String discipline, int queuePackets, long queueBytes,
        long dropsTotal, long marksTotal, List<QueuedFlow> flows, List<QueueState> state) {

    public PortInspection {
        flows = List.copyOf(flows);
        state = List.copyOf(state);
    }

    /** The value the discipline keeps under {@code label}, or NaN when it keeps none. */
    public double state(String label) {
        return state.stream().filter(s -> s.label().equals(label)).mapToDouble(QueueState::value).findFirst().orElse(Double.NaN);
    }

    /** The waiting packets of application {@code application}, over all its flows. */
    public int packetsOf(String application) {
        return flows.stream().filter(f -> f.application().equals(application)).mapToInt(QueuedFlow::packets).sum();
    }
}
