package org.dclab.ui.editor.properties;

import org.eclipse.emf.ecore.EObject;

/**
 * The value of an optional contained setting (a link end's queue, a host's transport) in the Properties view: the
 * combo index (0 default, 1 custom) and, when custom, the setting itself, whose own properties then show as children.
 */
record ContainedValue(int index, EObject child) {
}
