package org.dclab.cli;

import java.io.IOException;
import java.io.PrintWriter;

import org.dclab.sim.papers.Paper;
import org.dclab.sim.papers.PaperFigure;
import org.dclab.sim.papers.PaperLibrary;
import org.dclab.sim.papers.Variant;

/** {@code dclab paper --list}: each paper, then each figure with where it stands, its committed verdicts and variants. */
final class PaperListing {

    private PaperListing() {
    }

    static void print(PaperLibrary library, PrintWriter out) throws IOException {
        int width = library.figures().stream().mapToInt(f -> f.id().length()).max().orElse(10);
        for (Paper paper : library.papers()) {
            out.println(paper.citation() + ": " + paper.title() + " (" + paper.note() + ")");
            for (PaperFigure f : library.figures()) {
                if (f.paper() != paper) {
                    continue;
                }
                out.printf("  %-" + width + "s  %-32s  %s%n", f.id(), f.where(), PaperCommand.committedVerdicts(library, f));
                if (!f.variants().isEmpty()) {
                    out.printf("  %-" + width + "s  %-32s  variants: %s%n", "", "", String.join(", ", f.variants().stream().map(
                            Variant::name)
                            .toList()));
                }
            }
        }
        out.flush();
    }
}
