package org.dclab.model.validation;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.dclab.engine.api.Descriptor;
import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.ParameterValues;
import org.dclab.engine.api.Registry;
import org.dclab.engine.api.QueueType;
import org.dclab.engine.api.Rule;
import org.dclab.model.QueueSettings;
import org.dclab.model.TransportSettings;
import org.dclab.model.internal.resource.OneLine;
import org.dclab.model.transport.CongestionControls;
import org.dclab.model.transport.ParameterSettings;
import org.dclab.model.transport.QueueDisciplines;
import org.eclipse.emf.ecore.EObject;

/**
 * A control's or a discipline's parameters as its descriptor states them: every stored value parses and lies in its
 * parameter's range, and the descriptor's own values keep the rules between them. The descriptor is what the engine
 * runs, so what validates is what runs. A Properties cell asks the same before it stores a value ({@link #refusal}).
 */
public final class ParameterRules {

    private ParameterRules() {
    }

    static <C> void check(EObject settings, Descriptor<C> descriptor, C context, Report report) {
        boolean valid = true;
        Set<String> keys = new HashSet<>();
        for (Map.Entry<String, String> entry : ParameterSettings.storeOf(settings)) {
            if (entry.getKey() == null || entry.getValue() == null) {
                report.error(settings, entry.getKey() == null ? "a parameter has no key; write its key (e.g. key=\"dctcp.g\") or remove it"
                        : "parameter " + OneLine.of(entry.getKey()) + " has no value; write its value or remove it");
                valid = false;
                continue;
            }
            if (!keys.add(entry.getKey())) {
                report.error(settings, "parameter " + OneLine.of(entry.getKey()) + " is given twice, and only the first is read; "
                        + "keep one");
                valid = false;
                continue;
            }
            Parameter p = Registry.parameter(entry.getKey()).orElse(null);
            if (p == null) {
                report.warning(settings, "parameter " + OneLine.of(entry.getKey()) + " is of no registered control or discipline, so "
                        + "nothing reads it; remove it, or install the plug-in that provides it");
                continue;
            }
            try {
                p.parse(entry.getValue());
            } catch (IllegalArgumentException e) {
                report.error(settings, p.key() + " is '" + OneLine.of(entry.getValue()) + "'; " + e.getMessage() + ", e.g. "
                        + p.format(p.defaultValue()));
                valid &= !descriptor.parameters().contains(p);
            }
        }
        if (!valid) {
            return;
        }
        ParameterValues values = ParameterSettings.values(settings, descriptor);
        descriptor.problems(values, context, Rule.Severity.ERROR).forEach(problem -> report.error(settings, problem));
        descriptor.problems(values, context, Rule.Severity.WARNING).forEach(problem -> report.warning(settings, problem));
    }

    /**
     * Why {@code text} cannot be stored for {@code p} in {@code settings}, in words after the parameter's name ("must be
     * at least 0 packets, got -5"), or null when it can: outside its range, or breaking a rule of the settings'
     * descriptor that stops a run and that the values stored now keep (K above the queue's buffer). A rule the stored
     * values already break is left to validation, so that values can be brought into line one at a time.
     */
    public static String refusal(EObject settings, Parameter p, String text) {
        Object value;
        try {
            value = p.parse(text);
        } catch (IllegalArgumentException e) {
            String reason = e.getMessage().startsWith(p.name()) ? e.getMessage().substring(p.name().length()).replaceFirst("^:? ", "")
                    : e.getMessage();
            return settings instanceof QueueSettings q ? reason.replace(QueueType.SIZE_UNIT, QueueRules.unit(q)) : reason;
        }
        if (settings instanceof QueueSettings q) {
            return QueueDisciplines.find(q).map(type -> broken(q, type, QueueDisciplines.sizeOf(q), p, value)).orElse(null);
        }
        if (settings instanceof TransportSettings t) {
            return CongestionControls.find(t).map(type -> broken(t, type, CongestionControls.connectionOf(t), p, value)).orElse(null);
        }
        return null;
    }

    private static <C> String broken(EObject settings, Descriptor<C> descriptor, C context, Parameter p, Object value) {
        if (!descriptor.parameters().contains(p)) {
            return null;
        }
        ParameterValues now;
        try {
            now = ParameterSettings.values(settings, descriptor);
        } catch (IllegalArgumentException e) {
            return null;
        }
        ParameterValues edited = now.with(p, value);
        for (Rule<C> rule : descriptor.rules()) {
            String problem = rule.severity() == Rule.Severity.ERROR && rule.problem(now, context) == null ? rule.problem(edited, context)
                    : null;
            if (problem != null) {
                return "breaks the rule " + rule.requirement() + ": " + problem;
            }
        }
        return null;
    }

    /** "discipline 'pie' is not registered; choose one of …; a plug-in may provide it". */
    static String unknown(String attribute, String key, List<String> choices) {
        return attribute + " '" + OneLine.of(key) + "' is not registered; choose one of " + String.join(", ", choices)
                + ", or install the plug-in that provides it";
    }
}
