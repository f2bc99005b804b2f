package org.dclab.ui.robot;

import java.util.function.Predicate;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.Structure;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.NativeLongByReference;
import com.sun.jna.ptr.PointerByReference;

/**
 * The X server's XTEST extension, called through JNA: it makes pointer motion, button and key events that the server
 * delivers exactly as it delivers those of a mouse and a keyboard. One connection, used from the robot's thread only.
 */
final class XTest {

    /** The few Xlib calls needed: a connection, and keysyms turned into the keycodes of the server's keyboard map. */
    private interface Xlib extends Library {
        Pointer XOpenDisplay(String name);

        int XSync(Pointer display, boolean discard);

        byte XKeysymToKeycode(Pointer display, NativeLong keysym);

        NativeLong XStringToKeysym(String name);

        NativeLong XkbKeycodeToKeysym(Pointer display, byte keycode, int group, int level);

        int XGetInputFocus(Pointer display, NativeLongByReference focus, IntByReference revertTo);

        int XQueryTree(Pointer display, NativeLong window, NativeLongByReference root, NativeLongByReference parent,
                PointerByReference children, IntByReference count);

        int XFetchName(Pointer display, NativeLong window, PointerByReference name);

        int XFree(Pointer data);

        NativeLong XDefaultRootWindow(Pointer display);

        int XGetWindowAttributes(Pointer display, NativeLong window, WindowAttributes attributes);

        int XRaiseWindow(Pointer display, NativeLong window);

        int XSetInputFocus(Pointer display, NativeLong window, int revertTo, NativeLong time);
    }

    /** Xlib's XWindowAttributes, field for field; only {@code map_state} is read. */
    @Structure.FieldOrder({ "x", "y", "width", "height", "border_width", "depth", "visual", "root", "c_class", "bit_gravity",
            "win_gravity", "backing_store", "backing_planes", "backing_pixel", "save_under", "colormap", "map_installed",
            "map_state", "all_event_masks", "your_event_mask", "do_not_propagate_mask", "override_redirect", "screen" })
    public static final class WindowAttributes extends Structure {
        public int x, y, width, height, border_width, depth;
        public Pointer visual;
        public NativeLong root;
        public int c_class, bit_gravity, win_gravity, backing_store;
        public NativeLong backing_planes, backing_pixel;
        public int save_under;
        public NativeLong colormap;
        public int map_installed, map_state;
        public NativeLong all_event_masks, your_event_mask, do_not_propagate_mask;
        public int override_redirect;
        public Pointer screen;
    }

    private static final int IS_VIEWABLE = 2;
    private static final int REVERT_TO_PARENT = 2;

    private interface Xtst extends Library {
        int XTestFakeMotionEvent(Pointer display, int screen, int x, int y, NativeLong delay);

        int XTestFakeButtonEvent(Pointer display, int button, boolean press, NativeLong delay);

        int XTestFakeKeyEvent(Pointer display, int keycode, boolean press, NativeLong delay);
    }

    private static final NativeLong NOW = new NativeLong(0);
    private static XTest instance;

    private final Xlib xlib;
    private final Xtst xtst;
    private final Pointer display;
    private final byte shift;

    private XTest() {
        xlib = Native.load("X11", Xlib.class);
        xtst = Native.load("Xtst", Xtst.class);
        display = xlib.XOpenDisplay(null);
        if (display == null) {
            throw new IllegalStateException("cannot open the X display " + System.getenv("DISPLAY"));
        }
        shift = xlib.XKeysymToKeycode(display, xlib.XStringToKeysym("Shift_L"));
    }

    static synchronized XTest get() {
        if (instance == null) {
            instance = new XTest();
        }
        return instance;
    }

    void moveTo(int x, int y) {
        xtst.XTestFakeMotionEvent(display, -1, x, y, NOW);
        sync();
    }

    void button(int button, boolean press) {
        xtst.XTestFakeButtonEvent(display, button, press, NOW);
        sync();
    }

    /** Presses or releases the key of an X keysym name such as "Return", "Control_L" or "a". */
    void key(String keysymName, boolean press) {
        NativeLong keysym = xlib.XStringToKeysym(keysymName);
        if (keysym.longValue() == 0) {
            throw new IllegalArgumentException("X knows no key named " + keysymName);
        }
        xtst.XTestFakeKeyEvent(display, keycode(keysym, keysymName), press, NOW);
        sync();
    }

    /** Types one character of the keyboard map, with Shift held when the map puts it on the shifted level. */
    void type(char c) {
        NativeLong keysym = new NativeLong(c);
        int keycode = keycode(keysym, String.valueOf(c));
        boolean shifted = xlib.XkbKeycodeToKeysym(display, (byte) keycode, 0, 0).longValue() != c;
        if (shifted) {
            xtst.XTestFakeKeyEvent(display, shift & 0xff, true, NOW);
        }
        xtst.XTestFakeKeyEvent(display, keycode, true, NOW);
        xtst.XTestFakeKeyEvent(display, keycode, false, NOW);
        if (shifted) {
            xtst.XTestFakeKeyEvent(display, shift & 0xff, false, NOW);
        }
        sync();
    }

    private int keycode(NativeLong keysym, String what) {
        int keycode = xlib.XKeysymToKeycode(display, keysym) & 0xff;
        if (keycode == 0) {
            throw new IllegalArgumentException("the keyboard map has no key for " + what);
        }
        return keycode;
    }

    /**
     * The title of the window that has the keyboard: the nearest named ancestor of the X focus (GTK focuses an unnamed
     * child of its toplevel), or "" when no window has it. This is how the robot sees that a dialog of GTK's own, which
     * SWT does not know as a shell, has opened and can be typed into.
     */
    String focusedWindowTitle() {
        NativeLongByReference focus = new NativeLongByReference();
        xlib.XGetInputFocus(display, focus, new IntByReference());
        long window = focus.getValue().longValue();
        // 0 is None and 1 is PointerRoot: nobody in particular has the keyboard.
        for (int depth = 0; window > 1 && depth < 32; depth++) {
            String title = name(new NativeLong(window));
            if (!title.isEmpty()) {
                return title;
            }
            NativeLongByReference root = new NativeLongByReference();
            NativeLongByReference parent = new NativeLongByReference();
            PointerByReference children = new PointerByReference();
            if (xlib.XQueryTree(display, new NativeLong(window), root, parent, children, new IntByReference()) == 0) {
                return "";
            }
            if (children.getValue() != null) {
                xlib.XFree(children.getValue());
            }
            if (parent.getValue().longValue() == root.getValue().longValue()) {
                return "";
            }
            window = parent.getValue().longValue();
        }
        return "";
    }

    /**
     * Gives the keyboard to the topmost shown window whose title {@code wanted} accepts, and returns that title ("" when
     * there is none). A window manager does this for a newly mapped dialog; the robot's X server runs none, and GTK's own
     * request for the focus is refused when it comes with an older timestamp than the server's last focus change.
     */
    String focusTopmost(Predicate<String> wanted) {
        NativeLong root = xlib.XDefaultRootWindow(display);
        NativeLongByReference rootOut = new NativeLongByReference();
        NativeLongByReference parent = new NativeLongByReference();
        PointerByReference children = new PointerByReference();
        IntByReference count = new IntByReference();
        if (xlib.XQueryTree(display, root, rootOut, parent, children, count) == 0 || children.getValue() == null) {
            return "";
        }
        try {
            // Bottom to top in the stacking order: the last one shown is the topmost.
            long[] windows = new long[count.getValue()];
            for (int i = 0; i < windows.length; i++) {
                windows[i] = Native.LONG_SIZE == 8 ? children.getValue().getLong(8L * i) : children.getValue().getInt(4L * i) & 0xffffffffL;
            }
            for (int i = windows.length - 1; i >= 0; i--) {
                NativeLong window = new NativeLong(windows[i]);
                WindowAttributes attributes = new WindowAttributes();
                if (xlib.XGetWindowAttributes(display, window, attributes) == 0 || attributes.map_state != IS_VIEWABLE) {
                    continue;
                }
                String title = name(window);
                if (!title.isEmpty() && wanted.test(title)) {
                    xlib.XRaiseWindow(display, window);
                    xlib.XSetInputFocus(display, window, REVERT_TO_PARENT, new NativeLong(0));
                    sync();
                    return title;
                }
            }
            return "";
        } finally {
            xlib.XFree(children.getValue());
        }
    }

    private String name(NativeLong window) {
        PointerByReference name = new PointerByReference();
        if (xlib.XFetchName(display, window, name) == 0 || name.getValue() == null) {
            return "";
        }
        String title = name.getValue().getString(0);
        xlib.XFree(name.getValue());
        return title;
    }

    /** Waits until the server has taken the events in, so that what follows sees their effect. */
    private void sync() {
        xlib.XSync(display, false);
    }
}
