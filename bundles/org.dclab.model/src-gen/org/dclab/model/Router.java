/**
 */
package org.dclab.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Router</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A gateway between networks, such as the edge of a datacenter towards a WAN.
 * <!-- end-model-doc -->
 *
 *
 * @see org.dclab.model.DclabPackage#getRouter()
 * @model
 * @generated
 */
public interface Router extends Node {
} // Router
