package org.dclab.cli.api;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.jar.JarFile;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.Version;

/**
 * Name and version as the user sees them, read from the installed bundle so they cannot drift. The command line and
 * the workbench are built together, so this bundle's version is the product's.
 */
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

    /** The version with its build qualifier, as a campaign's store records which DC Lab made each run: "0.1.0.20261206". */
    public static String versionWithQualifier() {
        String qualifier = buildQualifier();
        return version() + (qualifier.isEmpty() ? "" : "." + qualifier);
    }

    /** One line for {@code --version} and the About dialog. */
    public static String versionLine() {
        String qualifier = buildQualifier();
        String build = qualifier.isEmpty() ? "" : " (build " + qualifier + ")";
        return NAME + " " + version() + build;
    }

    private static Version bundleVersion() {
        Bundle bundle = FrameworkUtil.getBundle(ProductInfo.class);
        return bundle != null ? bundle.getVersion() : jarVersion();
    }

    /**
     * The version in this bundle's jar when the command line runs on a plain class path ({@link
     * org.dclab.cli.ClasspathMain}), where no framework installed the bundle; the same manifest the framework reads.
     */
    private static Version jarVersion() {
        CodeSource source = ProductInfo.class.getProtectionDomain().getCodeSource();
        try {
            Path jar = source == null ? null : Path.of(source.getLocation().toURI());
            if (jar == null || !Files.isRegularFile(jar)) {
                return Version.emptyVersion;
            }
            try (JarFile file = new JarFile(jar.toFile())) {
                String version = file.getManifest() == null ? null
                        : file.getManifest().getMainAttributes().getValue("Bundle-Version");
                return version == null ? Version.emptyVersion : Version.parseVersion(version);
            }
        } catch (IOException | URISyntaxException | IllegalArgumentException e) {
            return Version.emptyVersion;
        }
    }
}
