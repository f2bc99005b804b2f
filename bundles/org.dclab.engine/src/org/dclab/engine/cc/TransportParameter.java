package org.dclab.engine.cc;

import org.dclab.engine.core.Parameter;
import org.dclab.engine.core.Range;

/**
 * A parameter of the congestion controls, as their descriptors ({@link TransportType}) list it: the symbol the papers
 * use, what it sets, its unit and the values the control accepts (the range its {@code Params} record checks), as
 * {@link org.dclab.engine.queue.QueueParameter} does for the queue disciplines.
 */
public enum TransportParameter implements Parameter {
    DCTCP_G("g", "weight of the newest window's marked fraction in α", "", Dctcp.Params.G),
    CUBIC_C("C", "scaling constant of the cubic growth", "segments/s³", Cubic.Params.C),
    CUBIC_BETA("β", "share of the window kept at a congestion event", "", Cubic.Params.BETA),
    VEGAS_ALPHA("α", "segments queued below which the window grows (at most β)", "packets", Vegas.Params.SEGMENTS),
    VEGAS_BETA("β", "segments queued above which the window shrinks", "packets", Vegas.Params.SEGMENTS),
    VEGAS_GAMMA("γ", "segments queued at which slow start ends", "packets", Vegas.Params.SEGMENTS),
    GEMINI_CAPACITY("C", "datacenter link rate the sender assumes", "bit/s", Gemini.Params.CAPACITY_BPS),
    GEMINI_K("K", "the switches' ECN threshold", "packets", Gemini.Params.K_PACKETS),
    GEMINI_T("T", "queueing delay that signals WAN congestion", "ps", Gemini.Params.DELAY_THRESHOLD_PS),
    GEMINI_BETA("β", "share of the window cut for WAN congestion", "", Gemini.Params.BETA),
    GEMINI_H("H", "increase per round trip, in segments per bit of C × base RTT", "segments/bit", Gemini.Params.H_SCALE);

    private final Spec spec;

    TransportParameter(String symbol, String meaning, String unit, Range range) {
        this.spec = new Spec(symbol, meaning, unit, range);
    }

    @Override
    public Spec spec() {
        return spec;
    }
}
