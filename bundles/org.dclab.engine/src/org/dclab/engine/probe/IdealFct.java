package org.dclab.engine.probe;

import org.dclab.engine.core.Time;
import org.dclab.engine.net.IdlePath;

/**
 * The completion times a flow would have alone on its idle path with no window to limit it, in picoseconds: the
 * denominators of its slowdown. Each FCT counts from the connect, so each ideal has the handshake's round trip, then
 * the flow's counted bytes at the path's bottleneck rate, then the propagation the last byte still needs: one way to
 * the receiver ({@link #receivedPs}), and back as an ACK to the sender ({@link #ackedPs}):
 * <pre>
 *   transfer = countedBytes x 8 / bottleneckBps
 *   received = (forward + reverse) + forward + transfer      = 1.5 base RTTs + transfer on a symmetric path
 *   acked    = (forward + reverse) + forward + reverse + transfer = 2 base RTTs + transfer
 * </pre>
 * Counted bytes are those the load counts (the flow generator's load basis): the payload plus 40 B of headers per
 * segment of up to MSS bytes (wire) or the payload alone. Left out, as every packet-level
 * definition leaves them out: control packets' serialization, the store-and-forward of a segment at each hop but
 * the bottleneck, TCP options (12 B per segment with timestamps) and slow start, so a real flow's slowdown is a
 * little above 1 even alone, most for flows of a few segments over many hops.
 */
public record IdealFct(long receivedPs, long ackedPs) {

    /** The ideal of a flow of {@code countedBytes} over {@code path}. */
    public static IdealFct of(long countedBytes, IdlePath path) {
        long transferPs = Time.serializationPs(countedBytes, path.bottleneckBps());
        long handshakePs = path.baseRttPs();
        return new IdealFct(handshakePs + path.forwardDelayPs() + transferPs, handshakePs + path.baseRttPs() + transferPs);
    }
}
