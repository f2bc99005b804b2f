package org.dclab.engine.api;

import org.dclab.engine.packet.Packet;

/** The buffers every queue discipline and a switch's shared buffer accept. */
public final class QueueLimits {
    /** Buffer sizes in packets: room for one at least. The same limits hold for every discipline. */
    public static final Range.Whole PACKET_LIMIT = Range.whole(1, Integer.MAX_VALUE);
    /** Buffer sizes in bytes: room for one header at least. */
    public static final Range.Whole BYTE_LIMIT = Range.whole(Packet.HEADER_BYTES, Long.MAX_VALUE);
    /** A switch's shared buffer, in bytes, as a port's own. */
    public static final Range.Whole SHARED_BUFFER_BYTES = BYTE_LIMIT;
    /** The shared buffer's dynamic threshold factor. */
    public static final Range.Real SHARED_BUFFER_ALPHA = Range.positive();

    private QueueLimits() {
    }
}
