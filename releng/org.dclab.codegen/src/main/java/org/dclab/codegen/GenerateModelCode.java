package org.dclab.codegen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenPackage;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;

/**
 * Regenerates a model bundle's {@code src-gen} from its genmodel, outside Eclipse, and the item providers of its
 * edit bundle when that bundle exists.
 *
 * <p>Usage: {@code GenerateModelCode <bundle>/model/<name>.genmodel}. Fails on any error, including an attempt of
 * the generator to change a file outside {@code src-gen}.
 */
public final class GenerateModelCode {

    private static final String GENERATED_FOLDER = "src-gen";

    private GenerateModelCode() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw failure("usage: GenerateModelCode <bundle>/model/<name>.genmodel");
        }
        Path genModelFile = Path.of(args[0]).toAbsolutePath().normalize();
        if (!Files.isRegularFile(genModelFile)) {
            throw failure("no genmodel at " + genModelFile);
        }
        GenModel genModel = load(genModelFile);
        Path bundle = genModelFile.getParent().getParent();
        Path bundles = bundle.getParent();

        syncWithEcore(genModel);
        Generator generator = generatorFor(genModel);

        Path modelSources = outputFolder(genModel.getModelDirectory(), bundles);
        if (!modelSources.getParent().equals(bundle)) {
            throw failure("the genmodel writes to " + genModel.getModelDirectory() + " but lives in bundle " + bundle.getFileName());
        }
        regenerate(generator, genModel, GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE, modelSources.getParent(), List.of());

        Path editSources = outputFolder(genModel.getEditDirectory(), bundles);
        Path editBundle = editSources.getParent();
        if (Files.isDirectory(editBundle.resolve("META-INF"))) {
            // plugin.properties holds the item providers' label keys, so it is output like the code; icons are
            // written only where missing, so a drawn icon replaces a generated one for good.
            regenerate(generator, genModel, GenBaseGeneratorAdapter.EDIT_PROJECT_TYPE, editBundle,
                    List.of(editBundle.resolve("plugin.properties"), editBundle.resolve("icons")));
        }
    }

    /**
     * Deletes a bundle's {@value #GENERATED_FOLDER} and writes it anew, failing if the generator changed any file
     * of the bundle other than that folder and the listed outputs.
     */
    private static void regenerate(Generator generator, GenModel genModel, String projectType, Path bundle,
            List<Path> otherOutputs) throws IOException {
        Path sourceFolder = bundle.resolve(GENERATED_FOLDER);
        List<Path> notHandWritten = new ArrayList<>(List.of(sourceFolder, bundle.resolve("target"), bundle.resolve("bin")));
        notHandWritten.addAll(otherOutputs);
        HandWrittenFiles before = HandWrittenFiles.snapshot(bundle, notHandWritten.toArray(Path[]::new));
        deleteRecursively(sourceFolder);
        for (Path output : otherOutputs) {
            if (Files.isRegularFile(output)) {
                Files.delete(output);
            }
        }
        generate(generator, genModel, projectType);
        List<Path> touched = HandWrittenFiles.snapshot(bundle, notHandWritten.toArray(Path[]::new)).changedSince(before);
        if (!touched.isEmpty()) {
            throw failure("the generator touched files outside its output folder (restore changed ones from git, delete new ones): "
                    + touched);
        }
        System.out.println("Generated " + GENERATED_FOLDER + " of " + bundle.getFileName());
    }

    private static GenModel load(Path genModelFile) {
        Resource resource = StandaloneCodegen.newResourceSet().getResource(URI.createFileURI(genModelFile.toString()), true);
        GenModel genModel = (GenModel) resource.getContents().get(0);
        genModel.setCanGenerate(true);
        return genModel;
    }

    /**
     * Maps a genmodel output directory's workspace project onto the bundle folder of that name and returns the
     * folder the code goes to. Since that folder is deleted before each run, it must be the bundle's
     * {@value #GENERATED_FOLDER} and nothing else.
     */
    private static Path outputFolder(String directory, Path bundles) {
        URI uri = URI.createURI(directory);
        String projectName = uri.segment(0);
        String expected = "/" + projectName + "/" + GENERATED_FOLDER;
        if (!expected.equals(uri.toString())) {
            throw failure("a genmodel output directory must be " + expected + ", not " + uri);
        }
        Path bundle = bundles.resolve(projectName);
        StandaloneCodegen.mapProject(projectName, bundle);
        return bundle.resolve(GENERATED_FOLDER);
    }

    /**
     * Does what "Reload" does in the Eclipse genmodel editor: classes and features added to the .ecore get their
     * genmodel entries, removed ones lose them, and every setting already in the genmodel is kept. Saved only when
     * something changed, so an up-to-date genmodel stays byte for byte as it is.
     */
    private static void syncWithEcore(GenModel genModel) throws IOException {
        genModel.reconcile();
        genModel.initialize(genModel.getGenPackages().stream().map(GenPackage::getEcorePackage).toList());
        Diagnostic diagnostic = genModel.diagnose();
        report(diagnostic);
        if (diagnostic.getSeverity() >= Diagnostic.ERROR) {
            throw failure("the genmodel is not valid");
        }
        genModel.eResource().save(Map.of(Resource.OPTION_SAVE_ONLY_IF_CHANGED, Resource.OPTION_SAVE_ONLY_IF_CHANGED_MEMORY_BUFFER));
    }

    private static Generator generatorFor(GenModel genModel) {
        Generator generator = StandaloneCodegen.newGenerator();
        generator.setInput(genModel);
        if (!generator.canGenerate(genModel, GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE)) {
            throw failure("the generator has no adapter for the genmodel, so it would write nothing");
        }
        return generator;
    }

    private static void generate(Generator generator, GenModel genModel, String projectType) {
        Diagnostic diagnostic = generator.generate(genModel, projectType, new BasicMonitor());
        report(diagnostic);
        if (diagnostic.getSeverity() >= Diagnostic.ERROR) {
            throw failure("code generation failed");
        }
    }

    private static void deleteRecursively(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    private static void report(Diagnostic diagnostic) {
        if (diagnostic.getSeverity() != Diagnostic.OK) {
            System.err.println(diagnostic);
            diagnostic.getChildren().forEach(child -> System.err.println("  " + child.getMessage()));
        }
    }

    private static IllegalStateException failure(String message) {
        return new IllegalStateException("GenerateModelCode: " + message);
    }
}
