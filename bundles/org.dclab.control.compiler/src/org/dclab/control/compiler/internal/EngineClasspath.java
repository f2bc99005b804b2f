package org.dclab.control.compiler.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Path;

import org.dclab.engine.tcp.CongestionControl;
import org.eclipse.core.runtime.FileLocator;

/**
 * Where the engine's class files are, for the compiler's class path: the engine bundle's jar in the product, its
 * classes folder when the bundles run from a build. Found from where one of its classes is, which FileLocator turns
 * from OSGi's bundle URL into a file's.
 */
public final class EngineClasspath {

    private static final String PROBE = CongestionControl.class.getName().replace('.', '/') + ".class";

    private EngineClasspath() {
    }

    public static Path location() {
        try {
            return classesOf(FileLocator.resolve(CongestionControl.class.getResource("/" + PROBE)));
        } catch (IOException e) {
            throw new UncheckedIOException("the engine's class files cannot be found: " + e.getMessage(), e);
        }
    }

    /** The jar or the folder of classes that the resolved URL of the engine's class file lies in. */
    static Path classesOf(URL resolved) throws IOException {
        String url = resolved.toString();
        try {
            if (url.startsWith("jar:")) {
                return Path.of(new URL(url.substring("jar:".length(), url.indexOf("!/"))).toURI());
            }
            if (!url.startsWith("file:") || !url.endsWith(PROBE)) {
                throw new IOException(url + " is not where a class file of the engine would be");
            }
            return Path.of(new URL(url.substring(0, url.length() - PROBE.length())).toURI());
        } catch (URISyntaxException | IllegalArgumentException | FileSystemNotFoundException e) {
            throw new IOException("the engine's class files are at an address that is no file: " + url, e);
        }
    }
}
