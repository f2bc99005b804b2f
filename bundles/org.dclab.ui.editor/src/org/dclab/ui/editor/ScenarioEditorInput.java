package org.dclab.ui.editor;

import java.nio.file.Path;

import org.eclipse.ui.IMemento;
import org.eclipse.ui.IPersistableElement;

/** A scenario file on the file system, which the workbench reopens in the next session. */
public final class ScenarioEditorInput extends FileInput implements IPersistableElement {

    static final String PATH_KEY = "path";

    public ScenarioEditorInput(Path file) {
        super(file);
    }

    @Override
    public IPersistableElement getPersistable() {
        return this;
    }

    @Override
    public String getFactoryId() {
        return ScenarioEditorInputFactory.ID;
    }

    @Override
    public void saveState(IMemento memento) {
        memento.putString(PATH_KEY, file().toString());
    }
}
