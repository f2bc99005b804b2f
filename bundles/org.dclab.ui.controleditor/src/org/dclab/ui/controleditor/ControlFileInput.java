package org.dclab.ui.controleditor;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IPersistableElement;

/** A control's source file as the editor's input: a file on disk, since the product has no workspace of resources. */
final class ControlFileInput implements IPathEditorInput {

    private final Path file;

    ControlFileInput(Path file) {
        this.file = file.toAbsolutePath().normalize();
    }

    Path file() {
        return file;
    }

    @Override
    public IPath getPath() {
        return IPath.fromPath(file);
    }

    @Override
    public boolean exists() {
        return Files.exists(file);
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
    public boolean equals(Object o) {
        return o instanceof ControlFileInput other && other.file.equals(file);
    }

    @Override
    public int hashCode() {
        return file.hashCode();
    }
}
