package org.dclab.engine.net;

/**
 * What an empty network offers a flow from one host to another: the slowest link rate on the way of its data and the
 * propagation delays one way and back, serialization left out. The path is the one through the first equal-cost next
 * hop at every switch; the fabrics DC Lab builds give all equal-cost paths the same rates and delays, and where a
 * scenario does not, the figures are those of that path.
 */
public record IdlePath(long bottleneckBps, long forwardDelayPs, long reverseDelayPs) {

    /** Shortest-path routes never revisit a node; a walk this long could only be a routing fault. */
    private static final int MAX_HOPS = 1 << 16;

    /** The sum of the propagation delays both ways: the round trip of a packet with no bits to serialize. */
    public long baseRttPs() {
        return forwardDelayPs + reverseDelayPs;
    }

    /** The idle path from {@code source} to {@code destination}; IllegalArgumentException when either way has no route. */
    public static IdlePath between(Host source, Host destination) {
        Way forward = Way.of(source, destination);
        return new IdlePath(forward.slowestBps, forward.delayPs, Way.of(destination, source).delayPs);
    }

    private record Way(long slowestBps, long delayPs) {

        static Way of(Host from, Host to) {
            long slowestBps = Long.MAX_VALUE;
            long delayPs = 0;
            Port port = from.nic();
            for (int hops = 0; hops < MAX_HOPS; hops++) {
                slowestBps = Math.min(slowestBps, port.link().rateBps());
                delayPs += port.link().delayPs();
                Node next = port.peer();
                if (next == to) {
                    return new Way(slowestBps, delayPs);
                }
                Port[] hopsOn = next instanceof Switch s ? s.nextHops(to.address()) : new Port[0];
                if (hopsOn.length == 0) {
                    break;
                }
                port = hopsOn[0];
            }
            throw new IllegalArgumentException("idle path: no route from " + from.name() + " to " + to.name());
        }
    }
}
