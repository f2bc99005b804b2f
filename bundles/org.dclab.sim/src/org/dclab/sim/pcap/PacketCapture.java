package org.dclab.sim.pcap;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.Node;
import org.dclab.engine.net.Port;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.QueueListener;

/**
 * Taps engine ports and writes what they transmit to a pcap file. A packet is written when it leaves the queue
 * to start onto the wire, so a CE mark set by the queue is in the capture and a dropped packet is not, as with
 * a capture on a real link.
 */
public final class PacketCapture implements QueueListener, Closeable {

    private final PcapWriter writer;

    private PacketCapture(PcapWriter writer) {
        this.writer = writer;
    }

    /** Captures at {@code target}: a host (both directions of its link) or a port named "from->to". */
    public static PacketCapture open(Network net, String target, Path file) throws IOException {
        return open(ports(net, target), file);
    }

    /** Captures at the engine ports named, e.g. both directions of one link. */
    public static PacketCapture open(Network net, List<String> portNames, Path file) throws IOException {
        List<Port> ports = new ArrayList<>();
        portNames.forEach(name -> ports.addAll(ports(net, name)));
        return open(ports, file);
    }

    /** Throws IllegalArgumentException unless {@code target} names a host or an engine port of {@code net}. */
    public static void checkTarget(Network net, String target) {
        ports(net, target);
    }

    private static PacketCapture open(List<Port> ports, Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        PacketCapture capture = new PacketCapture(new PcapWriter(Files.newOutputStream(file)));
        for (Port port : ports) {
            port.queue().addListener(capture);
        }
        return capture;
    }

    @Override
    public void onDequeue(long nowPs, QueueDiscipline queue, Packet p) {
        try {
            writer.write(nowPs, p);
        } catch (IOException e) {
            throw new UncheckedIOException("pcap: cannot write the capture", e);
        }
    }

    @Override
    public void close() throws IOException {
        writer.close();
    }

    private static List<Port> ports(Network net, String target) {
        Port port = net.ports().get(target);
        if (port != null) {
            return List.of(port);
        }
        for (Node node : net.nodes()) {
            if (node.name().equals(target) && node instanceof Host host) {
                Port nic = host.nic();
                return List.of(nic, net.port(nic.peer().name(), host.name()));
            }
        }
        List<String> examples = new ArrayList<>(net.ports().keySet()).subList(0, Math.min(4, net.ports().size()));
        throw new IllegalArgumentException("--pcap " + target + ": no link, host or port of that name; name a link of the "
                + "scenario, a host such as " + net.hosts().get(0).name() + " or a port such as " + String.join(", ", examples));
    }
}
