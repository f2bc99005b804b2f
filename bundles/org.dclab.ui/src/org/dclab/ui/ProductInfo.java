package org.dclab.ui;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.Version;

/** Name and version as the user sees them, read from the installed bundle so they cannot drift. */
public final class ProductInfo {

    public static final String NAME = "DC Lab";

    private ProductInfo() {
    }

    /** Major.minor.micro of the running product, e.g. {@code 0.1.0}. */
    public static String version() {
        Version v = bundleVersion();
        return v.getMajor() + "." + v.getMinor() + "." + v.getMicro();
    }

    /** The build qualifier (a timestamp for snapshot builds), or an empty string. */
    public static String buildQualifier() {
        return bundleVersion().getQualifier();
    }

    /** One line for {@code --version} and the About dialog. */
    public static String versionLine() {
        String qualifier = buildQualifier();
        String build = qualifier.isEmpty() ? "" : " (build " + qualifier + ")";
        return NAME + " " + version() + build;
    }

    private static Version bundleVersion() {
        Bundle bundle = FrameworkUtil.getBundle(ProductInfo.class);
        return bundle == null ? Version.emptyVersion : bundle.getVersion();
    }
}
