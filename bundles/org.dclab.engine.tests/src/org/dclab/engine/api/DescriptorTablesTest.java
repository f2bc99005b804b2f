package org.dclab.engine.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * docs/PARAMETERS.md is what the descriptors of DC Lab's own controls and disciplines say, written by
 * {@link DescriptorTables}. When it differs, the file as it should be is left in target/generated-docs/ to copy over.
 */
class DescriptorTablesTest {

    static final String HEADER = """
            # Parameters of the congestion controls and queue disciplines

            Written from their descriptors (`org.dclab.engine.api`) by `DescriptorTables`; do not edit: when a descriptor
            changes, `DescriptorTablesTest` fails and leaves this file as it should be in
            `bundles/org.dclab.engine.tests/target/generated-docs/`. A parameter is written in a scenario by its key (the
            last column) and set by its name (`--set h1.transport.g=0.125`) or by its key
            (`--set h1.transport.gemini.beta=0.3`); a time, rate or size takes a unit (`5ms`, `1Gbps`, `64KiB`). What each
            algorithm computes is in [ALGORITHMS.md](ALGORITHMS.md).

            """;

    @Test
    void theDocsTablesAreTheDescriptors() throws Exception {
        BuiltIns own = new BuiltIns();
        String expected = HEADER + DescriptorTables.markdown(own.controls(), own.disciplines());
        Path docs = repository().resolve("docs").resolve("PARAMETERS.md");
        Path generated = Path.of("target", "generated-docs", "PARAMETERS.md").toAbsolutePath();
        Files.createDirectories(generated.getParent());
        Files.writeString(generated, expected);
        assertEquals(expected, Files.exists(docs) ? Files.readString(docs) : "", docs + " differs from " + generated);
    }

    /** Oracle, by hand: DCTCP's row says everything its descriptor does, and RED's rules are listed in words. */
    @Test
    void aRowSaysWhatTheDescriptorSays() {
        String md = DescriptorTables.markdown(java.util.List.of(org.dclab.engine.cc.Dctcp.TYPE), java.util.List.of(
                org.dclab.engine.queue.Red.TYPE));
        assertTrue(md.contains("ECN: needed · receiver's echo: DctcpEcnEcho · paces by its window: no · keeps α: yes"), md);
        assertTrue(md.contains(
                "| `g` | g | weight of the newest window's marked fraction in α |  | above 0 and at most 1 | 0.0625 | `dctcp.g` |"),
                md);
        assertTrue(md.contains("Rules: min_th below max_th (error); max_th within the buffer (error);"), md);
    }

    private static Path repository() {
        Path dir = Path.of("").toAbsolutePath();
        while (!Files.isDirectory(dir.resolve("docs"))) {
            dir = dir.getParent();
        }
        return dir;
    }
}
