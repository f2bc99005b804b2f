package org.dclab.ui.robot;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;

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

	}


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

	/** Waits until the server has taken the events in, so that what follows sees their effect. */
	private void sync() {
		xlib.XSync(display, false);
	}
}
