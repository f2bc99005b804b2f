/**
 */
package org.dclab.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Long Flow</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One bulk TCP transfer from source to destination.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.LongFlow#getSource <em>Source</em>}</li>
 *   <li>{@link org.dclab.model.LongFlow#getDestination <em>Destination</em>}</li>
 *   <li>{@link org.dclab.model.LongFlow#getSizeBytes <em>Size Bytes</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getLongFlow()
 * @model
 * @generated
 */
public interface LongFlow extends Application {
	/**
	 * Returns the value of the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The sending host.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Source</em>' reference.
	 * @see #setSource(Host)
	 * @see org.dclab.model.DclabPackage#getLongFlow_Source()
	 * @model required="true"
	 * @generated
	 */
	Host getSource();

	/**
	 * Sets the value of the '{@link org.dclab.model.LongFlow#getSource <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' reference.
	 * @see #getSource()
	 * @generated
	 */
	void setSource(Host value);

	/**
	 * Returns the value of the '<em><b>Destination</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The receiving host.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Destination</em>' reference.
	 * @see #setDestination(Host)
	 * @see org.dclab.model.DclabPackage#getLongFlow_Destination()
	 * @model required="true"
	 * @generated
	 */
	Host getDestination();

	/**
	 * Sets the value of the '{@link org.dclab.model.LongFlow#getDestination <em>Destination</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Destination</em>' reference.
	 * @see #getDestination()
	 * @generated
	 */
	void setDestination(Host value);

	/**
	 * Returns the value of the '<em><b>Size Bytes</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes to send before closing; 0 keeps sending until the run ends (a long-lived flow).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Size Bytes</em>' attribute.
	 * @see #setSizeBytes(long)
	 * @see org.dclab.model.DclabPackage#getLongFlow_SizeBytes()
	 * @model default="0"
	 * @generated
	 */
	long getSizeBytes();

	/**
	 * Sets the value of the '{@link org.dclab.model.LongFlow#getSizeBytes <em>Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Size Bytes</em>' attribute.
	 * @see #getSizeBytes()
	 * @generated
	 */
	void setSizeBytes(long value);

} // LongFlow
