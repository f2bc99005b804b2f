package org.dclab.engine.net;

import org.dclab.engine.api.LinkLimits;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.QueueFactory;

/**
 * Parameters of one direction of a link and of the egress queue feeding it. Immutable; the {@code with…}
 * methods return modified copies. Values are checked when the link is added to a {@link NetworkBuilder}, where
 * the message can name the link.
 */
public record LinkSpec(long rateBps, long delayPs, double lossRate, QueueFactory queue) {
    /** Default queue when none is given: a 100-packet drop-tail, a common switch port size in simulations. */
    public static final int DEFAULT_QUEUE_PACKETS = 100;

    public static LinkSpec of(long rateBps, long delayPs) {
        return new LinkSpec(rateBps, delayPs, 0.0, null);
    }

    public LinkSpec withLoss(double rate) {
        return new LinkSpec(rateBps, delayPs, rate, queue);
    }

    public LinkSpec withQueue(QueueFactory factory) {
        return new LinkSpec(rateBps, delayPs, lossRate, factory);
    }

    QueueFactory queueOrDefault() {
        return queue != null ? queue : DropTail.packets(DEFAULT_QUEUE_PACKETS);
    }

    void validate(String element) {
        LinkLimits.RATE_BPS.check(element + ": rate in bit/s", rateBps);
        LinkLimits.DELAY_PS.check(element + ": propagation delay in ps", delayPs);
        LinkLimits.LOSS_RATE.check(element + ": loss rate", lossRate);
    }
}
