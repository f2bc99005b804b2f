import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

import org.eclipse.osgi.container.Module;
import org.eclipse.osgi.container.ModuleRevision;
import org.eclipse.osgi.report.resolution.ResolutionReport;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;
import org.osgi.framework.wiring.BundleRevision;
import org.osgi.framework.wiring.BundleWire;
import org.osgi.framework.wiring.BundleWiring;
import org.osgi.framework.wiring.FrameworkWiring;

/**
 * Resolves an unpacked DC Lab product in OSGi as it starts on its own platform, here on any machine: the Equinox
 * framework the product ships, told the product's os, ws and arch, installs every bundle its configuration lists
 * (simpleconfigurator's bundles.info) and resolves them. That is what a Windows or macOS product does first when a
 * student starts it, and what cannot be run here otherwise. It passes when every bundle resolves and the platform's
 * SWT fragment is attached to SWT; it prints each bundle that does not resolve, with the framework's reason. Run with
 * {@code java -cp PRODUCT/plugins/org.eclipse.osgi_*.jar ResolveProduct.java PRODUCT OS WS ARCH STORAGE_DIR}.
 */
public final class ResolveProduct {

    public static void main(String[] args) throws Exception {
        Path product = Path.of(args[0]);
        String os = args[1];
        String ws = args[2];
        String arch = args[3];
        String swtFragment = "org.eclipse.swt." + ws + "." + os + "." + arch;
        Framework framework = ServiceLoader.load(FrameworkFactory.class).iterator().next().newFramework(Map.of(
                "org.osgi.framework.storage", args[4], "org.osgi.framework.storage.clean", "onFirstInit",
                "osgi.os", os, "osgi.ws", ws, "osgi.arch", arch, "osgi.nl", "en_US",
                // What native code clauses (JNA's) are matched against: Equinox's canonical names for the os.name and
                // os.arch of a JVM there (every "Windows …" becomes win32, "Mac OS X" MacOSX, amd64 x86-64).
                "org.osgi.framework.os.name", osName(os), "org.osgi.framework.processor",
                arch.equals("x86_64") ? "x86-64" : arch));
        framework.init();
        try {
            List<Bundle> bundles = install(framework.getBundleContext(), product);
            framework.adapt(FrameworkWiring.class).resolveBundles(bundles);
            List<String> problems = new ArrayList<>();
            for (Bundle bundle : bundles) {
                if (bundle.getState() == Bundle.INSTALLED) {
                    problems.add(bundle.getSymbolicName() + " " + bundle.getVersion() + " is not resolved: " + reason(bundle));
                }
            }
            String attached = attachment(bundles, swtFragment);
            if (attached == null) {
                problems.add("the SWT fragment " + swtFragment + " is not attached to org.eclipse.swt");
            }
            if (!problems.isEmpty()) {
                problems.forEach(problem -> System.err.println("ResolveProduct: " + problem));
                System.exit(1);
            }
            System.out.println(bundles.size() + " bundles resolved for " + os + "/" + ws + "/" + arch + "; " + attached);
        } finally {
            framework.stop();
            framework.waitForStop(10_000);
        }
    }

    private static List<Bundle> install(BundleContext context, Path product) throws IOException, BundleException {
        Path list = product.resolve("configuration/org.eclipse.equinox.simpleconfigurator/bundles.info");
        List<Bundle> bundles = new ArrayList<>();
        for (String line : Files.readAllLines(list)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            // symbolic name, version, location relative to the product, start level, started
            String[] fields = line.split(",");
            if (fields[0].equals("org.eclipse.osgi")) {
                continue; // the framework itself
            }
            Path location = product.resolve(fields[2]);
            if (!Files.exists(location)) {
                throw new IOException(list + " lists " + fields[2] + ", which the product does not hold");
            }
            bundles.add(context.installBundle("reference:" + location.toUri()));
        }
        return bundles;
    }

    private static String reason(Bundle bundle) {
        Module module = bundle.adapt(Module.class);
        ModuleRevision revision = module.getCurrentRevision();
        ResolutionReport report = module.getContainer().resolve(List.of(module), false);
        String message = report.getResolutionReportMessage(revision).strip().replaceAll("\\s+", " ");
        // A native code requirement lists every path and platform of the bundle: the start says which one it is.
        return message.length() <= 400 ? message : message.substring(0, 400) + "…";
    }

    /** How the platform's SWT fragment hangs on SWT, or null if it does not. */
    private static String attachment(List<Bundle> bundles, String swtFragment) {
        for (Bundle bundle : bundles) {
            BundleWiring wiring = bundle.adapt(BundleWiring.class);
            if (!bundle.getSymbolicName().equals(swtFragment) || wiring == null) {
                continue;
            }
            for (BundleWire wire : wiring.getRequiredWires(BundleRevision.HOST_NAMESPACE)) {
                if (wire.getProvider().getSymbolicName().equals("org.eclipse.swt")) {
                    return swtFragment + " " + bundle.getVersion() + " attached to org.eclipse.swt "
                            + wire.getProvider().getVersion();
                }
            }
        }
        return null;
    }

    private static String osName(String os) {
        return switch (os) {
        case "win32" -> "win32";
        case "macosx" -> "MacOSX";
        default -> "Linux";
        };
    }
}
