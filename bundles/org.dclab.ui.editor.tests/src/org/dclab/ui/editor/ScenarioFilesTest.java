package org.dclab.ui.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import org.dclab.model.Scenario;
import org.dclab.ui.editor.templates.ScenarioTemplate;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Saving replaces a file in one step and changes nothing about it but its contents. */
class ScenarioFilesTest {

	@TempDir
	Path folder;

	@Test
	void anAtomicSaveReplacesTheFileKeepsItsPermissionsAndLeavesNothingBehind() throws IOException {
		Path file = folder.resolve("incast.dclab");
		Files.writeString(file, "previous version");
		Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-r--"));

		ResourceSet resourceSet = new ResourceSetImpl();
		ScenarioFiles.configure(resourceSet);
		Resource resource = resourceSet.createResource(URI.createFileURI(file.toString()));
		Scenario scenario = ScenarioTemplate.INCAST_STAR.create("incast", 8);
		resource.getContents().add(scenario);
		ScenarioFiles.saveAtomically(resource, file);

		assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
		try (var files = Files.list(folder)) {
			assertEquals(List.of(file), files.toList());
		}
		ResourceSet fresh = new ResourceSetImpl();
		ScenarioFiles.configure(fresh);
		ScenarioFiles.LoadResult loaded = ScenarioFiles.load(fresh, file);
		assertTrue(loaded.ok(), loaded::problem);
		assertTrue(EcoreUtil.equals(scenario, loaded.scenario()));
	}

	@Test
	void aNewFileIsReadableByOthersLikeAnyFileTheUserCreates() throws IOException {
		Path file = folder.resolve("new.dclab");
		ResourceSet resourceSet = new ResourceSetImpl();
		ScenarioFiles.configure(resourceSet);
		Resource resource = resourceSet.createResource(URI.createFileURI(file.toString()));
		resource.getContents().add(ScenarioTemplate.EMPTY.create("fresh", 0));
		ScenarioFiles.saveAtomically(resource, file);
		assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
	}
}
