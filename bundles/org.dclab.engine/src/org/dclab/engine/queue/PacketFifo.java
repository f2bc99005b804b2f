package org.dclab.engine.queue;

import java.util.Arrays;

import org.dclab.engine.packet.Packet;

/**
 * Growable ring buffer of packets with random access, so disciplines such as CHOKe can inspect and remove a
 * queued packet by position.
 */
public final class PacketFifo {
    private Packet[] items = new Packet[16];
    private int head;
    private int size;

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public void addLast(Packet p) {
        if (size == items.length) {
            grow();
        }
        items[(head + size) & (items.length - 1)] = p;
        size++;
    }

    public Packet peekFirst() {
        return size == 0 ? null : items[head];
    }

    public Packet pollFirst() {
        if (size == 0) {
            return null;
        }
        Packet p = items[head];
        items[head] = null;
        head = (head + 1) & (items.length - 1);
        size--;
        return p;
    }

    /** Packet at position {@code index} counted from the head (0 = next to leave). */
    public Packet get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " outside queue of " + size + " packets");
        }
        return items[(head + index) & (items.length - 1)];
    }

    /** Removes the packet at {@code index}, keeping the order of the others. */
    public Packet removeAt(int index) {
        Packet p = get(index);
        int mask = items.length - 1;
        for (int i = index; i < size - 1; i++) {
            items[(head + i) & mask] = items[(head + i + 1) & mask];
        }
        items[(head + size - 1) & mask] = null;
        size--;
        return p;
    }

    private void grow() {
        Packet[] bigger = new Packet[items.length * 2];
        for (int i = 0; i < size; i++) {
            bigger[i] = items[(head + i) & (items.length - 1)];
        }
        Arrays.fill(items, null);
        items = bigger;
        head = 0;
    }
}
