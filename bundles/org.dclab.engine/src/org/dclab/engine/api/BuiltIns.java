package org.dclab.engine.api;

import java.util.List;

import org.dclab.engine.cc.Bbr;
import org.dclab.engine.cc.Cubic;
import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.cc.Gemini;
import org.dclab.engine.cc.Scalable;
import org.dclab.engine.cc.Vegas;
import org.dclab.engine.queue.Choke;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.ProbabilisticMarking;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.SampledChoke;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.engine.tcp.NewReno;

/**
 * DC Lab's own congestion controls and queue disciplines, in the order menus list them. A control or discipline added
 * to DC Lab itself adds its descriptor here; one from elsewhere comes through a {@link Provider} of its own.
 */
final class BuiltIns implements Provider {

    @Override
    public List<TransportType> controls() {
        return List.of(NewReno.TYPE, NewReno.ECN_TYPE, Dctcp.TYPE, Cubic.TYPE, Vegas.TYPE, Gemini.TYPE, Bbr.TYPE, Scalable.TYPE);
    }

    @Override
    public List<QueueType> disciplines() {
        return List.of(DropTail.TYPE, ThresholdMarking.TYPE, Red.TYPE, Choke.TYPE, SampledChoke.TYPE, ProbabilisticMarking.TYPE);
    }
}
