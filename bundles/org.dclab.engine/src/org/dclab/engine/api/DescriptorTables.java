package org.dclab.engine.api;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The docs' tables of controls and disciplines, written from their descriptors so that no table repeats what a
 * descriptor says: DC Lab's own in docs/PARAMETERS.md (its test fails when the file is not what this writes), and a
 * plug-in's in its own README the same way.
 */
public final class DescriptorTables {

    private DescriptorTables() {
    }

    /** A section for each control, then each discipline: what it is, its parameters, the rules between them. */
    public static String markdown(List<TransportType> controls, List<QueueType> disciplines) {
        StringBuilder md = new StringBuilder();
        if (!controls.isEmpty()) {
            md.append("## Congestion controls\n\n");
            controls.forEach(c -> control(md, c));
        }
        if (!disciplines.isEmpty()) {
            md.append("## Queue disciplines\n\n");
            md.append("Every discipline has the buffer: `bufferLimit`, counted in `unit` (packets or bytes).\n\n");
            disciplines.forEach(d -> discipline(md, d));
        }
        return md.toString();
    }

    private static void control(StringBuilder md, TransportType c) {
        heading(md, c);
        md.append("ECN: ").append(c.needsEcn() ? "needed" : c.ecn() ? "negotiated" : "no").append(" · receiver's echo: ")
                .append(c.echo().get().getClass().getSimpleName()).append(" · paces by its window: ").append(yes(c.pacing()))
                .append(" · keeps α: ").append(yes(c.keepsAlpha())).append("\n\n");
        parameters(md, c);
    }

    private static void discipline(StringBuilder md, QueueType d) {
        heading(md, d);
        md.append("Marks ECN: ").append(switch (d.marking()) {
            case NEVER -> "never";
            case ALWAYS -> "always";
            case WHEN_ENABLED -> "when `" + d.ecnSwitch().name() + "` is on";
        }).append("\n\n");
        parameters(md, d);
    }

    private static void heading(StringBuilder md, Descriptor<?> d) {
        md.append("### `").append(d.key()).append("`: ").append(d.label()).append("\n\n");
        if (!d.summary().isEmpty()) {
            md.append(d.summary()).append(".\n\n");
        }
    }

    private static void parameters(StringBuilder md, Descriptor<?> d) {
        if (d.parameters().isEmpty()) {
            md.append("No parameters.\n\n");
        } else {
            md.append("| name | symbol | meaning | unit | values | default | stored as |\n|---|---|---|---|---|---|---|\n");
            for (Parameter p : d.parameters()) {
                md.append("| `").append(p.name()).append("` | ").append(p.symbol()).append(" | ").append(p.meaning()).append(" | ")
                        .append(p.unit()).append(" | ").append(p.range().text()).append(" | ").append(p.format(p.defaultValue()))
                        .append(" | `").append(p.key()).append("` |\n");
            }
            md.append('\n');
        }
        if (!d.rules().isEmpty()) {
            md.append("Rules: ").append(d.rules().stream().map(r -> r.requirement() + " (" + r.severity().name().toLowerCase(Locale.ROOT)
                    + ")").collect(Collectors.joining("; "))).append(".\n\n");
        }
    }

    private static String yes(boolean b) {
        return b ? "yes" : "no";
    }
}
