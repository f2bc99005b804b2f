package org.dclab.control.compiler;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

import org.dclab.engine.api.Registry;

/** The source a new control starts from: a plain AIMD whose comments say what each callback gets and may set. */
public final class ControlTemplate {

    private static final Pattern CLASS_NAME = Pattern.compile("[A-Z][A-Za-z0-9]*");

    private ControlTemplate() {
    }

    /**
     * Why {@code className} cannot name a new control, or null when it can: a Java class name starting with a capital
     * letter, of letters and digits, whose key no other control has.
     */
    public static String refusal(String className) {
        if (className == null || !CLASS_NAME.matcher(className).matches()) {
            return "A control's name is a Java class name: a capital letter, then letters and digits, e.g. MyAimd";
        }
        String key = StudentControls.keyOf(className);
        if (StudentControls.installed(key).isEmpty() && Registry.findControl(key).isPresent()) {
            return "DC Lab has a control named '" + key + "' already: choose another name";
        }
        return null;
    }

    /** The template's source for the class {@code className}. */
    public static String source(String className) {
        try (InputStream in = ControlTemplate.class.getResourceAsStream("NewControl.java.template")) {
            String template = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return template.replace("${name}", className).replace("${key}", StudentControls.keyOf(className));
        } catch (IOException e) {
            throw new UncheckedIOException("the control template cannot be read: " + e.getMessage(), e);
        }
    }
}
