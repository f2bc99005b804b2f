package org.dclab.sim.topology;

import org.dclab.model.Host;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;
import org.dclab.model.Router;
import org.dclab.model.Scenario;
import org.dclab.model.Switch;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The topologies of the papers' experiments as new scenarios (network only; add traffic to taste). Wizards,
 * examples and tests all start here, so a "leaf-spine" means the same network everywhere. Every node gets a
 * diagram position; every queue a stated size.
 */
public final class Topologies {

    static final long PS_PER_US = 1_000_000L;
    private static final int COLUMN_PX = 60;
    /**
     * How many hosts a dumbbell stacks in one column before it starts another, and how many a star puts side by side
     * before it starts another row: 130 hosts in one row or column need a zoom of 10 % to be seen whole, in blocks
     * they fill a projected screen at a zoom where their names can be read.
     */
    private static final int DUMBBELL_ROWS = 8;
    private static final int STAR_COLUMNS = 16;
    /** How wide a fabric's racks may be in single rows of hosts: about a screen at zoom 1. */
    private static final int FABRIC_WIDTH_PX = 1600;

    private Topologies() {
    }

    /**
     * Dumbbell: senders s1..sN on switch left, receivers r1..rN on switch right, one bottleneck link between
     * the switches. Every link has {@code linkDelayPs}; every port a drop-tail queue of {@code queuePackets}.
     */
    public static Scenario dumbbell(int pairs, long accessBps, long bottleneckBps, long linkDelayPs, long queuePackets) {
        return dumbbell(pairs, 0, accessBps, bottleneckBps, linkDelayPs, queuePackets);
    }

    /**
     * The dumbbell above plus, when {@code incastServers} > 0, servers srv1..srvN on switch left and a host client on
     * switch right, so an incast into client crosses the bottleneck beside the pairs' flows.
     */
    public static Scenario dumbbell(int pairs, int incastServers, long accessBps, long bottleneckBps, long linkDelayPs,
            long queuePackets) {
        int left = pairs + incastServers;
        int right = pairs + (incastServers > 0 ? 1 : 0);
        int rows = Math.min(DUMBBELL_ROWS, Math.max(left, right));
        int leftColumns = (left + rows - 1) / rows;
        int rightColumns = (right + rows - 1) / rows;
        ModelBuilder b = new ModelBuilder("dumbbell", pairs + " sender-receiver pairs sharing one bottleneck"
                + (incastServers > 0 ? ", and an incast of " + incastServers + " servers into client" : ""));
        // Senders in columns left of switch left, the first column nearest it; receivers mirrored on the right.
        int leftX = 40 + (leftColumns - 1) * COLUMN_PX + 160;
        int rightX = leftX + 200;
        Switch leftSwitch = b.switchNode("left", leftX, 60 + rows * COLUMN_PX / 2);
        Switch rightSwitch = b.switchNode("right", rightX, 60 + rows * COLUMN_PX / 2);
        for (Switch s : new Switch[] { leftSwitch, rightSwitch }) {
            s.setDefaultQueue(ModelBuilder.dropTail(queuePackets, QueueUnit.PACKETS));
        }
        b.link(leftSwitch, rightSwitch, bottleneckBps, linkDelayPs);
        for (int i = 1; i <= pairs; i++) {
            b.link(side(b, "s" + i, i - 1, leftX - 160, -1, rows), leftSwitch, accessBps, linkDelayPs);
            b.link(rightSwitch, side(b, "r" + i, i - 1, rightX + 160, 1, rows), accessBps, linkDelayPs);
        }
        if (incastServers > 0) {
            b.link(rightSwitch, side(b, "client", pairs, rightX + 160, 1, rows), accessBps, linkDelayPs);
            for (int i = 1; i <= incastServers; i++) {
                b.link(side(b, "srv" + i, pairs + i - 1, leftX - 160, -1, rows), leftSwitch, accessBps, linkDelayPs);
            }
        }
        return b.scenario();
    }

    /**
     * The {@code at}-th host on one side of a dumbbell: columns of {@code rows} hosts, the first at {@code nearestX}
     * (nearest its switch), the next ones outwards in {@code direction} (-1 left, 1 right).
     */
    private static Host side(ModelBuilder b, String name, int at, int nearestX, int direction, int rows) {
        return b.host(name, nearestX + direction * (at / rows) * COLUMN_PX, 60 + at % rows * COLUMN_PX);
    }

    /** Star: hosts h1..hN on one switch sw; the single bottleneck is the port towards whichever host receives. */
    public static Scenario star(int hosts, long linkBps, long linkDelayPs, QueueSettings switchQueue) {
        ModelBuilder b = new ModelBuilder("star", hosts + " hosts on one switch");
        Switch sw = b.switchNode("sw", 300, 60);
        sw.setDefaultQueue(switchQueue);
        for (int i = 1; i <= hosts; i++) {
            b.link(b.host("h" + i, 40 + (i - 1) % STAR_COLUMNS * COLUMN_PX, 220 + (i - 1) / STAR_COLUMNS * COLUMN_PX), sw, linkBps,
                    linkDelayPs);
        }
        return b.scenario();
    }

    /**
     * Incast star (AIPM's single bottleneck): a client and N servers srv1..srvN on one switch, 1 Gbit/s links of
     * 25 µs (100 µs base RTT), 64 KiB drop-tail ports, as in the AIPM paper. Traffic is left to the caller.
     */
    public static Scenario incastStar(int servers) {
        return incastStar(servers, 1_000_000_000L);
    }

    /** The incast star with every link at {@code linkBps} (AIPM's 10 Gbit/s variant), the rest as above. */
    public static Scenario incastStar(int servers, long linkBps) {
        ModelBuilder b = new ModelBuilder("incast-star", "a client and " + servers + " servers on one switch: " + linkBps / 1_000_000_000L
                + " Gbit/s, 64 KiB buffers, 100 µs RTT");
        int columns = Math.min(servers, STAR_COLUMNS);
        Switch sw = b.switchNode("sw", 40 + columns * COLUMN_PX / 2, 60);
        sw.setDefaultQueue(ModelBuilder.dropTail(64 * 1024, QueueUnit.BYTES));
        b.link(b.host("client", 40 + columns * COLUMN_PX / 2, 0), sw, linkBps, 25 * PS_PER_US);
        for (int i = 1; i <= servers; i++) {
            b.link(sw, b.host("srv" + i, 40 + (i - 1) % columns * COLUMN_PX, 220 + (i - 1) / columns * COLUMN_PX), linkBps, 25 * PS_PER_US);
        }
        return b.scenario();
    }

    /**
     * Single-rooted tree: a root switch, {@code aggregates} aggregation switches below it, {@code torsPerAggregate}
     * top-of-rack switches below each and {@code hostsPerTor} hosts below each rack switch.
     */
    public static Scenario singleRootedTree(int aggregates, int torsPerAggregate, int hostsPerTor, long hostBps,
            long uplinkBps, long linkDelayPs, long queuePackets) {
        ModelBuilder b = new ModelBuilder("tree", "single-rooted tree: " + aggregates + " aggregation x " + torsPerAggregate
                + " rack switches x " + hostsPerTor + " hosts");
        int width = aggregates * torsPerAggregate * hostsPerTor;
        Switch root = b.switchNode("root", width * COLUMN_PX / 2, 0);
        root.setDefaultQueue(ModelBuilder.dropTail(queuePackets, QueueUnit.PACKETS));
        int column = 0;
        for (int a = 1; a <= aggregates; a++) {
            Switch agg = b.switchNode("agg" + a, (column + torsPerAggregate * hostsPerTor / 2) * COLUMN_PX, 100);
            agg.setDefaultQueue(ModelBuilder.dropTail(queuePackets, QueueUnit.PACKETS));
            b.link(agg, root, uplinkBps, linkDelayPs);
            for (int t = 1; t <= torsPerAggregate; t++) {
                Switch tor = b.switchNode("tor" + a + "_" + t, (column + hostsPerTor / 2) * COLUMN_PX, 200);
                tor.setDefaultQueue(ModelBuilder.dropTail(queuePackets, QueueUnit.PACKETS));
                b.link(tor, agg, uplinkBps, linkDelayPs);
                for (int h = 1; h <= hostsPerTor; h++) {
                    b.link(b.host("h" + a + "_" + t + "_" + h, column++ * COLUMN_PX, 300), tor, hostBps, linkDelayPs);
                }
            }
        }
        return b.scenario();
    }

    /**
     * Leaf-spine. The AIPM paper's (pFabric's, scaled by 1/10) is {@code leafSpine(9, 16, 4, 1 Gbit/s,
     * 4 Gbit/s, 12.5 µs, 100)}: 144 hosts, and 8 link traversals give a 100 µs inter-rack RTT.
     */
    public static Scenario leafSpine(int leaves, int hostsPerLeaf, int spines, long hostBps, long uplinkBps,
            long linkDelayPs, long queuePackets) {
        ModelBuilder b = new ModelBuilder("leaf-spine", leaves + " leaves x " + hostsPerLeaf + " hosts, " + spines + " spines");
        // Each rack in one row under its leaf while all fit a screen's width; else in a block deeper than wide.
        int columns = leaves * hostsPerLeaf * COLUMN_PX <= FABRIC_WIDTH_PX ? hostsPerLeaf
                : Math.max(1, (int) Math.ceil(Math.sqrt(hostsPerLeaf / 2.0)));
        int rackPx = columns * COLUMN_PX + (columns < hostsPerLeaf ? COLUMN_PX : 0);
        Switch[] spine = new Switch[spines];
        for (int s = 0; s < spines; s++) {
            spine[s] = b.switchNode("spine" + s, (s + 1) * leaves * rackPx / (spines + 1), 0);
            spine[s].setDefaultQueue(ModelBuilder.dropTail(queuePackets, QueueUnit.PACKETS));
        }
        for (int l = 0; l < leaves; l++) {
            Switch leaf = b.switchNode("leaf" + l, l * rackPx + columns * COLUMN_PX / 2, 150);
            leaf.setDefaultQueue(ModelBuilder.dropTail(queuePackets, QueueUnit.PACKETS));
            for (Switch s : spine) {
                b.link(leaf, s, uplinkBps, linkDelayPs);
            }
            for (int h = 0; h < hostsPerLeaf; h++) {
                b.link(b.host("h" + l + "_" + h, l * rackPx + h % columns * COLUMN_PX, 300 + h / columns * COLUMN_PX), leaf, hostBps,
                        linkDelayPs);
            }
        }
        return b.scenario();
    }

    /**
     * Two datacenters joined by a WAN link, as in GEMINI's testbed: each DC has a border router, {@code switches}
     * DC switches under it and {@code serversPerSwitch} servers under each. DC links are 1 Gbit/s with 25 µs
     * delay (4 traversals: about 200 µs intra-DC RTT); the WAN link's delay makes the inter-DC RTT about 10 ms.
     * DC switches have shallow buffers (450 packets), border routers deep ones (10000 packets).
     */
    public static Scenario twoDatacenters(int switches, int serversPerSwitch) {
        ModelBuilder b = new ModelBuilder("two-dcs", "two datacenters of " + switches + " x " + serversPerSwitch
                + " servers joined by a 10 ms WAN");
        long dcBps = 1_000_000_000L;
        long dcDelayPs = 25 * PS_PER_US;
        long wanDelayPs = 5_000 * PS_PER_US - 4 * dcDelayPs;
        Router[] borders = new Router[2];
        for (int dc = 0; dc < 2; dc++) {
            String p = dc == 0 ? "a" : "b";
            int x0 = dc * (switches * serversPerSwitch + 2) * COLUMN_PX;
            borders[dc] = b.router(p + "-border", x0 + switches * serversPerSwitch * COLUMN_PX / 2, 0);
            borders[dc].setDefaultQueue(ModelBuilder.dropTail(10_000, QueueUnit.PACKETS));
            for (int s = 1; s <= switches; s++) {
                Switch sw = b.switchNode(p + "-sw" + s, x0 + ((s - 1) * serversPerSwitch + serversPerSwitch / 2) * COLUMN_PX, 120);
                sw.setDefaultQueue(ModelBuilder.dropTail(450, QueueUnit.PACKETS));
                b.link(sw, borders[dc], dcBps, dcDelayPs);
                for (int h = 1; h <= serversPerSwitch; h++) {
                    Host host = b.host(p + "-h" + s + "_" + h, x0 + ((s - 1) * serversPerSwitch + h - 1) * COLUMN_PX, 240);
                    b.link(host, sw, dcBps, dcDelayPs);
                }
            }
        }
        b.link(borders[0], borders[1], dcBps, wanDelayPs).setName("wan");
        return b.scenario();
    }

    /**
     * k-ary fat tree (Al-Fares et al., SIGCOMM 2008): k pods of k/2 edge and k/2 aggregation switches, (k/2)^2 core
     * switches, k^3/4 hosts, every link {@code linkBps} with {@code linkDelayPs}; names as the engine's benchmark
     * gives them ("core{c}", "agg{pod}_{a}", "edge{pod}_{e}", "h{pod}_{e}_{i}"), aggregation switch a of every pod
     * joined to cores a*k/2 .. a*k/2+k/2-1. Every node's ports, the hosts' too, take {@code queue}.
     */
    public static Scenario fatTree(int k, long linkBps, long linkDelayPs, QueueSettings queue) {
        if (k < 2 || k % 2 != 0) {
            throw new IllegalArgumentException("fat tree: k must be even and at least 2, got " + k);
        }
        int half = k / 2;
        ModelBuilder b = new ModelBuilder("fat-tree-" + k * k * k / 4, "k = " + k + " fat tree: " + k * k * k / 4 + " hosts, "
                + 5 * half * half + " switches");
        int podPx = half * half * COLUMN_PX;
        Switch[] core = new Switch[half * half];
        for (int c = 0; c < core.length; c++) {
            core[c] = b.switchNode("core" + c, c * k * podPx / core.length, 0);
            core[c].setDefaultQueue(EcoreUtil.copy(queue));
        }
        for (int p = 0; p < k; p++) {
            Switch[] agg = new Switch[half];
            for (int a = 0; a < half; a++) {
                agg[a] = b.switchNode("agg" + p + "_" + a, p * podPx + a * half * COLUMN_PX, 150);
                agg[a].setDefaultQueue(EcoreUtil.copy(queue));
                for (int c = 0; c < half; c++) {
                    b.link(agg[a], core[a * half + c], linkBps, linkDelayPs);
                }
            }
            for (int e = 0; e < half; e++) {
                Switch edge = b.switchNode("edge" + p + "_" + e, p * podPx + e * half * COLUMN_PX, 300);
                edge.setDefaultQueue(EcoreUtil.copy(queue));
                for (Switch a : agg) {
                    b.link(edge, a, linkBps, linkDelayPs);
                }
                for (int i = 0; i < half; i++) {
                    Host h = b.host("h" + p + "_" + e + "_" + i, p * podPx + (e * half + i) * COLUMN_PX, 450);
                    h.setDefaultQueue(EcoreUtil.copy(queue));
                    b.link(h, edge, linkBps, linkDelayPs);
                }
            }
        }
        return b.scenario();
    }
}
