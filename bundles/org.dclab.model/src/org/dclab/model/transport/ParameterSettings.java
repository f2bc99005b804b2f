package org.dclab.model.transport;

import java.util.List;
import java.util.Optional;

import org.dclab.engine.api.Descriptor;
import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.ParameterValues;
import org.dclab.engine.api.Registry;
import org.dclab.model.DclabPackage;
import org.dclab.model.QueueSettings;
import org.dclab.model.TransportSettings;
import org.dclab.model.internal.format.FormatTwo;
import org.eclipse.emf.common.util.EMap;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

/**
 * How a transport's congestion control and a queue's discipline keep their parameters: by the key each parameter's
 * descriptor gives it ({@link Parameter#key()}), as the text {@code --set} would write, in the settings' parameter map.
 * A parameter without a value there takes its descriptor's default; a value of another descriptor's parameter is kept
 * for when the settings switch to it. Every reader (the bridge, validation, Properties, {@code --set}) goes through
 * here, so the map is written one way.
 */
public final class ParameterSettings {

    private ParameterSettings() {
    }

    /** The parameter map of a transport or a queue. */
    public static EMap<String, String> storeOf(EObject settings) {
        if (settings instanceof TransportSettings t) {
            return t.getParameters();
        }
        if (settings instanceof QueueSettings q) {
            return q.getParameters();
        }
        throw new IllegalArgumentException(settings.eClass().getName() + " keeps no control's or discipline's parameters");
    }

    /** The descriptor of a transport's control or a queue's discipline, if it is registered. */
    public static Optional<? extends Descriptor<?>> descriptorOf(EObject settings) {
        if (settings instanceof TransportSettings t) {
            return CongestionControls.find(t);
        }
        if (settings instanceof QueueSettings q) {
            return QueueDisciplines.find(q);
        }
        return Optional.empty();
    }

    /** The text stored for {@code p}, or null when it takes its default. */
    public static String text(EObject settings, Parameter p) {
        return storeOf(settings).get(p.key());
    }

    /** The value {@code p} has in {@code settings}: the stored one, or its default. Throws for a text that does not parse. */
    public static Object value(EObject settings, Parameter p) {
        String text = text(settings, p);
        return text == null ? p.defaultValue() : p.parse(text);
    }

    /**
     * The values of the parameters of {@code descriptor} as {@code settings} store them; throws IllegalArgumentException
     * naming the parameter whose text does not parse or lies outside its range.
     */
    public static ParameterValues values(EObject settings, Descriptor<?> descriptor) {
        EMap<String, String> store = storeOf(settings);
        return ParameterValues.of(descriptor.parameters(), p -> store.get(p.key()));
    }

    /** Stores {@code text} for {@code p} as the parameter writes it, after checking it; throws as {@link Parameter#parse}. */
    public static void set(EObject settings, Parameter p, String text) {
        storeOf(settings).put(p.key(), p.format(p.parse(text)));
    }

    /** Stores every parameter of the settings' descriptor that has no value yet at its default, so a file says what runs. */
    public static void fillDefaults(EObject settings) {
        descriptorOf(settings).ifPresent(d -> {
            EMap<String, String> store = storeOf(settings);
            for (Parameter p : d.parameters()) {
                if (!store.containsKey(p.key())) {
                    store.put(p.key(), p.format(p.defaultValue()));
                }
            }
        });
    }

    /**
     * Switches a transport to the control {@code name} (its key, in any case, or a name the file format's version 2
     * used, such as ECN_TCP) and stores its parameters' defaults where none are stored; throws IllegalArgumentException
     * naming the registered controls for any other name.
     */
    public static void setControl(TransportSettings t, String name) {
        t.setCongestionControl(Registry.control(FormatTwo.key(FormatTwo.CONTROLS, name)).key());
        fillDefaults(t);
    }

    /**
     * The registered keys {@code attribute} may take when it names a control or a discipline (a transport's
     * congestionControl, a queue's discipline), in the registry's order; empty for any other attribute.
     */
    public static List<String> keysOf(EAttribute attribute) {
        if (attribute == DclabPackage.Literals.TRANSPORT_SETTINGS__CONGESTION_CONTROL) {
            return CongestionControls.choices();
        }
        return attribute == DclabPackage.Literals.QUEUE_SETTINGS__DISCIPLINE ? QueueDisciplines.choices() : List.of();
    }

    /** Switches {@code settings} to the control or discipline {@code key}, as {@link #setControl} and {@link #setDiscipline} do. */
    public static void switchTo(EObject settings, String key) {
        if (settings instanceof TransportSettings t) {
            setControl(t, key);
        } else if (settings instanceof QueueSettings q) {
            setDiscipline(q, key);
        } else {
            throw new IllegalArgumentException(settings.eClass().getName() + " has no control or discipline");
        }
    }

    /** Switches a queue to the discipline {@code name}, as {@link #setControl} switches a control. */
    public static void setDiscipline(QueueSettings q, String name) {
        q.setDiscipline(Registry.discipline(FormatTwo.key(FormatTwo.DISCIPLINES, name)).key());
        fillDefaults(q);
    }
}
