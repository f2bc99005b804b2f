package org.dclab.sim.papers;

import java.util.List;

/**
 * One of the papers DC Lab reproduces: a short key, its title and citation, the results note in {@code examples/} whose
 * tables the figures write, what our copy of its text is, and its figures in the order the note shows them.
 */
public record Paper(String key, String title, String citation, String note, String text, List<String> figures) {
}
