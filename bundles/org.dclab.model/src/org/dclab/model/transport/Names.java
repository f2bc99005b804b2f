package org.dclab.model.transport;

import java.util.List;

/** Lists of literals as a sentence names them. */
final class Names {

    private Names() {
    }

    /** "A", "A and B", "A, B and C" (with {@code conjunction} "and"). */
    static String sentence(List<String> names, String conjunction) {
        return names.size() <= 1 ? String.join("", names)
                : String.join(", ", names.subList(0, names.size() - 1)) + " " + conjunction + " " + names.get(names.size() - 1);
    }
}
