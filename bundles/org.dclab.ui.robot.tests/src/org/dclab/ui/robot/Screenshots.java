package org.dclab.ui.robot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;

/** What the screen shows, saved as PNG into {@link RunningProduct#outputFolder()} for a person to look at. */
public final class Screenshots {

    private Screenshots() {
    }

    /**
     * Saves the workbench window as it looks at 1280 × 720, a classroom projector's size, as {@code name}.png: the
     * window is resized for the picture, then given back its size.
     */
    public static Path saveAt1280x720(String name) {
        Rectangle before = Ui.read(() -> RunningProduct.window().getShell().getBounds());
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        try {
            return save(name);
        } finally {
            RunningProduct.setWindowBounds(before);
        }
    }

    /**
     * Reads {@code reading} on the UI thread with the window at a projector's 1280x720, saves the window then as
     * {@code name}.png, and gives the window its size back: what a script checks at that size.
     */
    public static <T> T readAt1280x720(String name, Supplier<T> reading) {
        Rectangle before = Ui.read(() -> RunningProduct.window().getShell().getBounds());
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        try {
            T read = Ui.read(reading);
            save(name);
            return read;
        } finally {
            RunningProduct.setWindowBounds(before);
        }
    }

    /** Saves the workbench window (and whatever lies above it) as {@code name}.png; returns the file. */
    public static Path save(String name) {
        Path file = RunningProduct.outputFolder().resolve(name + ".png");
        try {
            Files.createDirectories(file.getParent());
        } catch (IOException e) {
            throw new IllegalStateException("cannot create " + file.getParent(), e);
        }
        Ui.onUiThread(() -> {
            Shell shell = RunningProduct.window().getShell();
            Rectangle area = shell.getBounds().intersection(Ui.display().getBounds());
            Image image = new Image(Ui.display(), area.width, area.height);
            GC gc = new GC(Ui.display());
            try {
                gc.copyArea(image, area.x, area.y);
                ImageLoader loader = new ImageLoader();
                loader.data = new ImageData[] { image.getImageData() };
                loader.save(file.toString(), SWT.IMAGE_PNG);
            } finally {
                gc.dispose();
                image.dispose();
            }
        });
        return file;
    }
}
