package org.dclab.model.validation;

import org.dclab.model.Application;
import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.QueueSettings;
import org.dclab.model.TransportSettings;
import org.dclab.model.transport.QueueDisciplines;

/**
 * The settings that apply where the model leaves a choice to defaults: a port's queue is its link end's, else its
 * node's default queue, else the model's defaults; a sender's transport is its application's, else its host's,
 * else the model's defaults. The bridge builds runs from the same answers.
 */
public final class EffectiveSettings {

    private static final QueueSettings DEFAULT_QUEUE = DclabFactory.eINSTANCE.createQueueSettings();
    private static final TransportSettings DEFAULT_TRANSPORT = DclabFactory.eINSTANCE.createTransportSettings();

    private EffectiveSettings() {
    }

    /** The egress queue of {@code from}'s port on {@code link}. */
    public static QueueSettings queue(Node from, Link link) {
        QueueSettings own = link.getSource() == from ? link.getSourceQueue() : link.getTargetQueue();
        if (own != null) {
            return own;
        }
        return from.getDefaultQueue() != null ? from.getDefaultQueue() : DEFAULT_QUEUE;
    }

    /** The transport of connections that {@code application} makes {@code sender} send with. */
    public static TransportSettings transport(Application application, Host sender) {
        if (application != null && application.getTransport() != null) {
            return application.getTransport();
        }
        return sender != null && sender.getTransport() != null ? sender.getTransport() : DEFAULT_TRANSPORT;
    }

    /** True when a queue of these settings sets CE on ECN-capable packets at some queue length. */
    public static boolean marksEcn(QueueSettings queue) {
        return QueueDisciplines.marksEcn(queue);
    }
}
