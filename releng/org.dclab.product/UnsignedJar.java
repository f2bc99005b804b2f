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
 * line's class path (see ./dclab). A class from a signed jar costs the JVM a check of the signature and of the
 * class's digest when it loads, and class-data sharing leaves such classes out of its archive; the command line
 * runs the product's own code from a folder the product build wrote, so it gains nothing from the check. Run with
 * {@code java UnsignedJar.java DIR JAR...}; unsigned jars are not copied.
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
