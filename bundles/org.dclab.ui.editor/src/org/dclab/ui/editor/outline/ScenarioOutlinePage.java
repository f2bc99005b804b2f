package org.dclab.ui.editor.outline;

import java.net.URL;
import java.util.ArrayList;
import java.util.List;

import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.ui.editor.parts.DiagramViewer;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.emf.edit.provider.ComposedImage;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;

/**
 * The Outline: the network as a tree of Nodes and Links folders, labelled and iconed by the generated item providers.
 * Selection goes both ways with the canvas. Model changes are batched into one tree refresh, like the canvas's.
 */
public final class ScenarioOutlinePage extends ContentOutlinePage {

	/** A folder row of the tree. */
	private record Folder(String label, Network network, boolean nodes) {
		List<? extends EObject> children() {
			return nodes ? network.getNodes() : network.getLinks();
		}
	}

	private final Network network;
	private final DiagramViewer diagram;
	private final AdapterFactory adapterFactory;
	private final List<Folder> folders;
	private final EContentAdapter refresher = new EContentAdapter() {
		@Override
		public void notifyChanged(Notification notification) {
			super.notifyChanged(notification);
			if (!notification.isTouch() && !refreshScheduled) {
				refreshScheduled = true;
				Display.getDefault().asyncExec(ScenarioOutlinePage.this::refresh);
			}
		}
	};
	private boolean refreshScheduled;
	private boolean synchronizing;
	private LocalResourceManager images;
	private final ISelectionChangedListener fromDiagram = event -> showSelection();

	public ScenarioOutlinePage(Network network, DiagramViewer diagram, AdapterFactory adapterFactory) {
		this.network = network;
		this.diagram = diagram;
		this.adapterFactory = adapterFactory;
		this.folders = List.of(new Folder("Nodes", network, true), new Folder("Links", network, false));
	}

	@Override
	public void createControl(Composite parent) {
		super.createControl(parent);
		images = new LocalResourceManager(JFaceResources.getResources(), getControl());
		TreeViewer tree = getTreeViewer();
		tree.setUseHashlookup(true);
		tree.setContentProvider(new ContentProvider());
		tree.setLabelProvider(new Labels());
		tree.setInput(network);
		tree.expandToLevel(2);
		network.eAdapters().add(refresher);
		diagram.addSelectionChangedListener(fromDiagram);
		addSelectionChangedListener(event -> {
			if (!synchronizing) {
				diagram.setSelection(event.getSelection());
			}
		});
	}

	@Override
	public void dispose() {
		network.eAdapters().remove(refresher);
		diagram.removeSelectionChangedListener(fromDiagram);
		super.dispose();
	}

	private void refresh() {
		refreshScheduled = false;
		if (getControl() != null && !getControl().isDisposed()) {
			getTreeViewer().refresh();
		}
	}

	private void showSelection() {
		if (getControl() == null || getControl().isDisposed()) {
			return;
		}
		synchronizing = true;
		try {
			List<EObject> elements = new ArrayList<>(diagram.selectedElements());
			getTreeViewer().setSelection(new StructuredSelection(elements), true);
		} finally {
			synchronizing = false;
		}
	}

	private final class ContentProvider implements ITreeContentProvider {
		@Override
		public Object[] getElements(Object input) {
			return folders.toArray();
		}

		@Override
		public Object[] getChildren(Object parent) {
			return parent instanceof Folder folder ? folder.children().toArray() : new Object[0];
		}

		@Override
		public Object getParent(Object element) {
			if (element instanceof Node) {
				return folders.get(0);
			}
			return element instanceof Link ? folders.get(1) : null;
		}

		@Override
		public boolean hasChildren(Object element) {
			return element instanceof Folder folder && !folder.children().isEmpty();
		}
	}

	private final class Labels extends LabelProvider {
		@Override
		public String getText(Object element) {
			if (element instanceof Folder folder) {
				return folder.label() + " (" + folder.children().size() + ")";
			}
			IItemLabelProvider labels = (IItemLabelProvider) adapterFactory.adapt(element, IItemLabelProvider.class);
			return labels == null ? String.valueOf(element) : labels.getText(element);
		}

		@Override
		public Image getImage(Object element) {
			IItemLabelProvider labels = (IItemLabelProvider) adapterFactory.adapt(element, IItemLabelProvider.class);
			Object image = labels == null ? null : labels.getImage(element);
			URL url = image == null ? null : urlOf(image);
			return url == null ? null : images.create(ImageDescriptor.createFromURL(url));
		}

		private static URL urlOf(Object image) {
			if (image instanceof URL url) {
				return url;
			}
			if (image instanceof ComposedImage composed && !composed.getImages().isEmpty()) {
				return urlOf(composed.getImages().get(0));
			}
			return null;
		}
	}
}
