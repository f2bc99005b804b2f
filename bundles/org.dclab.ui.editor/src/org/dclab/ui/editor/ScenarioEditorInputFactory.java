package org.dclab.ui.editor;

import java.nio.file.Path;

import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.ui.IElementFactory;
import org.eclipse.ui.IMemento;

/** Reopens the editors of the previous session from their file paths. */
public final class ScenarioEditorInputFactory implements IElementFactory {

    public static final String ID = "org.dclab.ui.editor.inputFactory";

    @Override
    public IAdaptable createElement(IMemento memento) {
        String path = memento.getString(ScenarioEditorInput.PATH_KEY);
        return path == null ? null : new ScenarioEditorInput(Path.of(path));
    }
}
