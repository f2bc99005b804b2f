package org.dclab.engine.app;

/**
 * What the offered load of generated flows counts. Papers rarely say; the two differ by the headers, 40 B per
 * segment of up to MSS bytes, about 2.7 % with a 1460-byte MSS and much more for small flows.
 */
public enum LoadBasis {
    /** Bytes on the wire: payload plus 40 B of headers per segment of MSS bytes. */
    WIRE,
    /** Application payload bytes only: the flows' sizes. */
    PAYLOAD
}
