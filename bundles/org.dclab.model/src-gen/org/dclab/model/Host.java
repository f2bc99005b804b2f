/**
 */
package org.dclab.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Host</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An end system that runs transport connections.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.Host#getTransport <em>Transport</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getHost()
 * @model
 * @generated
 */
public interface Host extends Node {
	/**
	 * Returns the value of the '<em><b>Transport</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Default transport of the connections this host opens; without it they use TransportSettings' defaults.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Transport</em>' containment reference.
	 * @see #setTransport(TransportSettings)
	 * @see org.dclab.model.DclabPackage#getHost_Transport()
	 * @model containment="true"
	 * @generated
	 */
	TransportSettings getTransport();

	/**
	 * Sets the value of the '{@link org.dclab.model.Host#getTransport <em>Transport</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Transport</em>' containment reference.
	 * @see #getTransport()
	 * @generated
	 */
	void setTransport(TransportSettings value);

} // Host
