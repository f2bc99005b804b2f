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
 *
 * @see org.dclab.model.DclabPackage#getSwitch()
 * @model
 * @generated
 */
public interface Switch extends Node {
} // Switch
