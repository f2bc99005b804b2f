package org.dclab.classroom.internal;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Map;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.namespace.BundleNamespace;
import org.osgi.framework.wiring.BundleWire;
import org.osgi.framework.wiring.BundleWiring;

/**
 * Everything the class page is made of, read into memory once when the server starts: the page, its script and
 * style from this bundle's {@code web/} folder, and uPlot with its licence from its WebJar. A request names one of
 * these by its name and gets it, or nothing: no path of a request ever reaches a file system or a bundle's entries,
 * so no path, however it is written, can read anything else.
 */
public final class PageResources {

    /** One thing to serve. */
    public record Resource(String contentType, byte[] bytes) {
    }

    private static final String UPLOT = "org.webjars.npm.uplot";
    private final Map<String, Resource> byName;

    private PageResources(Map<String, Resource> byName) {
        this.byName = byName;
    }

    /** The page's resources, by the names the page asks for them. */
    public static PageResources load() throws IOException {
        Bundle own = FrameworkUtil.getBundle(PageResources.class);
        Bundle uplot = required(own, UPLOT);
        String dist = "META-INF/resources/webjars/uplot/" + version(uplot) + "/";
        return new PageResources(Map.of(//
                "", read(own, "web/index.html", "text/html;charset=utf-8"), //
                "class.js", read(own, "web/class.js", "text/javascript;charset=utf-8"), //
                "class.css", read(own, "web/class.css", "text/css;charset=utf-8"), //
                "uPlot.iife.min.js", read(uplot, dist + "dist/uPlot.iife.min.js", "text/javascript;charset=utf-8"), //
                "uPlot.min.css", read(uplot, dist + "dist/uPlot.min.css", "text/css;charset=utf-8"), //
                "uPlot-LICENSE.txt", read(uplot, dist + "LICENSE", "text/plain;charset=utf-8")));
    }

    /** The resource called {@code name}, or null. */
    public Resource get(String name) {
        return byName.get(name);
    }

    /** The bundle {@code name} that {@code bundle} requires, as wired: the one its manifest asked for. */
    private static Bundle required(Bundle bundle, String name) throws IOException {
        BundleWiring wiring = bundle.adapt(BundleWiring.class);
        if (wiring != null) {
            for (BundleWire wire : wiring.getRequiredWires(BundleNamespace.BUNDLE_NAMESPACE)) {
                if (name.equals(wire.getProvider().getSymbolicName())) {
                    return wire.getProvider().getBundle();
                }
            }
        }
        throw new IOException("the class page's bundle is not wired to " + name);
    }

    private static String version(Bundle bundle) {
        org.osgi.framework.Version v = bundle.getVersion();
        return v.getMajor() + "." + v.getMinor() + "." + v.getMicro();
    }

    private static Resource read(Bundle bundle, String entry, String contentType) throws IOException {
        URL url = bundle.getEntry(entry);
        if (url == null) {
            throw new IOException(bundle.getSymbolicName() + " has no " + entry);
        }
        try (InputStream in = url.openStream()) {
            return new Resource(contentType, in.readAllBytes());
        }
    }
}
