package org.dclab.ui.labs;

import java.nio.file.Path;

import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IPersistableElement;

/**
 * A scenario file by path, for whichever editor the registry gives {@code .dclab} files: the topology editor takes any
 * path input, so this bundle opens files without depending on the editor's bundle. Not persisted: the editor
 * replaces it by its own input, which is.
 */
final class ScenarioPathInput implements IPathEditorInput {

    private final Path file;

    ScenarioPathInput(Path file) {
        this.file = file.toAbsolutePath().normalize();
    }

    @Override
    public IPath getPath() {
        return IPath.fromOSString(file.toString());
    }

    @Override
    public boolean exists() {
        return file.toFile().isFile();
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return ImageDescriptor.getMissingImageDescriptor();
    }

    @Override
    public String getName() {
        return file.getFileName().toString();
    }

    @Override
    public IPersistableElement getPersistable() {
        return null;
    }

    @Override
    public String getToolTipText() {
        return file.toString();
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return null;
    }

    @Override
    public boolean equals(Object other) {
        // Equal to any input of the same file, the editor's own included, so the workbench finds an open editor.
        return other instanceof IPathEditorInput input && input.getPath() != null
                && input.getPath().toPath().toAbsolutePath().normalize().equals(file);
    }

    @Override
    public int hashCode() {
        return file.hashCode();
    }
}
