package org.dclab.ui.editor;

import java.nio.file.Path;

import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IPersistableElement;

/**
 * A file on disk as an editor's input. The product has no workspace of resources (no org.eclipse.ui.ide, whose
 * FileStoreEditorInput would serve), so its editors open files by path: a scenario, a student's control. Two inputs
 * naming the same file are equal, so a file opened twice, from a menu and from the Labs view, shows the editor
 * already open.
 */
public abstract class FileInput implements IPathEditorInput {

    private final Path file;

    protected FileInput(Path file) {
        this.file = file.toAbsolutePath().normalize();
    }

    public final Path file() {
        return file;
    }

    @Override
    public final IPath getPath() {
        return IPath.fromPath(file);
    }

    @Override
    public final boolean exists() {
        return file.toFile().isFile();
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return ImageDescriptor.getMissingImageDescriptor();
    }

    @Override
    public final String getName() {
        return file.getFileName().toString();
    }

    /** None unless a subclass can be restored in the next session. */
    @Override
    public IPersistableElement getPersistable() {
        return null;
    }

    @Override
    public final String getToolTipText() {
        return file.toString();
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return null;
    }

    @Override
    public final boolean equals(Object other) {
        return other instanceof IPathEditorInput input && input.getPath() != null
                && input.getPath().toPath().toAbsolutePath().normalize().equals(file);
    }

    @Override
    public final int hashCode() {
        return file.hashCode();
    }
}
