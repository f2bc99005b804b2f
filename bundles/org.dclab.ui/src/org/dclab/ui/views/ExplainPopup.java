package org.dclab.ui.views;

import java.util.Locale;

import org.dclab.sim.explain.Explanation;
import org.dclab.ui.present.Presentation;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Monitor;
import org.eclipse.swt.widgets.Shell;

/**
 * "Explain this": a small window next to the pointer that says which rule cut a window, dropped or marked a packet,
 * or fired a timer, and with which inputs. It opens beside the pointer where the screen has room, and closes on Esc,
 * on any click (into it or anywhere else), when it loses the focus, or when another one opens: it never stands over
 * a menu or a dialog opened after it.
 */
final class ExplainPopup {

    private static final int WIDTH_PIXELS = 460;
    /** Between the pointer and the popup's nearest corner. */
    private static final int OFFSET_PIXELS = 12;
    /** Where a workbench window keeps its open popup: one at a time, whichever chart was clicked. */
    private static final String OPEN_POPUP = ExplainPopup.class.getName();

    private final Shell shell;
    private final String body;
    /** Closes the popup on a mouse button pressed anywhere in the application. */
    private final Listener anyClick = e -> close();
    /** Closes the popup on Esc pressed anywhere in the application, and takes the key. */
    private final Listener escape = e -> {
        if (e.type == SWT.Traverse ? e.detail == SWT.TRAVERSE_ESCAPE : e.keyCode == SWT.ESC) {
            e.doit = false;
            close();
        }
    };

    private ExplainPopup(Shell parent, String title, String body) {
        this.body = body;
        // Not ON_TOP: on X that is a window the window manager does not know, which takes no keyboard focus (so no
        // Esc) and stays above everything, the file dialog of an export included.
        shell = new Shell(parent, SWT.TOOL | SWT.BORDER);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 10;
        layout.marginHeight = 8;
        shell.setLayout(layout);
        Display display = parent.getDisplay();
        // The tooltip pair of the theme: its colours are chosen to read well together, light or dark.
        shell.setBackground(display.getSystemColor(SWT.COLOR_INFO_BACKGROUND));
        shell.setForeground(display.getSystemColor(SWT.COLOR_INFO_FOREGROUND));
        label(shell, title).setFont(JFaceResources.getBannerFont());
        label(shell, body);
        label(shell, "Esc or a click closes this").setFont(JFaceResources.getFontRegistry().getItalic(JFaceResources.DEFAULT_FONT));
        // Esc closes it wherever the keyboard is: without a window manager (or before it has moved the focus) the key
        // goes to the workbench's window, not to this one, so the popup listens to the whole application for it, as it
        // does for clicks.
        shell.addListener(SWT.Traverse, escape);
        display.addFilter(SWT.KeyDown, escape);
        shell.addDisposeListener(e -> display.removeFilter(SWT.KeyDown, escape));
        // Losing the focus is how a window manager reports a click into another window or another application; the
        // click filter below covers the workbench's own windows where no window manager moves the focus.
        shell.addListener(SWT.Deactivate, e -> display.asyncExec(this::close));
        display.addFilter(SWT.MouseDown, anyClick);
        shell.addDisposeListener(e -> display.removeFilter(SWT.MouseDown, anyClick));
    }

    /** Opens an explanation near {@code displayLocation}, replacing the popup {@code parent} still shows. */
    static ExplainPopup open(Shell parent, Point displayLocation, Explanation e) {
        return open(parent, displayLocation, e.subject(), describe(e));
    }

    /** Opens a plain message, e.g. that nothing was recorded near the click. */
    static ExplainPopup open(Shell parent, Point displayLocation, String heading, String body) {
        return openTitled(parent, displayLocation, "Explain this \u2014 " + heading, body);
    }

    /**
     * Opens {@code body} under {@code title} near {@code displayLocation}, replacing the popup {@code parent} still
     * shows: for what else a click opens beside the pointer, a packet on the canvas.
     */
    static ExplainPopup openTitled(Shell parent, Point displayLocation, String title, String body) {
        if (parent.getData(OPEN_POPUP) instanceof ExplainPopup previous) {
            previous.close();
        }
        ExplainPopup popup = new ExplainPopup(parent, title, body);
        parent.setData(OPEN_POPUP, popup);
        // On the stage a popup is read from the back rows as the views beside it are.
        Presentation.scaleFonts(popup.shell);
        Point size = popup.shell.computeSize(Presentation.scale(WIDTH_PIXELS), SWT.DEFAULT);
        popup.shell.setBounds(new Rectangle(0, 0, size.x, size.y));
        popup.shell.setLocation(place(displayLocation, size, screenAt(parent.getDisplay(), displayLocation)));
        popup.shell.open();
        popup.shell.forceActive();
        popup.shell.forceFocus();
        return popup;
    }

    /**
     * Where a popup of {@code size} goes for a click at {@code pointer}: below and to the right of it, or above or to
     * the left where the screen ends there, so it neither leaves {@code screen} nor covers the point clicked, unless
     * the screen is too small for both.
     */
    static Point place(Point pointer, Point size, Rectangle screen) {
        int x = pointer.x + OFFSET_PIXELS;
        if (x + size.x > screen.x + screen.width) {
            x = pointer.x - OFFSET_PIXELS - size.x;
        }
        int y = pointer.y + OFFSET_PIXELS;
        if (y + size.y > screen.y + screen.height) {
            y = pointer.y - OFFSET_PIXELS - size.y;
        }
        x = Math.max(screen.x, Math.min(x, screen.x + screen.width - size.x));
        y = Math.max(screen.y, Math.min(y, screen.y + screen.height - size.y));
        return new Point(x, y);
    }

    /** The usable part of the monitor showing {@code point}: its client area, without panels and docks. */
    private static Rectangle screenAt(Display display, Point point) {
        for (Monitor monitor : display.getMonitors()) {
            if (monitor.getBounds().contains(point)) {
                return monitor.getClientArea();
            }
        }
        return display.getClientArea();
    }

    /** The one-line text, the time, then every input on its own line: what the popup shows below its title. */
    static String describe(Explanation e) {
        StringBuilder b = new StringBuilder();
        b.append(e.text()).append('\n');
        b.append("at t = ").append(String.format(Locale.ROOT, "%.6f", e.timePs() / 1e12)).append(" s, rule: ").append(e.rule());
        b.append('\n');
        for (Explanation.Input i : e.inputs()) {
            b.append("\n  ").append(i.formatted());
        }
        return b.toString();
    }

    /** What the popup says below its title. */
    String body() {
        return body;
    }

    boolean isOpen() {
        return !shell.isDisposed() && shell.isVisible();
    }

    void close() {
        if (!shell.isDisposed()) {
            shell.dispose();
        }
    }

    private static Label label(Composite parent, String text) {
        Label l = new Label(parent, SWT.WRAP);
        l.setText(text);
        l.setBackground(parent.getBackground());
        l.setForeground(parent.getForeground());
        l.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        return l;
    }
}
