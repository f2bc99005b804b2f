package org.dclab.sim.internal.trace;

/**
 * Connection names by sending end point (address and port in one long), looked up without boxing: the trace asks
 * for every packet it sees, and a boxed-key hash map was most of what tracing cost.
 */
final class FlowNames {

    private long[] keys = new long[64];
    private String[] names = new String[64];
    private int size;

    void put(long key, String name) {
        if (2 * (size + 1) > names.length) {
            grow();
        }
        int i = slot(key, keys.length);
        while (names[i] != null && keys[i] != key) {
            i = (i + 1) & (keys.length - 1);
        }
        if (names[i] == null) {
            size++;
        }
        keys[i] = key;
        names[i] = name;
    }

    /** The name stored for {@code key}, or null. */
    String get(long key) {
        for (int i = slot(key, keys.length);; i = (i + 1) & (keys.length - 1)) {
            if (names[i] == null) {
                return null;
            }
            if (keys[i] == key) {
                return names[i];
            }
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        String[] oldNames = names;
        keys = new long[oldKeys.length * 2];
        names = new String[oldNames.length * 2];
        size = 0;
        for (int i = 0; i < oldNames.length; i++) {
            if (oldNames[i] != null) {
                put(oldKeys[i], oldNames[i]);
            }
        }
    }

    /** A multiplicative mix, so end points that differ only in the port spread over the table. */
    private static int slot(long key, int length) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & (length - 1);
    }
}
