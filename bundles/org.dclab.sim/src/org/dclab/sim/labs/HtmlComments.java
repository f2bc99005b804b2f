package org.dclab.sim.labs;

import java.util.regex.Pattern;

/**
 * A sheet's markdown as its readers see it: without HTML comments, which GitHub and every markdown renderer hide and
 * which the sheets use for what only the product reads (the generated numbers' markers, the list of their runs). A
 * line that held nothing but a comment goes with it.
 */
public final class HtmlComments {

    private static final Pattern WHOLE_LINES = Pattern.compile("(?m)^[ \\t]*<!--(?:(?!-->).)*-->[ \\t]*(\\n|\\z)", Pattern.DOTALL);

    private static final Pattern INLINE = Pattern.compile("<!--.*?-->", Pattern.DOTALL);

    private HtmlComments() {
    }

    public static String strip(String markdown) {
        if (!markdown.contains("<!--")) {
            return markdown;
        }
        return INLINE.matcher(WHOLE_LINES.matcher(markdown).replaceAll("")).replaceAll("");
    }
}
