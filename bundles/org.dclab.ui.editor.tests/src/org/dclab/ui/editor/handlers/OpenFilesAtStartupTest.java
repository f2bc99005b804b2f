package org.dclab.ui.editor.handlers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

class OpenFilesAtStartupTest {

    /** Oracle: what `./dclab a.dclab sub/B.DCLAB` passes on, with whatever else Equinox leaves in the arguments. */
    @Test
    void scenarioFilesAreTheDclabArgumentsMadeAbsolute() {
        Path here = Path.of("").toAbsolutePath();
        assertEquals(List.of(here.resolve("a.dclab"), here.resolve("sub/B.DCLAB"), Path.of("/tmp/c.dclab")),
                OpenFilesAtStartup.scenarioFiles(new String[] { "a.dclab", "-showlocation", "sub/./B.DCLAB", "/tmp/c.dclab",
                        "notes.txt" }));
    }
}
