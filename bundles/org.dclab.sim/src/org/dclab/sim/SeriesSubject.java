package org.dclab.sim;

import java.util.Objects;

/**
 * What a series is recorded of: the egress queue of a port, one flow's sender, or a whole application. Charts,
 * the workbench selection and the analytic models find series by their subject, never by reading their names.
 */
public sealed interface SeriesSubject {

    /** How legends and explanations name the subject: "s1->s2", "flow1 #0 h1->h3", "incast". */
    String label();

    /** True when the subject is of application {@code name}: its flows, or the application itself. */
    default boolean ofApplication(String name) {
        return false;
    }

    /** True for a port of node {@code name} or toward it, and for a flow from or to it. */
    default boolean touches(String node) {
        return false;
    }

    /** True for the port of {@code from} toward {@code to}, and for a flow from {@code from} to {@code to}. */
    default boolean runs(String from, String to) {
        return false;
    }

    /** The egress queue of {@code node} on the wire toward {@code peer}; the engine names it "node->peer". */
    record Port(String node, String peer) implements SeriesSubject {
        public Port {
            Objects.requireNonNull(node, "node");
            Objects.requireNonNull(peer, "peer");
        }

        @Override
        public String label() {
            return node + "->" + peer;
        }

        @Override
        public boolean touches(String name) {
            return node.equals(name) || peer.equals(name);
        }

        @Override
        public boolean runs(String from, String to) {
            return node.equals(from) && peer.equals(to);
        }
    }

    /**
     * One connection of an application, from host {@code source} to host {@code destination}; {@code connection} is
     * the engine's name of it ("#0 h1->h3").
     */
    record Flow(String application, String connection, String source, String destination) implements SeriesSubject {
        public Flow {
            Objects.requireNonNull(application, "application");
            Objects.requireNonNull(connection, "connection");
            Objects.requireNonNull(source, "source");
            Objects.requireNonNull(destination, "destination");
        }

        @Override
        public String label() {
            return application + " " + connection;
        }

        @Override
        public boolean ofApplication(String name) {
            return application.equals(name);
        }

        @Override
        public boolean touches(String name) {
            return source.equals(name) || destination.equals(name);
        }

        @Override
        public boolean runs(String from, String to) {
            return source.equals(from) && destination.equals(to);
        }
    }

    /** An application as a whole: its goodput, an incast client's connection window. */
    record Application(String name) implements SeriesSubject {
        public Application {
            Objects.requireNonNull(name, "name");
        }

        @Override
        public String label() {
            return name;
        }

        @Override
        public boolean ofApplication(String application) {
            return name.equals(application);
        }
    }
}
