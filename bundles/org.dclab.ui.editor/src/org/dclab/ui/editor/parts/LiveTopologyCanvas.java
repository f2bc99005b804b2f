package org.dclab.ui.editor.parts;

import java.util.HashMap;

import org.dclab.model.Scenario;
import org.dclab.model.provider.DclabItemProviderAdapterFactory;
import org.dclab.ui.views.TopologyCanvas;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * The editor's {@link DiagramViewer}, and so its {@link ActivityOverlay}, over a scenario that nobody edits: what a
 * class sees of a run beside the charts. Contributed to {@link TopologyCanvas#EXTENSION_POINT}.
 */
public final class LiveTopologyCanvas implements TopologyCanvas {

    @Override
    public Shown show(Composite parent, Scenario scenario) {
        ComposedAdapterFactory adapters = new ComposedAdapterFactory();
        adapters.addAdapterFactory(new DclabItemProviderAdapterFactory());
        adapters.addAdapterFactory(new ReflectiveItemProviderAdapterFactory());
        DiagramViewer viewer = new DiagramViewer(parent, new AdapterFactoryEditingDomain(adapters, new BasicCommandStack(),
                new HashMap<>()), scenario.getNetwork());
        Control control = viewer.getControl();
        long[] paints = { 0 };
        control.addListener(SWT.Paint, e -> paints[0]++);
        control.addDisposeListener(e -> adapters.dispose());
        return new Shown() {

            @Override
            public Control control() {
                return control;
            }

            @Override
            public Frames frames() {
                return viewer.activity().frames().counts(paints[0]);
            }
        };
    }
}
