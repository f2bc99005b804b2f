package org.dclab.ui.classroom;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The addresses the teacher may share on: this machine's IPv4 addresses on interfaces that are up, the school
 * network's first, and the loopback address last (this machine only: a test, or a teacher trying the page). The
 * system property {@code dclab.class.address} puts its address first, for a build or a teacher who always picks one.
 */
final class ClassAddresses {

    static final String PROPERTY = "dclab.class.address";

    private ClassAddresses() {
    }

    static List<InetAddress> offered() {
        List<InetAddress> network = new ArrayList<>();
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (nic.isUp() && !nic.isLoopback()) {
                    Collections.list(nic.getInetAddresses()).stream().filter(a -> a instanceof Inet4Address && !a.isLinkLocalAddress())
                            .forEach(network::add);
                }
            }
        } catch (SocketException e) {
            // No interface can be listed: the loopback address is still offered.
        }
        network.add(InetAddress.getLoopbackAddress());
        String chosen = System.getProperty(PROPERTY);
        if (chosen != null) {
            network.stream().filter(a -> a.getHostAddress().equals(chosen)).findFirst().ifPresent(a -> {
                network.remove(a);
                network.add(0, a);
            });
        }
        return network;
    }
}
