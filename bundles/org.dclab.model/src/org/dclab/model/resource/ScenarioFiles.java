package org.dclab.model.resource;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.dclab.model.DclabPackage;
import org.dclab.model.Scenario;
import org.dclab.model.internal.resource.LoadProblems;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Reads and writes {@code .dclab} files outside a workbench: the command line, the bridge and tests. Each call uses
 * a fresh resource set that knows the model and the {@code .dclab} resource, so nothing depends on plugin.xml.
 */
public final class ScenarioFiles {

    /**
     * The largest scenario a file or a bundle entry may hold. A generated fabric of 100,000 hosts is about 40 MiB; the
     * cap keeps a wrong file name or a compressed bomb from filling the memory before the parser can object.
     */
    public static final int MAX_FILE_BYTES = 128 << 20;

    private ScenarioFiles() {
    }

    public static ResourceSet newResourceSet() {
        return configure(new ResourceSetImpl());
    }

    /**
     * Makes {@code resourceSet} read and write scenarios, whatever the files' extension, without plugin.xml: for a
     * resource set someone else creates, such as an editing domain's.
     */
    public static <R extends ResourceSet> R configure(R resourceSet) {
        resourceSet.getPackageRegistry().put(DclabPackage.eNS_URI, DclabPackage.eINSTANCE);
        resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap()
                .put(DclabResourceFactory.FILE_EXTENSION, new DclabResourceFactory());
        resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap()
                .put(Resource.Factory.Registry.DEFAULT_EXTENSION, new DclabResourceFactory());
        return resourceSet;
    }

    /** Loads the scenario in {@code file}, or fails with a message that names the file, the place and the fix. */
    public static Scenario load(Path file) throws ScenarioFileException {
        return load(newResourceSet(), file);
    }

    /**
     * Loads the scenario in {@code file} into {@code resourceSet} (see {@link #configure}), so that an editor's
     * editing domain holds it; fails like {@link #load(Path)}. Nothing but {@code file} is read: a reference to
     * another file or a URL is refused, not followed.
     */
    public static Scenario load(ResourceSet resourceSet, Path file) throws ScenarioFileException {
        String label = file.toString();
        byte[] bytes = LoadProblems.readChecked(file, label, MAX_FILE_BYTES);
        return parse(resourceSet, URI.createFileURI(file.toAbsolutePath().toString()), bytes, label);
    }

    /**
     * Reads a scenario from {@code content}, such as a run bundle's entry, naming it {@code label} in messages; fails
     * like {@link #load(Path)}.
     */
    public static Scenario read(byte[] content, String label) throws ScenarioFileException {
        LoadProblems.checkContent(content, label, MAX_FILE_BYTES);
        return parse(newResourceSet(), URI.createHierarchicalURI("dclab-content", null, null, new String[] { "scenario.dclab" },
                null, null), content, label);
    }

    private static Scenario parse(ResourceSet resourceSet, URI uri, byte[] bytes, String label) throws ScenarioFileException {
        Resource resource = resourceSet.createResource(uri);
        try {
            resource.load(new java.io.ByteArrayInputStream(bytes), null);
        } catch (IOException | RuntimeException e) {
            throw new ScenarioFileException(LoadProblems.describe(label, bytes, resource, e), e);
        }
        Scenario scenario = LoadProblems.scenarioOf(label, resource);
        LoadProblems.checkSelfContained(label, resource);
        return scenario;
    }

    /** Writes {@code scenario} to {@code out} as {@link #save} writes it to a file, e.g. into an archive's entry. */
    public static void write(Scenario scenario, OutputStream out) throws IOException {
        Resource resource = newResourceSet().createResource(URI.createURI("scenario." + DclabResourceFactory.FILE_EXTENSION));
        resource.getContents().add(EcoreUtil.copy(scenario));
        resource.save(out, null);
    }

    /** Saves {@code scenario} to {@code file} atomically: readers see the old file or the new one, never a part. */
    public static void save(Scenario scenario, Path file) throws IOException {
        Path absolute = file.toAbsolutePath();
        Files.createDirectories(absolute.getParent());
        Resource resource = newResourceSet().createResource(URI.createFileURI(absolute.toString()));
        // A copy, so that saving never moves the scenario out of the resource an editor holds it in.
        resource.getContents().add(EcoreUtil.copy(scenario));
        resource.save(null);
    }
}
