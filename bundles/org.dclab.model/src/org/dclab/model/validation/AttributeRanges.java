package org.dclab.model.validation;

import static java.util.Map.entry;
import static org.dclab.model.DclabPackage.Literals.*;

import java.util.Map;

import org.dclab.engine.api.ApplicationLimits;
import org.dclab.engine.api.LinkLimits;
import org.dclab.engine.api.QueueLimits;
import org.dclab.engine.api.Range;
import org.dclab.engine.api.TcpLimits;
import org.dclab.engine.api.TimeLimits;
import org.dclab.model.QueueSettings;
import org.dclab.model.resource.ScenarioFormat;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

/**
 * The range of every number in a scenario, each taken from the engine class that refuses values outside it: what
 * validates is what the engine runs, and a range the engine changes changes here with it. A few are narrower than
 * the engine's because the model means less; none is wider. The buffer's size depends on its unit and is checked by
 * {@link QueueRules}; {@link #of} is null for it. A control's or a discipline's parameters are no attributes: their
 * descriptors give their ranges ({@link ParameterRules}).
 */
public final class AttributeRanges {

    /** Diagram positions and the seed mean nothing to the engine's arithmetic: any value of their type runs. */
    private static final Range ANY_INT = Range.whole(Integer.MIN_VALUE, Integer.MAX_VALUE);
    private static final Range ANY_LONG = Range.whole(Long.MIN_VALUE, Long.MAX_VALUE);
    /** Counts of runs and servers: any positive int. */
    private static final Range COUNT = Range.whole(1, Integer.MAX_VALUE);

    private static final Map<EAttribute, Range> RANGES = Map.ofEntries(

            entry(SCENARIO__SCHEMA_VERSION, Range.whole(ScenarioFormat.CURRENT_VERSION, ScenarioFormat.CURRENT_VERSION)),
            entry(SCENARIO__SEED, ANY_LONG),
            entry(SCENARIO__DURATION_PS, TimeLimits.POSITIVE_SPAN_PS),
            entry(NODE__X, ANY_INT),
            entry(NODE__Y, ANY_INT),
            entry(LINK__RATE_BPS, LinkLimits.RATE_BPS),
            // A link without delay runs, but a cable always has one: the model asks for a picosecond at least.
            entry(LINK__DELAY_PS, Range.whole(1, LinkLimits.DELAY_PS.max())),
            entry(LINK__LOSS_RATE, LinkLimits.LOSS_RATE),
            entry(TRANSPORT_SETTINGS__MSS_BYTES, TcpLimits.MSS_BYTES),
            entry(TRANSPORT_SETTINGS__INITIAL_WINDOW_SEGMENTS, TcpLimits.INITIAL_WINDOW_SEGMENTS),
            entry(TRANSPORT_SETTINGS__MIN_RTO_PS, TcpLimits.TIMER_PS),
            entry(TRANSPORT_SETTINGS__DELAYED_ACK_TIMEOUT_PS, TcpLimits.TIMER_PS),
            entry(TRANSPORT_SETTINGS__RECEIVE_BUFFER_BYTES, TcpLimits.RECEIVE_BUFFER_BYTES),
            entry(SHARED_BUFFER__BUFFER_BYTES, QueueLimits.SHARED_BUFFER_BYTES),
            entry(SHARED_BUFFER__ALPHA, QueueLimits.SHARED_BUFFER_ALPHA),
            entry(APPLICATION__START_PS, TimeLimits.SPAN_PS),
            // 0 is a flow without end.
            entry(LONG_FLOW__SIZE_BYTES, Range.whole(0, ApplicationLimits.FLOW_BYTES.max())),
            entry(SHORT_FLOW_MIX__MIN_SIZE_BYTES, ApplicationLimits.FLOW_BYTES),
            entry(SHORT_FLOW_MIX__MAX_SIZE_BYTES, ApplicationLimits.FLOW_BYTES),
            entry(SHORT_FLOW_MIX__LOAD, ApplicationLimits.LOAD),
            entry(SHORT_FLOW_MIX__STOP_PS, TimeLimits.SPAN_PS),
            entry(POISSON_BACKGROUND__LOAD, ApplicationLimits.LOAD),
            // 0 caps nothing.
            entry(POISSON_BACKGROUND__SIZE_CAP_BYTES, Range.whole(0, ApplicationLimits.FLOW_BYTES.max())),
            entry(POISSON_BACKGROUND__STOP_PS, TimeLimits.SPAN_PS),
            entry(CBR_SOURCE__RATE_BPS, TimeLimits.RATE_BPS),
            entry(CBR_SOURCE__CHUNK_BYTES, ApplicationLimits.FLOW_BYTES),
            entry(CBR_SOURCE__STOP_PS, TimeLimits.SPAN_PS),
            // 0 is every listed server; how many are listed is the traffic rules' to compare.
            entry(INCAST_CLIENT__SERVER_COUNT, Range.whole(0, Integer.MAX_VALUE)),
            entry(INCAST_CLIENT__SRU_BYTES, ApplicationLimits.SRU_BYTES),
            // 0 sends sruBytes per server instead.
            entry(INCAST_CLIENT__BLOCK_BYTES, Range.whole(0, ApplicationLimits.BLOCK_BYTES.max())),
            entry(INCAST_CLIENT__BLOCKS, ApplicationLimits.BLOCKS),
            entry(INCAST_CLIENT__REQUEST_DELAY_PS, ApplicationLimits.REQUEST_DELAY_PS),
            entry(INCAST_CLIENT__CAPACITY_BPS, ApplicationLimits.SCHEDULE_CAPACITY_BPS),
            entry(INCAST_CLIENT__PROPAGATION_RTT_PS, ApplicationLimits.SCHEDULE_RTT_PS),
            entry(INCAST_CLIENT__BOTTLENECK_BUFFER_BYTES, ApplicationLimits.SCHEDULE_BUFFER_BYTES),
            entry(INCAST_CLIENT__AIPM_LOST_AFTER_COMPLETIONS, ApplicationLimits.AIPM_LOST_AFTER_COMPLETIONS),
            entry(EXPERIMENT__REPETITIONS, COUNT),
            entry(PROBE__PERIOD_PS, TimeLimits.POSITIVE_SPAN_PS));

    private AttributeRanges() {
    }

    /** The unit a value of {@code attribute} is written in, with a leading space, or "" for a pure number: the ending of its name. */
    static String unitOf(EAttribute attribute) {
        return RangeRules.unit(attribute.getName());
    }

    /** The range of {@code attribute}, or null when a rule that knows its context checks it (a queue's sizes). */
    public static Range of(EAttribute attribute) {
        return RANGES.get(attribute);
    }

    /**
     * Why {@code value} cannot be {@code attribute}'s value, in words ("must be 1 to 8000000000000 bit/s"), or null
     * when it can: what validation reports and what a cell that edits the attribute refuses.
     */
    public static String outOfRange(EAttribute attribute, Object value) {
        Range range = of(attribute);
        return range == null || RangeRules.contains(range, value) ? null
                : "must be " + range.text() + unitOf(attribute);
    }

    /**
     * As {@link #outOfRange(EAttribute, Object)} for the attribute of {@code owner}, including the queue's buffer, whose
     * range depends on the queue's unit ("must be 1 to 250 packets"): what a Properties cell refuses, nested or not. Its
     * thresholds are its discipline's parameters, whose cells ask the descriptor ({@link ParameterRules#refusal}).
     */
    public static String outOfRange(EObject owner, EAttribute attribute, Object value) {
        if (owner instanceof QueueSettings queue && attribute == QueueRules.BUFFER) {
            Range.Whole range = QueueRules.bufferRange(queue);
            return RangeRules.contains(range, value) ? null : "must be " + range.text() + " " + QueueRules.unit(queue);
        }
        return outOfRange(attribute, value);
    }

    /** The attributes with a range: every number of the model but the buffer's size. */
    public static java.util.Set<EAttribute> ranged() {
        return RANGES.keySet();
    }
}
