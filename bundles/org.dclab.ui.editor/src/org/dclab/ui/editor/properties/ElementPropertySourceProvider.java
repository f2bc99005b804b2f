package org.dclab.ui.editor.properties;

import org.dclab.sim.live.QueuePort;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.IPropertySourceProvider;

/** Property sources for the editor's elements, and for custom queue and transport settings nested in them. */
public final class ElementPropertySourceProvider implements IPropertySourceProvider {

    private final EditingDomain domain;
    private final AdapterFactory adapterFactory;

    public ElementPropertySourceProvider(EditingDomain domain, AdapterFactory adapterFactory) {
        this.domain = domain;
        this.adapterFactory = adapterFactory;
    }

    @Override
    public IPropertySource getPropertySource(Object object) {
        if (object instanceof ContainedValue contained) {
            return contained.child() == null ? null : new ElementPropertySource(contained.child(), domain, adapterFactory);
        }
        // A selected queue port follows its link, so that the Properties view still shows the link it was clicked on.
        if (object instanceof QueuePort port) {
            return getPropertySource(port.link());
        }
        // Rows that stand for an element (the Outline's host under an application) adapt to it.
        EObject element = object instanceof EObject e ? e : Adapters.adapt(object, EObject.class);
        return element == null ? null : new ElementPropertySource(element, domain, adapterFactory);
    }
}
