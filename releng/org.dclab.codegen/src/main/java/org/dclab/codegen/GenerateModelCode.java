package org.dclab.codegen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * Regenerates a model bundle's {@code src-gen} from its genmodel, outside Eclipse.
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
        Path sourceFolder = outputFolder(genModel, bundle);

        syncWithEcore(genModel);
        Generator generator = generatorFor(genModel);

        Path[] notHandWritten = {sourceFolder, bundle.resolve("target"), bundle.resolve("bin")};
        HandWrittenFiles before = HandWrittenFiles.snapshot(bundle, notHandWritten);
        deleteRecursively(sourceFolder);
        generate(generator, genModel);
        List<Path> touched = HandWrittenFiles.snapshot(bundle, notHandWritten).changedSince(before);
        if (!touched.isEmpty()) {
            throw failure("the generator touched files outside its output folder (restore changed ones from git, delete new ones): " + touched);
        }
        System.out.println("Generated " + bundle.relativize(sourceFolder) + " of " + bundle.getFileName());
    }

    private static GenModel load(Path genModelFile) {
        Resource resource = StandaloneCodegen.newResourceSet().getResource(URI.createFileURI(genModelFile.toString()), true);
        GenModel genModel = (GenModel) resource.getContents().get(0);
        genModel.setCanGenerate(true);
        return genModel;
    }

    /**
     * Maps the genmodel's workspace project onto the bundle folder and returns the folder the code goes to. Since
     * that folder is deleted before each run, it must be the bundle's {@value #GENERATED_FOLDER} and nothing else.
     */
    private static Path outputFolder(GenModel genModel, Path bundle) {
        URI modelDirectory = URI.createURI(genModel.getModelDirectory());
        String projectName = modelDirectory.segment(0);
        if (!bundle.getFileName().toString().equals(projectName)) {
            throw failure("the genmodel writes to project " + projectName + " but lives in bundle " + bundle.getFileName());
        }
        String expected = "/" + projectName + "/" + GENERATED_FOLDER;
        if (!expected.equals(modelDirectory.toString())) {
            throw failure("the genmodel's model directory must be " + expected + ", not " + modelDirectory);
        }
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

    private static void generate(Generator generator, GenModel genModel) {
        Diagnostic diagnostic = generator.generate(genModel, GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE, new BasicMonitor());
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
