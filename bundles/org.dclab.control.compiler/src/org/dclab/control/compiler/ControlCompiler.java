package org.dclab.control.compiler;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;

import org.dclab.control.compiler.internal.EngineClasspath;
import org.eclipse.jdt.core.compiler.batch.BatchCompiler;

/**
 * Compiles a control's Java source in memory with the Eclipse compiler for Java (ecj), against the engine's class files:
 * through javax.tools, as ecj offers itself ({@code META-INF/services/javax.tools.JavaCompiler}), so the errors come
 * with their lines and the class files stay in memory.
 */
public final class ControlCompiler {

    /** Where ecj's classes are, its javax.tools compiler among them. */
    private static final String ECJ_PACKAGE = "org.eclipse.jdt.";

    private final List<Path> classpath;

    /** A compiler whose sources see the classes of {@code classpath} and the JDK's. */
    public ControlCompiler(List<Path> classpath) {
        this.classpath = List.copyOf(classpath);
    }

    /** A compiler whose sources see the engine's classes and the JDK's. */
    public static ControlCompiler againstEngine() {
        return new ControlCompiler(List.of(EngineClasspath.location()));
    }

    /** Compiles {@code source}, the file {@code className}.java. */
    public Compilation compile(String className, String source) {
        JavaCompiler ecj = eclipseCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Map<String, ByteArrayOutputStream> output = new LinkedHashMap<>();
        StandardJavaFileManager standard = ecj.getStandardFileManager(diagnostics, Locale.ENGLISH, null);
        JavaFileManager inMemory = new ForwardingJavaFileManager<>(standard) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String name, JavaFileObject.Kind kind, FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("memory:///" + name.replace('.', '/') + kind.extension), kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return output.computeIfAbsent(name.replace('/', '.'), n -> new ByteArrayOutputStream());
                    }
                };
            }
        };
        String path = classpath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
        // Warnings are left out: a student's control that compiles should run, not wait for tidying.
        List<String> options = List.of("-17", "-g", "-proc:none", "-nowarn", "-encoding", "UTF-8", "-classpath", path);
        StringWriter messages = new StringWriter();
        boolean ok;
        try (inMemory) {
            // Closed after each compile: the file manager holds the engine's jar open.
            ok = compileFile(className, source, task -> ecj.getTask(messages, inMemory, diagnostics, options, null,
                    standard.getJavaFileObjects(task)).call());
        } catch (IOException e) {
            throw new UncheckedIOException("the compiler's files of " + className + ".java cannot be closed: " + e.getMessage(), e);
        }
        List<CompileProblem> problems = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                problems.add(new CompileProblem((int) Math.max(1, d.getLineNumber()), (int) d.getStartPosition(),
                        d.getEndPosition() < 0 ? -1 : (int) d.getEndPosition() + 1, d.getMessage(Locale.ENGLISH)));
            }
        }
        if (!ok && problems.isEmpty()) {
            problems.add(new CompileProblem(1, -1, -1, "the compiler stopped: " + messages.toString().strip()));
        }
        problems.sort(Comparator.comparingInt(CompileProblem::line));
        Map<String, byte[]> classes = new LinkedHashMap<>();
        if (problems.isEmpty()) {
            output.forEach((name, bytes) -> classes.put(name, bytes.toByteArray()));
        }
        return new Compilation(className, className + ".java", problems, classes);
    }

    /**
     * Runs {@code compile} on a copy of {@code source} in a folder of its own: ecj's javax.tools reads its sources from
     * files, whatever JavaFileObject it is given.
     */
    private static boolean compileFile(String className, String source,
            Predicate<Path> compile) {
        try {
            Path folder = Files.createTempDirectory("dclab-control");
            Path file = folder.resolve(className + ".java");
            try {
                Files.writeString(file, source);
                return compile.test(file);
            } finally {
                Files.deleteIfExists(file);
                Files.deleteIfExists(folder);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("no room to compile " + className + ".java: " + e.getMessage(), e);
        }
    }

    /**
     * Ecj's javax.tools compiler. In the framework its bundle's loader sees only ecj's; on the command line's plain class
     * path the same loader sees the JDK's javac too (listed first, and it refuses ecj's options), so the provider is
     * picked by its package.
     */
    private static JavaCompiler eclipseCompiler() {
        return ServiceLoader.load(JavaCompiler.class, BatchCompiler.class.getClassLoader()).stream()
                .filter(p -> p.type().getName().startsWith(ECJ_PACKAGE)).findFirst().map(ServiceLoader.Provider::get)
                .orElseThrow(() -> new IllegalStateException("the Eclipse compiler for Java is not installed"));
    }
}
