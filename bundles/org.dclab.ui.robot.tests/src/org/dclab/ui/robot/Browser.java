package org.dclab.ui.robot;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * A student's browser: Debian's Chromium driven through its chromedriver by Selenium, headless, at a phone's size
 * (390 x 844 CSS pixels, touch, as Chrome's device emulation makes it) or a laptop's (1366 x 768). It types and clicks
 * through WebDriver, which sends the page real key and mouse events; what it reads it reads from the page's DOM.
 * {@code .ci/run} installs the {@code chromium} and {@code chromium-driver} packages.
 */
public final class Browser implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    private final String name;
    private final ChromeDriver driver;

    private Browser(String name, ChromeOptions options) {
        this.name = name;
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
            throw new AssertionError("no " + CHROMIUM + " or " + CHROMEDRIVER
                    + ": install Debian's chromium and chromium-driver, as .ci/run does");
        }
        options.setBinary(CHROMIUM.toFile());
        // Headless, as root in a container (no sandbox there), with no first-run pages or a shared memory it may not get.
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--disable-extensions", "--lang=en-GB");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(10));
    }

    /** A phone in portrait: 390 x 844 CSS pixels at twice the density, touch and a phone's user agent. */
    public static Browser phone(String name) {
        ChromeOptions options = new ChromeOptions();
        options.setExperimentalOption("mobileEmulation", Map.of("deviceMetrics", Map.of("width", 390, "height", 844, "pixelRatio", 2.0,
                "touch", true), "userAgent",
                "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36"));
        return new Browser(name, options);
    }

    /** A laptop's browser filling a 1366 x 768 screen. */
    public static Browser laptop(String name) {
        ChromeOptions options = new ChromeOptions();
        options.addArguments("--window-size=1366,768");
        return new Browser(name, options);
    }

    public void open(URI page) {
        driver.get(page.toString());
    }

    /** The text of the element {@code id}, as shown (empty when hidden). */
    public String text(String id) {
        return driver.findElement(By.id(id)).getText();
    }

    public boolean shown(String id) {
        return driver.findElement(By.id(id)).isDisplayed();
    }

    /** Clears the field {@code id} and types {@code text} into it, key by key. */
    public void type(String id, String text) {
        WebElement field = driver.findElement(By.id(id));
        field.clear();
        field.sendKeys(text);
    }

    public void click(String id) {
        WebElement e = driver.findElement(By.id(id));
        driver.executeScript("arguments[0].scrollIntoView({block: 'center'});", e);
        e.click();
    }

    /** Runs {@code script} in the page and returns what it returns (numbers as Long or Double, arrays as lists). */
    public Object script(String script, Object... args) {
        return driver.executeScript(script, args);
    }

    @SuppressWarnings("unchecked")
    public List<Object> list(String script, Object... args) {
        return (List<Object>) script(script, args);
    }

    /** Scrolls the element {@code id} to the top of the window, as a student scrolls down to it. */
    public void scrollTo(String id) {
        driver.executeScript("document.getElementById(arguments[0]).scrollIntoView({block: 'start'});", id);
    }

    /** The window's size in CSS pixels: [width, height]. */
    public List<Object> viewport() {
        return list("return [window.innerWidth, window.innerHeight];");
    }

    /** Saves what the browser shows as {@code <name>-<what>.png} beside the robot's screenshots; returns the file. */
    public Path screenshot(String what) {
        Path file = RunningProduct.outputFolder().resolve(name + "-" + what + ".png");
        try {
            Files.createDirectories(file.getParent());
            Files.move(driver.getScreenshotAs(OutputType.FILE).toPath(), file, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new IllegalStateException("cannot save " + file, e);
        }
        return file;
    }

    /** Waits up to {@code patience} until {@code probe} returns true; fails saying {@code what}, with a screenshot. */
    public void waitUntil(String what, Duration patience, Supplier<Boolean> probe) {
        long end = System.nanoTime() + patience.toNanos();
        RuntimeException last = null;
        while (System.nanoTime() < end) {
            try {
                if (Boolean.TRUE.equals(probe.get())) {
                    return;
                }
                last = null;
            } catch (RuntimeException e) {
                last = e;
            }
            Ui.pause(100);
        }
        Path shot = screenshot("waited-in-vain");
        throw new AssertionError(name + ": waited " + patience.toSeconds() + " s in vain for " + what + " (screen: " + shot.getFileName()
                + ")", last);
    }

    @Override
    public void close() {
        driver.quit();
    }
}
