package org.dclab.ui.editor.parts;

import java.util.function.Consumer;

import org.dclab.ui.editor.tools.Tool;
import org.dclab.ui.editor.tools.ToolKind;
import org.eclipse.core.runtime.ListenerList;
import org.eclipse.swt.widgets.Canvas;

/**
 * Which tool the left mouse button drives on the canvas, as GEF's edit domain keeps it. The palette and the keys
 * both choose the tool here and both follow it through the listeners, so that neither needs to know of the other.
 */
public final class ActiveTool {

    private final DiagramViewer viewer;
    private final Canvas canvas;
    private final ListenerList<Consumer<ToolKind>> listeners = new ListenerList<>();
    private ToolKind kind = ToolKind.SELECT;
    private Tool tool;

    ActiveTool(DiagramViewer viewer, Canvas canvas) {
        this.viewer = viewer;
        this.canvas = canvas;
        tool = kind.create(viewer);
    }

    public ToolKind kind() {
        return kind;
    }

    /** Abandons the gesture of the tool in use and makes a new tool of {@code chosen} the one in use. */
    public void choose(ToolKind chosen) {
        if (chosen == kind) {
            return;
        }
        tool.cancel();
        kind = chosen;
        tool = chosen.create(viewer);
        canvas.setCursor(canvas.getDisplay().getSystemCursor(tool.cursor()));
        listeners.forEach(l -> l.accept(chosen));
    }

    public void addListener(Consumer<ToolKind> listener) {
        listeners.add(listener);
    }

    /** Abandons the gesture under way and returns to the selection tool. */
    public void cancelGesture() {
        tool.cancel();
        choose(ToolKind.SELECT);
    }

    /** The tool in use, which receives the mouse and paints its feedback. */
    Tool current() {
        return tool;
    }
}
