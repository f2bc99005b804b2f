package org.dclab.sim.campaign;

/**
 * A parameter value as the store keeps it: a plain number as a number, so that SQL and pandas sort and average it,
 * anything else ({@code 10Gbps}, {@code DCTCP}) as the text the user gave.
 */
final class ParameterValues {

    private ParameterValues() {
    }

    static Object typed(String value) {
        if (value.matches("-?\\d{1,18}")) {
            return Long.parseLong(value);
        }
        if (value.matches("-?(\\d+\\.\\d*|\\.\\d+)([eE][-+]?\\d+)?")) {
            return Double.parseDouble(value);
        }
        return value;
    }
}
