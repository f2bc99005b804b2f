package org.dclab.ui.editor.outline;

import java.util.ArrayList;
import java.util.List;

import org.dclab.model.Application;
import org.dclab.model.DclabPackage;
import org.dclab.model.Host;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

/**
 * A row under an application in the Outline: one host it runs on, in one role ("source: h1", "servers: srv3"). The
 * same host also appears under Nodes, so the row is its own object rather than the host itself, which a tree may
 * show only once; it adapts to the host for the canvas and the Properties view.
 */
record HostBinding(Application application, String role, Host host) implements IAdaptable {

    /** Every host {@code application} refers to, in the order of its features: the roles are read off the model. */
    static List<HostBinding> of(Application application) {
        List<HostBinding> bindings = new ArrayList<>();
        for (EReference reference : application.eClass().getEAllReferences()) {
            if (reference.getEReferenceType() != DclabPackage.Literals.HOST) {
                continue;
            }
            Object value = application.eGet(reference);
            List<?> hosts = reference.isMany() ? (List<?>) value : value == null ? List.of() : List.of(value);
            for (Object host : hosts) {
                bindings.add(new HostBinding(application, reference.getName(), (Host) host));
            }
        }
        return bindings;
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return adapter == EObject.class || adapter == Host.class ? adapter.cast(host) : null;
    }
}
