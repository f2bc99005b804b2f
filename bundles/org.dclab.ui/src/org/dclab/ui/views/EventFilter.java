package org.dclab.ui.views;

import java.util.Locale;

/**
 * What the event list keeps: node and flow by a case-insensitive part of their name, kind exactly (null = any).
 * Pending engine events have no node or flow, so a node or flow filter hides them.
 */
record EventFilter(String node, String flow, String kind) {

    static final EventFilter ALL = new EventFilter("", "", null);

    boolean keeps(EventRow row) {
        return (kind == null || kind.equals(row.kind())) && contains(row.node(), node) && contains(row.flow(), flow);
    }

    private static boolean contains(String value, String part) {
        return part.isEmpty() || value.toLowerCase(Locale.ROOT).contains(part.toLowerCase(Locale.ROOT));
    }
}
