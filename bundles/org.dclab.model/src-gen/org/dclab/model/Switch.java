/**
 */
package org.dclab.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Switch</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A datacenter switch forwarding packets between its ports.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.Switch#getSharedBuffer <em>Shared Buffer</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getSwitch()
 * @model
 * @generated
 */
public interface Switch extends Node {
	/**
	 * Returns the value of the '<em><b>Shared Buffer</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One buffer shared by all egress ports of this switch, as in commodity datacenter switches; without it every port has its own buffer of bufferLimit.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Shared Buffer</em>' containment reference.
	 * @see #setSharedBuffer(SharedBuffer)
	 * @see org.dclab.model.DclabPackage#getSwitch_SharedBuffer()
	 * @model containment="true"
	 * @generated
	 */
	SharedBuffer getSharedBuffer();

	/**
	 * Sets the value of the '{@link org.dclab.model.Switch#getSharedBuffer <em>Shared Buffer</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Shared Buffer</em>' containment reference.
	 * @see #getSharedBuffer()
	 * @generated
	 */
	void setSharedBuffer(SharedBuffer value);

} // Switch
