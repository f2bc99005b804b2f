package org.dclab.classroom;

import java.util.function.Supplier;

/**
 * One update of the class page, as JSON: what changed since the previous update, and the whole picture for a page that
 * has not seen the previous ones (it just opened, or it fell behind and was skipped). The whole picture is made only
 * when some page needs it, at most once per update.
 *
 * @param update what changed since the previous frame
 * @param whole  everything a page shows now
 */
public record ClassFrame(String update, Supplier<String> whole) {
}
