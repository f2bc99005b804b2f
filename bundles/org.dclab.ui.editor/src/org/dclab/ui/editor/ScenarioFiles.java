package org.dclab.ui.editor;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Set;

import org.dclab.model.DclabPackage;
import org.dclab.model.Scenario;
import org.dclab.model.resource.DclabResourceFactory;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.xml.sax.SAXParseException;

/** Reads and writes {@code .dclab} files for the editor. */
public final class ScenarioFiles {

	/** What reading a file gave: a scenario, or a message that says what is wrong with the file. */
	public record LoadResult(Resource resource, Scenario scenario, String problem) {
		public boolean ok() {
			return scenario != null;
		}
	}

	private ScenarioFiles() {
	}

	/** Makes {@code resourceSet} read and write scenarios even where no plugin.xml is read (tests, plain JVMs). */
	public static void configure(ResourceSet resourceSet) {
		resourceSet.getPackageRegistry().put(DclabPackage.eNS_URI, DclabPackage.eINSTANCE);
		resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap()
				.put(DclabResourceFactory.FILE_EXTENSION, new DclabResourceFactory());
	}

	/**
	 * Loads the scenario in {@code file} into {@code resourceSet}. Never throws for a bad file: a broken, hostile or
	 * foreign file gives a result with a problem, which the editor shows instead of a stack trace.
	 */
	public static LoadResult load(ResourceSet resourceSet, Path file) {
		URI uri = URI.createFileURI(file.toAbsolutePath().toString());
		Resource resource = resourceSet.createResource(uri, DclabResourceFactory.FILE_EXTENSION);
		try {
			if (!Files.isRegularFile(file)) {
				return new LoadResult(resource, null, "The file " + file + " does not exist.");
			}
			resource.load(Map.of());
		} catch (IOException | RuntimeException e) {
			return new LoadResult(resource, null, describe(e));
		}
		if (!resource.getErrors().isEmpty()) {
			Resource.Diagnostic first = resource.getErrors().get(0);
			String where = first.getLine() > 0 ? " (line " + first.getLine() + ", column " + first.getColumn() + ")" : "";
			return new LoadResult(resource, null, first.getMessage() + where);
		}
		if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Scenario scenario)) {
			return new LoadResult(resource, null, "The file holds no DC Lab scenario.");
		}
		if (scenario.getNetwork() == null) {
			return new LoadResult(resource, null, "The scenario " + scenario.getName() + " has no network.");
		}
		return new LoadResult(resource, scenario, null);
	}

	/**
	 * Saves {@code resource} to {@code file} so that the file is never left half written: the bytes go to a temporary
	 * file in the same folder (same file system, so the rename cannot turn into a copy), which then replaces the file
	 * in one rename. A crash or a full disk leaves the previous version intact.
	 */
	public static void saveAtomically(Resource resource, Path file) throws IOException {
		Path target = file.toAbsolutePath();
		Path folder = target.getParent();
		Files.createDirectories(folder);
		Path temporary = Files.createTempFile(folder, "." + target.getFileName(), ".tmp");
		try {
			keepPermissions(target, temporary);
			try (OutputStream out = Files.newOutputStream(temporary)) {
				resource.save(out, Map.of());
			}
			try {
				Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
			} catch (AtomicMoveNotSupportedException e) {
				Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
			}
		} finally {
			Files.deleteIfExists(temporary);
		}
		resource.setURI(URI.createFileURI(target.toString()));
		resource.setModified(false);
	}

	/**
	 * A temporary file is created readable by its owner only; without this, the first save would silently take away
	 * the group's and others' read access to a scenario that is shared with a class.
	 */
	private static void keepPermissions(Path target, Path temporary) throws IOException {
		if (!Files.getFileStore(temporary).supportsFileAttributeView(PosixFileAttributeView.class)) {
			return;
		}
		Set<PosixFilePermission> permissions = Files.exists(target) ? Files.getPosixFilePermissions(target)
				: PosixFilePermissions.fromString("rw-r--r--");
		Files.setPosixFilePermissions(temporary, permissions);
	}

	private static String describe(Throwable e) {
		Throwable cause = e;
		while (cause.getCause() != null && cause.getCause() != cause) {
			cause = cause.getCause();
		}
		String message = cause.getMessage();
		String text = message == null || message.isBlank() ? cause.getClass().getSimpleName() : message;
		if (cause instanceof SAXParseException parse && parse.getLineNumber() > 0) {
			text += " (line " + parse.getLineNumber() + ", column " + parse.getColumnNumber() + ")";
		}
		return text;
	}
}
