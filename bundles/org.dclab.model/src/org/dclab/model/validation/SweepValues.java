package org.dclab.model.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.Scenario;
import org.dclab.model.internal.resource.OneLine;
import org.dclab.model.parameters.LinkedParameter;
import org.dclab.model.parameters.ParameterPath;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The values one sweep parameter takes, checked as a list, the same for a file's sweep and for {@code dclab sweep
 * --param}: each value is one point of the sweep, so each must be given, fit the setting, and differ from the others.
 * A value given twice, also in other words (1ms and 1000us), would run one point twice with one seed, which a campaign
 * would then count as two independent runs.
 */
public final class SweepValues {

    private SweepValues() {
    }

    /**
     * Throws IllegalArgumentException saying what is wrong with the first value that is empty, cannot be set, lies
     * outside its setting's range or sets what an earlier value sets; the parameter is tried on a copy of
     * {@code scenario}.
     */
    public static void check(Scenario scenario, String parameter, List<String> values) {
        LinkedParameter linked = LinkedParameter.parse(EcoreUtil.copy(scenario), parameter);
        Map<List<Object>, Integer> points = new HashMap<>();
        for (int i = 0; i < values.size(); i++) {
            String value = values.get(i);
            if (value == null || value.isBlank()) {
                throw new IllegalArgumentException("value " + (i + 1) + " is empty; remove it or write the value");
            }
            linked.set(value);
            List<Object> settings = new ArrayList<>();
            for (ParameterPath path : linked.paths()) {
                // A control's or discipline's parameter refuses a value outside its range as it is set.
                EAttribute attribute = path.attribute();
                Object set = path.value();
                String outOfRange = attribute == null ? null : AttributeRanges.outOfRange(attribute, set);
                if (outOfRange != null) {
                    throw new IllegalArgumentException("value " + (i + 1) + " (" + OneLine.of(value) + ") is " + set
                            + AttributeRanges.unitOf(attribute) + ", but " + attribute.getName() + " " + outOfRange);
                }
                settings.add(set);
            }
            Integer earlier = points.putIfAbsent(settings, i);
            if (earlier != null) {
                throw new IllegalArgumentException("value " + (i + 1) + " (" + OneLine.of(value) + ") is value " + (earlier + 1) + " ("
                        + OneLine.of(values.get(earlier)) + ") again; each value is one point of the sweep: list it once, and run "
                        + "points more than once with the experiment's repetitions");
            }
        }
    }
}
