package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.api.TcpLimits;
import org.junit.jupiter.api.Test;

/** The send buffer's arithmetic, by hand: what fits, what snd.una frees, and the FIN's number kept out of payload. */
class SendBufferTest {

    @Test
    void aBoundedBufferTakesWhatFitsAndFreesWhatIsAcknowledged() {
        SendBuffer b = new SendBuffer(10_000);
        assertTrue(b.bounded());
        assertEquals(10_000, b.write(15_000, 0), "only the capacity fits");
        assertEquals(0, b.write(1, 0), "full until acknowledged");
        assertEquals(4_000, b.freeBytes(4_000));
        assertEquals(4_000, b.write(5_000, 4_000), "what snd.una passed is free again");
        assertEquals(14_000, b.endSeq());
        assertEquals(14_000, b.ackedBytes(14_001), "the FIN's sequence number is not payload");
        assertEquals(6_000, b.ackedBytes(6_000));
    }

    @Test
    void anUnboundedBufferStopsOnlyAtTheLongestStream() {
        SendBuffer b = new SendBuffer(Long.MAX_VALUE);
        assertFalse(b.bounded());
        assertEquals(TcpLimits.MAX_STREAM_BYTES - 1, b.write(TcpLimits.MAX_STREAM_BYTES - 1, 0));
        assertEquals(1, b.write(5, 0), "one byte short of the stream's limit");
        assertEquals(0, b.write(5, 0));
    }

    @Test
    void closingTwiceClosesOnce() {
        SendBuffer b = new SendBuffer(Long.MAX_VALUE);
        assertFalse(b.closed());
        assertTrue(b.close());
        assertFalse(b.close());
        assertTrue(b.closed());
    }
}
