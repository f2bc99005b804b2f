package org.dclab.ui.editor.tools;

import org.dclab.model.DclabPackage.Literals;
import org.dclab.ui.editor.parts.DiagramViewer;
import org.eclipse.emf.ecore.EClass;

/** The palette's tools, each with the key that picks it while the canvas has focus. */
public enum ToolKind {

    SELECT("Select", 'v', null, "Select, move (drag), rubber-band select; Shift or Ctrl adds to the selection"),
    HOST("Host", 'h', Literals.HOST, "Click to place a host"),
    SWITCH("Switch", 's', Literals.SWITCH, "Click to place a switch"),
    ROUTER("Router", 'r', Literals.ROUTER, "Click to place a router"),
    LINK("Link", 'l', null, "Drag from one node to another, or click both, to connect them");

    private final String label;
    private final char key;
    private final EClass nodeKind;
    private final String description;

    ToolKind(String label, char key, EClass nodeKind, String description) {
        this.label = label;
        this.key = key;
        this.nodeKind = nodeKind;
        this.description = description;
    }

    public String label() {
        return label;
    }

    public char key() {
        return key;
    }

    /** The kind of node this tool places, or null for the select and link tools. */
    public EClass nodeKind() {
        return nodeKind;
    }

    public String description() {
        return description + " (" + Character.toUpperCase(key) + ")";
    }

    public static ToolKind forKey(char key) {
        for (ToolKind kind : values()) {
            if (kind.key == Character.toLowerCase(key)) {
                return kind;
            }
        }
        return null;
    }

    public Tool create(DiagramViewer viewer) {
        return switch (this) {
            case SELECT -> new SelectionTool(viewer);
            case LINK -> new CreateLinkTool(viewer);
            default -> new CreateNodeTool(viewer, nodeKind);
        };
    }
}
