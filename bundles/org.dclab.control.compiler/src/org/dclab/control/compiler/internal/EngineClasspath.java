package org.dclab.control.compiler.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
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
            URL resolved = FileLocator.resolve(CongestionControl.class.getResource("/" + PROBE));
            String url = resolved.toString();
            if (url.startsWith("jar:")) {
                return Path.of(new URL(url.substring("jar:".length(), url.indexOf("!/"))).toURI());
            }
            String folder = url.substring(0, url.length() - PROBE.length());
            return Path.of(new URL(folder).toURI());
        } catch (IOException e) {
            throw new UncheckedIOException("the engine's class files cannot be found: " + e.getMessage(), e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the engine's class files are at an address that is no file: " + e.getMessage(), e);
        }
    }
}
