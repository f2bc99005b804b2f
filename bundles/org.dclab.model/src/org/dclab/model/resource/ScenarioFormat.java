package org.dclab.model.resource;

/**
 * The version of the {@code .dclab} file format this release reads and writes. Every saved scenario carries it in
 * its {@code schemaVersion} attribute; it grows with every incompatible change of the model.
 *
 * <p>History: 1 had the network only; 2 added traffic, experiments, shared buffers and congestion-control
 * parameters; 3 names a transport's congestion control and a queue's discipline by the key of the engine's descriptor
 * and keeps their parameters by the descriptors' names (a file of version 2 is migrated as it is read).
 */
public final class ScenarioFormat {

    public static final int CURRENT_VERSION = 3;

    /** The oldest version this release reads, migrating it: a file without a version is taken to be of this one. */
    public static final int OLDEST_READ_VERSION = 2;

    private ScenarioFormat() {
    }

    /** Why a file of {@code version} cannot be read by this release, or null when it can. */
    public static String incompatibility(int version) {
        if (version >= OLDEST_READ_VERSION && version <= CURRENT_VERSION) {
            return null;
        }
        if (version < OLDEST_READ_VERSION) {
            return "written in scenario format version " + version + " by an older DC Lab; this release reads versions "
                    + OLDEST_READ_VERSION + " to " + CURRENT_VERSION + ". Recreate the scenario, or set schemaVersion=\"" + CURRENT_VERSION
                    + "\" after checking it against the model's change history";
        }
        return "written in scenario format version " + version + " by a newer DC Lab; this release reads versions "
                + OLDEST_READ_VERSION + " to " + CURRENT_VERSION + ". Open it with that newer release";
    }
}
