package org.dclab.sim.internal.build;

import org.dclab.engine.app.AipmIncast;
import org.dclab.engine.app.IncastStrategy;
import org.dclab.engine.app.NaiveIncast;
import org.dclab.engine.app.OsdtIncast;
import org.dclab.engine.app.OsmIncast;
import org.dclab.model.AipmIncrease;
import org.dclab.model.IncastClient;

/**
 * Which engine strategy runs each incast strategy of the model, with the model's parameters. A new instance per
 * run: a strategy keeps state (AIPM's con_wnd) across the blocks of one client.
 */
public final class IncastStrategies {

    private IncastStrategies() {
    }

    public static IncastStrategy of(IncastClient model) {
        return switch (model.getStrategy()) {
            // Persistent connections across blocks, as the classic synchronized read and the engine's benchmark.
            case NAIVE -> new NaiveIncast();
            case AIPM -> new AipmIncast(AipmIncast.Params.of(model.getCapacityBps(), model.getPropagationRttPs())
                    .withIncrease(model.getAipmIncrease() == AipmIncrease.ONE ? AipmIncast.Increase.ONE : AipmIncast.Increase.PER_WINDOW)
                    .withLostAfter(model.getAipmLostAfterCompletions()));
            case OSDT -> new OsdtIncast(envelope(model));
            case OSM -> new OsmIncast(envelope(model));
        };
    }

    /** OSDT and OSM size their schedule to the bottleneck buffer B plus C·D. */
    private static OsdtIncast.Params envelope(IncastClient model) {
        return new OsdtIncast.Params(model.getCapacityBps(), model.getPropagationRttPs(), model.getBottleneckBufferBytes());
    }
}
