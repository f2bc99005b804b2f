package org.dclab.engine.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.SampledChoke;
import org.dclab.engine.queue.ThresholdMarking;
import org.junit.jupiter.api.Test;

/** What the registered disciplines' descriptors say of marking, parameters and rules, and the queues they make. */
class QueueTypeTest {

    private static final QueueType.Size PACKETS_100 = new QueueType.Size(100, false);

    @Test
    void aDisciplineMarksAsItsDescriptorSays() {
        for (QueueType type : Registry.disciplines()) {
            ParameterValues v = type.defaults();
            switch (type.marking()) {
                case NEVER -> assertFalse(type.marks(v), type.key());
                case ALWAYS -> assertTrue(type.marks(v), type.key());
                case WHEN_ENABLED -> {
                    assertTrue(type.marks(v.with(type.ecnSwitch(), true)), type.key());
                    assertFalse(type.marks(v.with(type.ecnSwitch(), false)), type.key());
                }
            }
        }
        assertFalse(DropTail.TYPE.marks(DropTail.TYPE.defaults()));
    }

    /** Each queue a descriptor makes is its discipline, with the buffer and thresholds it was given. */
    @Test
    void theQueuesMadeHaveTheGivenLevels() {
        QueueDiscipline k = ThresholdMarking.TYPE.queues(ThresholdMarking.TYPE.defaults().with(ThresholdMarking.K, 20L), PACKETS_100)
                .create();
        assertEquals(100, k.limit());
        assertEquals(20, k.level(ThresholdMarking.K));
        ParameterValues red = Red.TYPE.defaults().with(Red.MIN_TH, 30L).with(Red.MAX_TH, 60L);
        QueueDiscipline r = Red.TYPE.queues(red, PACKETS_100).create();
        assertEquals(30, r.level(Red.MIN_TH));
        assertEquals(60, r.level(Red.MAX_TH));
        assertEquals(Double.NaN, r.level(ThresholdMarking.K));
        // In bytes RED counts packets of 1500 B: 150 000 B is a limit of 100 packets, 45 000 B a threshold of 30.
        QueueDiscipline bytes = Red.TYPE.queues(red.with(Red.MIN_TH, 45_000L).with(Red.MAX_TH, 90_000L), new QueueType.Size(150_000, true))
                .create();
        assertEquals(100, bytes.limit());
        assertEquals(30, bytes.level(Red.MIN_TH));
    }

    /** The inspector's figures come from the discipline: CHOKe's draws follow RED's average, in that order. */
    @Test
    void aQueueStatesWhatItDecidesBy() {
        QueueDiscipline q = SampledChoke.TYPE.queues(SampledChoke.TYPE.defaults().with(SampledChoke.SAMPLES, 7L), PACKETS_100).create();
        List<String> names = q.state().stream().map(QueueDiscipline.Figure::name).toList();
        assertEquals(List.of("limit", "min_th", "max_th", "average queue", "draws", "matches"), names);
        assertEquals(7, q.state().get(4).value());
    }

    @Test
    void theRulesNameTheBufferInItsUnit() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ThresholdMarking.TYPE.queues(ThresholdMarking.TYPE.defaults().with(ThresholdMarking.K, 150L), PACKETS_100));
        assertEquals("threshold-marking: marking threshold K = 150 packets lies outside the buffer of 100 packets; choose K between 1 "
                + "and bufferLimit, or enlarge the buffer", e.getMessage());
        ParameterValues hardDropWithoutEcn = Red.TYPE.defaults().with(Red.MARK_ECN, false).with(Red.HARD_DROP, true);
        assertEquals(List.of("hardDrop is set but the queue drops without markEcn anyway, so it changes nothing; remove it or turn on "
                + "markEcn"), Red.TYPE.problems(hardDropWithoutEcn, PACKETS_100, Rule.Severity.WARNING));
        assertEquals(List.of(), Red.TYPE.problems(Red.TYPE.defaults(), PACKETS_100, Rule.Severity.WARNING));
    }

    @Test
    void anUnknownKeyIsRefusedWithTheChoices() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Registry.discipline("pie"));
        // DC Lab's own first, in the order menus list them; one added later comes after them.
        assertTrue(e.getMessage().startsWith("queue: unknown discipline 'pie'; choose one of [drop-tail, threshold-marking, red, choke, "
                + "sampled-choke"), e.getMessage());
    }
}
