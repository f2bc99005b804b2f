import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * Copies the signed ones of the given jars into a folder without their signature files, for the headless command
 * line's class path (see ./dclab): class-data sharing leaves classes from signed jars out of its archive, and the
 * JVM would check each class's digest against the signature as it loads. The command line runs the jars from the
 * folder the product build wrote, so the check bought nothing there; the workbench keeps the signed originals. Run
 * with {@code java UnsignedJar.java DIR JAR...}; unsigned jars are not copied, a copy appears whole or not at all.
 */
public final class UnsignedJar {

    private static final Pattern SIGNATURE = Pattern.compile("META-INF/[^/]+\\.(SF|RSA|DSA|EC)",
            Pattern.CASE_INSENSITIVE);

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        Files.createDirectories(dir);
        for (int i = 1; i < args.length; i++) {
            copyIfSigned(Path.of(args[i]), dir.resolve(Path.of(args[i]).getFileName()));
        }
    }

    private static void copyIfSigned(Path jar, Path copy) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            if (zip.stream().noneMatch(UnsignedJar::isSignature)) {
                return;
            }
            Path partial = copy.resolveSibling(copy.getFileName() + ".part");
            try (OutputStream file = Files.newOutputStream(partial); ZipOutputStream out = new ZipOutputStream(file)) {
                for (Enumeration<? extends ZipEntry> entries = zip.entries(); entries.hasMoreElements();) {
                    ZipEntry entry = entries.nextElement();
                    if (isSignature(entry)) {
                        continue;
                    }
                    out.putNextEntry(new ZipEntry(entry.getName()));
                    try (InputStream in = zip.getInputStream(entry)) {
                        in.transferTo(out);
                    }
                    out.closeEntry();
                }
            }
            Files.move(partial, copy, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static boolean isSignature(ZipEntry entry) {
        return SIGNATURE.matcher(entry.getName()).matches();
    }
}
