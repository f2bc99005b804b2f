package org.dclab.ui.robot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.dclab.ui.Application;
import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtensionContext.Namespace;

/**
 * The DC Lab product, running: its own application (advisor, perspective, menus, welcome page) on a UI thread of its
 * own, started once for all scripts, since a JVM can run one workbench. Each script starts from the perspective as
 * shipped with no editor and no dialog open; at its end the screen is saved to {@code target/robot/}, and the
 * script fails if the workbench logged an error meanwhile, even one no dialog showed.
 */
public final class RunningProduct implements BeforeAllCallback, BeforeEachCallback, AfterEachCallback {

    private static final Namespace NAMESPACE = Namespace.create(RunningProduct.class);
    private static final List<IStatus> errors = new CopyOnWriteArrayList<>();
    /** Menus shown since the last script began; used on the UI thread only. */
    private static final Set<Menu> shownMenus = new HashSet<>();

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(Product.class, key -> Product.start(), Product.class);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        // A menu a failed script left open would take the keys of the next one.
        Ui.onUiThread(() -> shownMenus.removeIf(menu -> {
            if (!menu.isDisposed() && menu.isVisible()) {
                menu.setVisible(false);
            }
            return true;
        }));
        Ui.onUiThread(() -> {
            IWorkbenchWindow window = window();
            for (Shell shell : Ui.display().getShells()) {
                if (shell != window.getShell() && !shell.isDisposed() && shell.isVisible()) {
                    shell.close();
                }
            }
            IWorkbenchPage page = window.getActivePage();
            page.closeAllEditors(false);
            page.resetPerspective();
            window.getShell().setBounds(0, 0, 1280, 860);
            window.getShell().forceActive();
        });
        Ui.settle();
        errors.clear();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        Ui.settle();
        String name = context.getRequiredTestClass().getSimpleName() + "-" + context.getRequiredTestMethod().getName();
        Screenshots.save(name);
        if (context.getExecutionException().isPresent()) {
            // A script that failed may have left a dialog of GTK's own open (a file chooser), which nothing but a key
            // closes, and which would keep every later script and the workbench's end waiting.
            Input.pressAndGo(SWT.ESC);
            Ui.pause(300);
            Input.pressAndGo(SWT.ESC);
        }
        List<IStatus> logged = new ArrayList<>(errors);
        errors.clear();
        if (!logged.isEmpty() && context.getExecutionException().isEmpty()) {
            IStatus first = logged.get(0);
            AssertionError failure = new AssertionError("the workbench logged " + logged.size() + " error(s) during "
                    + name + ", the first: " + first.getMessage(), first.getException());
            throw failure;
        }
    }

    public static IWorkbenchWindow window() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow() != null
                ? PlatformUI.getWorkbench().getActiveWorkbenchWindow()
                : PlatformUI.getWorkbench().getWorkbenchWindows()[0];
    }

    /**
     * Gives the workbench window {@code bounds} and waits until its views have been laid out again: a setting of the
     * stage, as a person would drag the window's corner, for a screenshot or a script that needs a screen edge.
     */
    public static void setWindowBounds(Rectangle bounds) {
        Ui.onUiThread(() -> {
            window().getShell().setBounds(bounds);
            window().getShell().layout(true, true);
        });
        Ui.waitUntil("the window to take its new size", () -> window().getShell().getBounds().equals(bounds));
        // Views lay themselves out and charts redraw on timers of their own.
        Ui.pause(400);
        Ui.settle();
    }

    /** The folder the robot writes screenshots and scratch files under: the module's {@code target/robot}. */
    public static Path outputFolder() {
        return Path.of("target", "robot").toAbsolutePath();
    }

    /** The workbench and its UI thread; closed when the last script has run. */
    private static final class Product implements ExtensionContext.Store.CloseableResource {

        private final Thread uiThread;

        private Product(Thread uiThread) {
            this.uiThread = uiThread;
        }

        static Product start() {
            ILogListener errorsOnly = (status, plugin) -> {
                if (status.matches(IStatus.ERROR)) {
                    errors.add(status);
                }
            };
            Platform.addLogListener(errorsOnly);
            AtomicReference<Throwable> died = new AtomicReference<>();
            CountDownLatch ended = new CountDownLatch(1);
            Thread ui = new Thread(() -> {
                try {
                    new Application().start(null);
                } catch (Throwable t) {
                    died.set(t);
                } finally {
                    ended.countDown();
                }
            }, "DC Lab UI");
            ui.start();
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            while (!isUp()) {
                if (died.get() != null || ended.getCount() == 0) {
                    throw new IllegalStateException("the DC Lab workbench did not start", died.get());
                }
                if (System.nanoTime() > end) {
                    throw new IllegalStateException("the DC Lab workbench did not start within 90 s");
                }
                Ui.pause(100);
            }
            Ui.attach(PlatformUI.getWorkbench().getDisplay());
            Ui.onUiThread(() -> Ui.display().addFilter(SWT.Show, e -> {
                if (e.widget instanceof Menu menu) {
                    shownMenus.add(menu);
                }
            }));
            return new Product(ui);
        }

        private static boolean isUp() {
            if (!PlatformUI.isWorkbenchRunning()) {
                return false;
            }
            IWorkbench workbench = PlatformUI.getWorkbench();
            Display display = workbench.getDisplay();
            AtomicReference<Boolean> up = new AtomicReference<>(false);
            display.syncExec(() -> up.set(!workbench.isStarting() && workbench.getWorkbenchWindowCount() > 0
                    && workbench.getWorkbenchWindows()[0].getShell().isVisible()));
            return up.get();
        }

        @Override
        public void close() throws InterruptedException {
            Display display = Ui.display();
            display.syncExec(() -> {
                window().getActivePage().closeAllEditors(false);
                PlatformUI.getWorkbench().close();
            });
            uiThread.join(TimeUnit.SECONDS.toMillis(60));
        }
    }
}
