package org.dclab.sim.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The generated blocks of a note are replaced between their markers, and the prose around them stays as written. */
class NoteBlocksTest {

    @Test
    void aBlockIsReplacedBetweenItsMarkersAndTheProseStays() {
        String note = "# Note\nProse before.\n" + NoteBlocks.begin("f") + "\nold table\n" + NoteBlocks.end("f") + "\nProse after.\n";
        String updated = NoteBlocks.replace(note, "f", "new table\n");
        assertEquals("# Note\nProse before.\n" + NoteBlocks.begin("f") + "\nnew table\n" + NoteBlocks.end("f") + "\nProse after.\n",
                updated);
        assertEquals("new table\n", NoteBlocks.blockIn(updated, "f"));
    }

    @Test
    void aMissingBlockIsAppendedAndAVariantsBlockFollowsItsFigure() {
        String note = NoteBlocks.replace("# Note\n", "f", "table\n");
        assertEquals("# Note\n\n" + NoteBlocks.begin("f") + "\ntable\n" + NoteBlocks.end("f") + "\n", note);
        String withVariants = NoteBlocks.replace(note + "Prose.\n", NoteBlocks.variantsId("f"), "variants\n", "f");
        assertEquals("# Note\n\n" + NoteBlocks.begin("f") + "\ntable\n" + NoteBlocks.end("f") + "\n\n" + NoteBlocks.begin("f variants")
                + "\nvariants\n" + NoteBlocks.end("f variants") + "\nProse.\n", withVariants);
    }
}
