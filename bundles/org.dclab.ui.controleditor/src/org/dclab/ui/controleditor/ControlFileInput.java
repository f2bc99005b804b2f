package org.dclab.ui.controleditor;

import java.nio.file.Path;

import org.dclab.ui.editor.FileInput;

/** A control's source file as the control editor's input. */
final class ControlFileInput extends FileInput {

    ControlFileInput(Path file) {
        super(file);
    }
}
