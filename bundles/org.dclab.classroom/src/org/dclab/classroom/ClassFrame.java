package org.dclab.classroom;

/**
 * One update of the class page, as JSON: what changed since the previous update, and, when some page waited for it as
 * the frame was made, the whole picture for a page that has not seen the previous ones (it just opened, or it fell
 * behind and was skipped). Both are plain text, made by whoever reads the run (the workbench's UI thread), so that the
 * server can send them to every page from a thread of its own.
 *
 * @param update what changed since the previous frame
 * @param whole  everything a page shows now; null when no page waited for it, and a page that needs it then waits for
 *               the next frame that has it
 */
public record ClassFrame(String update, String whole) {
}
