package org.dclab.cli;

import java.io.PrintWriter;
import java.util.Locale;

import org.dclab.model.Host;
import org.dclab.model.Scenario;

/**
 * The one line a large scenario prints before it is checked and built, quiet or not: a fabric of tens of thousands
 * of hosts takes seconds to validate, route and wire up, and a command that says nothing for that long looks hung.
 */
final class BuildNotice {

    /** Elements (nodes, links, applications) from which building takes a second or more. */
    static final int LARGE_ELEMENTS = 5_000;

    private BuildNotice() {
    }

    /** Prints "dclab run: building 20,000 hosts, …" when {@code scenario} is large; nothing otherwise. */
    static void print(String command, Scenario scenario, String forEach, PrintWriter err) {
        String line = of(scenario);
        if (line != null) {
            err.println("dclab " + command + ": " + line + forEach + "…");
            err.flush();
        }
    }

    /** What will be built, e.g. "building 20,000 hosts, 204 switches and 20,800 links for 20,000 applications"; null when small. */
    static String of(Scenario scenario) {
        if (scenario.getNetwork() == null) {
            return null;
        }
        int nodes = scenario.getNetwork().getNodes().size();
        int hosts = (int) scenario.getNetwork().getNodes().stream().filter(Host.class::isInstance).count();
        int links = scenario.getNetwork().getLinks().size();
        int applications = scenario.getTraffic() == null ? 0 : scenario.getTraffic().getApplications().size();
        if (nodes + links + applications < LARGE_ELEMENTS) {
            return null;
        }
        return String.format(Locale.ROOT, "building %s, %s and %s for %s", count(hosts, "host"), count(nodes - hosts, "switch"),
                count(links, "link"), count(applications, "application"));
    }

    private static String count(int n, String noun) {
        String plural = n == 1 ? noun : noun.endsWith("h") ? noun + "es" : noun + "s";
        return String.format(Locale.ROOT, "%,d %s", n, plural);
    }
}
