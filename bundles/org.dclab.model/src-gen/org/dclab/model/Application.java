/**
 */
package org.dclab.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Application</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Something that makes TCP connections and moves data between hosts.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.Application#getTransport <em>Transport</em>}</li>
 *   <li>{@link org.dclab.model.Application#getStartPs <em>Start Ps</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getApplication()
 * @model abstract="true"
 * @generated
 */
public interface Application extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Transport</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Transport of the connections this application opens or asks for, overriding the hosts' own; without it each sending host's transport applies (the defaults for applications spanning many hosts).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Transport</em>' containment reference.
	 * @see #setTransport(TransportSettings)
	 * @see org.dclab.model.DclabPackage#getApplication_Transport()
	 * @model containment="true"
	 * @generated
	 */
	TransportSettings getTransport();

	/**
	 * Sets the value of the '{@link org.dclab.model.Application#getTransport <em>Transport</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Transport</em>' containment reference.
	 * @see #getTransport()
	 * @generated
	 */
	void setTransport(TransportSettings value);

	/**
	 * Returns the value of the '<em><b>Start Ps</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Simulated time at which the application starts, in picoseconds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Start Ps</em>' attribute.
	 * @see #setStartPs(long)
	 * @see org.dclab.model.DclabPackage#getApplication_StartPs()
	 * @model default="0"
	 * @generated
	 */
	long getStartPs();

	/**
	 * Sets the value of the '{@link org.dclab.model.Application#getStartPs <em>Start Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Start Ps</em>' attribute.
	 * @see #getStartPs()
	 * @generated
	 */
	void setStartPs(long value);

} // Application
