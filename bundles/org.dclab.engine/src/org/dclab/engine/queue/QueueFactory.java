package org.dclab.engine.queue;

/**
 * Makes one queue per egress port, so a single link specification can configure many ports. Every discipline is
 * chosen through a typed static factory:
 * <pre>{@code
 * DropTail.packets(250)                                  DropTail.bytes(375_000)
 * ThresholdMarking.packets(250, 65)                      ThresholdMarking.bytes(375_000, 97_500)   // DCTCP AQM
 * Red.factory(RedParams.of(250, 30, 100).withMaxP(0.1))  // RED with ECN; withEcn(false), withGentle, withByteMode, withHardDrop
 * Choke.factory(RedParams.of(250, 30, 100))
 * SampledChoke.factory(params)                           SampledChoke.factory(params, 7, SampledChoke.MatchAction.MARK)
 * sharedBuffer.queue(ThresholdMarking.packets(450, 50))  // one SharedBuffer per switch, on each of its links
 * }</pre>
 */
@FunctionalInterface
public interface QueueFactory {
    QueueDiscipline create();
}
