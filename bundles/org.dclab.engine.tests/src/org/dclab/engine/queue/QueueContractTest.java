package org.dclab.engine.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.dclab.engine.api.QueueType;
import org.dclab.engine.api.Registry;
import org.dclab.engine.core.Event;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One contract for every queue discipline: packets leave in arrival order (less the ones dropped), the backlog never
 * exceeds the buffer, and the counters agree with what listeners saw, those told of drops and marks only included. The
 * workload offers 5 flows, mixed ECT and Not-ECT, at about 1.5 times the 1 Gbit/s drain rate in random bursts (mean
 * size 770 B), with idle gaps, for 20 ms.
 */
class QueueContractTest {
    private static final int LIMIT_PACKETS = 100;

    static Stream<Arguments> disciplines() {
        RedParams red = RedParams.of(LIMIT_PACKETS, 10, 40);
        // Each as its factory makes it, then every registered one at its defaults, so that a new one joins the suite.
        return Stream.concat(Stream.of(
                Arguments.of("drop-tail", DropTail.packets(LIMIT_PACKETS)),
                Arguments.of("threshold marking", ThresholdMarking.packets(LIMIT_PACKETS, 20)),
                Arguments.of("red ecn gentle", Red.factory(red)),
                Arguments.of("red drop byte-mode hard", Red.factory(red.withEcn(false).withByteMode(true, 1000).withHardDrop(true))),
                Arguments.of("choke", Choke.factory(red)),
                Arguments.of("sampled choke drop", SampledChoke.factory(red)),
                Arguments.of("sampled choke mark", SampledChoke.factory(red, 7, SampledChoke.MatchAction.MARK)),
                Arguments.of("shared buffer", new SharedBuffer(LIMIT_PACKETS * 1500L, 4).queue(DropTail.packets(LIMIT_PACKETS)))),
                Registry.disciplines().stream().map(type -> Arguments.of(type.key() + " as described", type.queues(type.defaults(),
                        new QueueType.Size(LIMIT_PACKETS, false)))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("disciplines")
    void fifoBoundedAndCounted(String name, QueueFactory factory) {
        Simulator sim = new Simulator(7);
        QueueDiscipline q = factory.create();
        q.attach(new QueueContext(sim, name, 1_000_000_000L));
        List<Packet> accepted = new ArrayList<>();
        List<Packet> departed = new ArrayList<>();
        List<Packet> victims = new ArrayList<>();
        long[] counts = new long[4];
        q.addListener(new QueueListener() {
            @Override
            public void onEnqueue(long nowPs, QueueDiscipline queue, Packet p) {
                accepted.add(p);
                counts[0]++;
            }

            @Override
            public void onDrop(long nowPs, QueueDiscipline queue, Packet p, DropReason reason) {
                counts[1]++;
                if (reason == DropReason.VICTIM) {
                    victims.add(p);
                }
            }

            @Override
            public void onMark(long nowPs, QueueDiscipline queue, Packet p) {
                counts[2]++;
            }
        });
        DropsAndMarksOnly verdicts = new DropsAndMarksOnly();
        q.addListener(verdicts);
        SplittableRandom rnd = new SplittableRandom(3);
        long[] maxBacklog = { 0 };
        int[] seq = { 0 };
        Event arrivals = new Event() {
            @Override
            protected void fire() {
                int burst = 1 + rnd.nextInt(8);
                for (int i = 0; i < burst; i++) {
                    int flow = rnd.nextInt(5);
                    int size = 40 + rnd.nextInt(1461);
                    Packet p = new Packet(flow, 9, flow + 1, 80, flow, seq[0]++, 0, 0, size - Packet.HEADER_BYTES, 0,
                            flow % 2 == 0 ? Ecn.ECT0 : Ecn.NOT_ECT, sim.nowPs());
                    boolean queued = q.enqueue(p);
                    assertEquals(queued, !accepted.isEmpty() && accepted.get(accepted.size() - 1) == p, "return value matches listener");
                    maxBacklog[0] = Math.max(maxBacklog[0], q.lengthPackets());
                }
                if (seq[0] % 10 < burst) {
                    assertWaiting(q, accepted, departed, victims);
                }
                long gapPs = rnd.nextInt(50) == 0 ? 200_000_000L : (long) (burst * 770 * 8_000 / 1.5 * (0.5 + rnd.nextDouble()));
                if (sim.nowPs() < 20_000_000_000L) {
                    sim.scheduleAfter(this, gapPs);
                }
            }
        };
        Event service = new Event() {
            @Override
            protected void fire() {
                Packet p = q.dequeue();
                long next = 1_000_000L;
                if (p != null) {
                    departed.add(p);
                    next = p.sizeBytes() * 8_000L;
                }
                if (sim.nowPs() < 25_000_000_000L) {
                    sim.scheduleAfter(this, next);
                }
            }
        };
        sim.schedule(arrivals, 0);
        sim.schedule(service, 0);
        sim.run();
        while (q.dequeue() != null) {
            fail();
        }
        List<Packet> expected = new ArrayList<>(accepted);
        expected.removeAll(victims);
        assertEquals(expected, departed, "FIFO order of the packets not dropped");
        assertTrue(maxBacklog[0] <= LIMIT_PACKETS, "backlog " + maxBacklog[0]);
        assertEquals(counts[1], q.dropCount(), "drop counter");
        assertEquals(counts[2], q.markCount(), "mark counter");
        assertEquals(q.dropCount(), verdicts.drops, "a listener of drops and marks only is told of every drop");
        assertEquals(q.markCount(), verdicts.marks, "and of every mark");
        assertEquals(seq[0], counts[0] + counts[1] - victims.size(), "every offer is either queued or dropped");
        assertEquals(0, q.lengthBytes());
        assertTrue(counts[1] > 0, "the workload overloads the queue");
    }

    /**
     * What an inspector reads of the queue: packet by packet from the head, exactly those accepted and neither departed
     * nor dropped as victims, in arrival order, their sizes adding up to the queue's length in bytes.
     */
    private static void assertWaiting(QueueDiscipline q, List<Packet> accepted, List<Packet> departed, List<Packet> victims) {
        java.util.Set<Packet> gone = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        gone.addAll(departed);
        gone.addAll(victims);
        List<Packet> waiting = accepted.stream().filter(p -> !gone.contains(p)).toList();
        List<Packet> read = new ArrayList<>();
        long bytes = 0;
        for (int i = 0; i < q.lengthPackets(); i++) {
            read.add(q.queued(i));
            bytes += q.queued(i).sizeBytes();
        }
        assertEquals(waiting, read, "the queued packets, head first");
        assertEquals(q.lengthBytes(), bytes, "their bytes");
    }

    /** Counts drops and marks, and is never to be told of a packet merely queued or sent. */
    private static final class DropsAndMarksOnly implements QueueListener {
        long drops;
        long marks;

        @Override
        public boolean wantsPackets() {
            return false;
        }

        @Override
        public boolean wantsDropsAndMarks() {
            return true;
        }

        @Override
        public void onEnqueue(long nowPs, QueueDiscipline queue, Packet p) {
            throw new AssertionError("told of an arrival");
        }

        @Override
        public void onDequeue(long nowPs, QueueDiscipline queue, Packet p) {
            throw new AssertionError("told of a departure");
        }

        @Override
        public void onDrop(long nowPs, QueueDiscipline queue, Packet p, DropReason reason) {
            drops++;
        }

        @Override
        public void onMark(long nowPs, QueueDiscipline queue, Packet p) {
            marks++;
        }
    }

    private static void fail() {
        throw new AssertionError("queue not empty after the drain");
    }
}
