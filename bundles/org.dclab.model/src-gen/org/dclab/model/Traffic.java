/**
 */
package org.dclab.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Traffic</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Every application of the scenario; each is bound to the hosts it runs on.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.Traffic#getApplications <em>Applications</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getTraffic()
 * @model
 * @generated
 */
public interface Traffic extends EObject {
	/**
	 * Returns the value of the '<em><b>Applications</b></em>' containment reference list.
	 * The list contents are of type {@link org.dclab.model.Application}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Applications</em>' containment reference list.
	 * @see org.dclab.model.DclabPackage#getTraffic_Applications()
	 * @model containment="true"
	 * @generated
	 */
	EList<Application> getApplications();

} // Traffic
