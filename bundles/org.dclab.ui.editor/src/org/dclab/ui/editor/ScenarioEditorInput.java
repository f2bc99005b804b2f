package org.dclab.ui.editor;

import java.nio.file.Path;

import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IMemento;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IPersistableElement;

/**
 * A scenario file on the file system. The RCP product has no workspace (no org.eclipse.ui.ide), so files are
 * opened by path; two inputs for the same file are equal, so opening a file twice shows the editor already open.
 */
public final class ScenarioEditorInput implements IPathEditorInput, IPersistableElement {

    static final String PATH_KEY = "path";

    private final Path file;

    public ScenarioEditorInput(Path file) {
        this.file = file.toAbsolutePath().normalize();
    }

    public Path file() {
        return file;
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
        return this;
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
    public String getFactoryId() {
        return ScenarioEditorInputFactory.ID;
    }

    @Override
    public void saveState(IMemento memento) {
        memento.putString(PATH_KEY, file.toString());
    }

    @Override
    public boolean equals(Object other) {
        // Any input naming the same file is this one, so a file opened from the Labs view is not opened twice.
        return other instanceof IPathEditorInput input && input.getPath() != null
                && input.getPath().toPath().toAbsolutePath().normalize().equals(file);
    }

    @Override
    public int hashCode() {
        return file.hashCode();
    }
}
