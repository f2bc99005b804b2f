package org.dclab.sim.papers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The generated parts of the results notes ({@code examples/*-results.md}), made from what the repository keeps of
 * each figure's campaigns ({@link PaperFiles}): the figure's block, and its variants' block once a variant has results.
 * The build compares the notes with what this makes, so a number typed into a table by hand fails it.
 */
public final class ResultsNotes {

    private ResultsNotes() {
    }

    /** The figure's block as the repository's results make it, or the block that says it has not run yet. */
    public static String figureBlock(PaperLibrary library, PaperFigure figure) throws IOException {
        Optional<FigureData> data = PaperFiles.read(PaperFiles.results(library.examples(), figure.id(), null));
        if (data.isEmpty()) {
            return NoteBlocks.notRunYet(figure);
        }
        boolean drawn = Files.isRegularFile(PaperFiles.figure(library.examples(), figure.id()));
        String png = drawn ? PaperLibrary.FOLDER + "/" + PaperFiles.FIGURES + "/" + figure.id() + ".png" : null;
        return NoteBlocks.figure(FigureReport.of(figure, data.get()), png);
    }

    /** The variants' block, or empty when no variant of the figure has results. */
    public static Optional<String> variantsBlock(PaperLibrary library, PaperFigure figure) throws IOException {
        Optional<FigureData> base = PaperFiles.read(PaperFiles.results(library.examples(), figure.id(), null));
        List<Map.Entry<Variant, FigureReport>> variants = new ArrayList<>();
        for (Variant v : figure.variants()) {
            Optional<FigureData> data = PaperFiles.read(PaperFiles.results(library.examples(), figure.id(), v));
            data.ifPresent(d -> variants.add(new AbstractMap.SimpleEntry<>(v, FigureReport.of(figure, d))));
        }
        if (base.isEmpty() || variants.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(NoteBlocks.variants(FigureReport.of(figure, base.get()), variants));
    }

    public static Path note(PaperLibrary library, PaperFigure figure) {
        return library.examples().resolve(figure.paper().note());
    }

    /** Writes the figure's blocks into its paper's note; the prose around them stays as it is. */
    public static void update(PaperLibrary library, PaperFigure figure) throws IOException {
        Path note = note(library, figure);
        String text = Files.readString(note, StandardCharsets.UTF_8);
        String updated = NoteBlocks.replace(text, figure.id(), figureBlock(library, figure));
        Optional<String> variants = variantsBlock(library, figure);
        if (variants.isPresent()) {
            updated = NoteBlocks.replace(updated, NoteBlocks.variantsId(figure.id()), variants.get(), figure.id());
        }
        if (!updated.equals(text)) {
            PaperFiles.write(note, updated);
        }
    }
}
