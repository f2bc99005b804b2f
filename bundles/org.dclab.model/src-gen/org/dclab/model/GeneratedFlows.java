/**
 */
package org.dclab.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Generated Flows</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Many short-lived flows that the application opens itself, measured by their completion times overall and per size class.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.GeneratedFlows#getSizeClasses <em>Size Classes</em>}</li>
 *   <li>{@link org.dclab.model.GeneratedFlows#getSizeClassBounds <em>Size Class Bounds</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getGeneratedFlows()
 * @model abstract="true"
 * @generated
 */
public interface GeneratedFlows extends Application {
	/**
	 * Returns the value of the '<em><b>Size Classes</b></em>' attribute.
	 * The default value is <code>"UP_TO_100KB_10MB"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.SizeClasses}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The size classes its completion times are reported by; ignored when sizeClassBounds gives bounds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Size Classes</em>' attribute.
	 * @see org.dclab.model.SizeClasses
	 * @see #setSizeClasses(SizeClasses)
	 * @see org.dclab.model.DclabPackage#getGeneratedFlows_SizeClasses()
	 * @model default="UP_TO_100KB_10MB"
	 * @generated
	 */
	SizeClasses getSizeClasses();

	/**
	 * Sets the value of the '{@link org.dclab.model.GeneratedFlows#getSizeClasses <em>Size Classes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Size Classes</em>' attribute.
	 * @see org.dclab.model.SizeClasses
	 * @see #getSizeClasses()
	 * @generated
	 */
	void setSizeClasses(SizeClasses value);

	/**
	 * Returns the value of the '<em><b>Size Class Bounds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Size classes given by their upper bounds in bytes instead of sizeClasses, separated by commas, such as 10240, 102400: a flow of at most the first bound is in the first class, one above the last bound in a last class. Bounds are positive and increasing.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Size Class Bounds</em>' attribute.
	 * @see #setSizeClassBounds(String)
	 * @see org.dclab.model.DclabPackage#getGeneratedFlows_SizeClassBounds()
	 * @model
	 * @generated
	 */
	String getSizeClassBounds();

	/**
	 * Sets the value of the '{@link org.dclab.model.GeneratedFlows#getSizeClassBounds <em>Size Class Bounds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Size Class Bounds</em>' attribute.
	 * @see #getSizeClassBounds()
	 * @generated
	 */
	void setSizeClassBounds(String value);

} // GeneratedFlows
