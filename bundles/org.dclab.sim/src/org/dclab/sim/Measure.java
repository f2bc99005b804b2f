package org.dclab.sim;

import org.dclab.model.ProbeKind;

/**
 * What a series measures, in which unit, and of which kind of subject: a port's queue, a flow's sender, an
 * application. The word ends the series' name in legends and result files ("queue s1->s2 length", "incast goodput").
 */
public enum Measure {
    QUEUE_LENGTH("length", "packets", SeriesSubject.Port.class),
    QUEUE_DROPS("drops", "packets", SeriesSubject.Port.class),
    QUEUE_MARKS("marks", "packets", SeriesSubject.Port.class),
    CWND("cwnd", "bytes", SeriesSubject.Flow.class),
    SSTHRESH("ssthresh", "bytes", SeriesSubject.Flow.class),
    RTT("rtt", "ps", SeriesSubject.Flow.class),
    /** DCTCP's or GEMINI's estimate of the fraction of marked bytes. */
    ALPHA("alpha", "fraction", SeriesSubject.Flow.class),
    GOODPUT("goodput", "bit/s", SeriesSubject.Application.class),
    CON_WND("con_wnd", "connections", SeriesSubject.Application.class),
    LIVE_CONNECTIONS("live_connections", "connections", SeriesSubject.Application.class),
    AWND("awnd", "bytes", SeriesSubject.Application.class),
    LOST_CONNECTIONS("lost_connections", "connections", SeriesSubject.Application.class);

    private final String word;
    private final String unit;
    private final Class<? extends SeriesSubject> subjectType;

    Measure(String word, String unit, Class<? extends SeriesSubject> subjectType) {
        this.word = word;
        this.unit = unit;
        this.subjectType = subjectType;
    }

    /** The word a series' name ends with: "length", "cwnd", "live_connections". */
    public String word() {
        return word;
    }

    /** Unit of the values: "packets", "bytes", "ps", "fraction", "bit/s", "connections". */
    public String unit() {
        return unit;
    }

    /** The kind of subject this measure is taken of. */
    public Class<? extends SeriesSubject> subjectType() {
        return subjectType;
    }

    /** The measure a probe of {@code kind} records. */
    public static Measure of(ProbeKind kind) {
        return switch (kind) {
            case QUEUE_LENGTH -> QUEUE_LENGTH;
            case QUEUE_DROPS -> QUEUE_DROPS;
            case QUEUE_MARKS -> QUEUE_MARKS;
            case CWND -> CWND;
            case SSTHRESH -> SSTHRESH;
            case RTT -> RTT;
            case ALPHA -> ALPHA;
            case GOODPUT -> GOODPUT;
            case CON_WND -> CON_WND;
            case LIVE_CONNECTIONS -> LIVE_CONNECTIONS;
            case AWND -> AWND;
            case LOST_CONNECTIONS -> LOST_CONNECTIONS;
        };
    }
}
