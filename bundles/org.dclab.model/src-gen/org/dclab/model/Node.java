/**
 */
package org.dclab.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Node</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.Node#getX <em>X</em>}</li>
 *   <li>{@link org.dclab.model.Node#getY <em>Y</em>}</li>
 *   <li>{@link org.dclab.model.Node#getDefaultQueue <em>Default Queue</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getNode()
 * @model abstract="true"
 * @generated
 */
public interface Node extends NamedElement {
	/**
	 * Returns the value of the '<em><b>X</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Horizontal position in the topology diagram, in diagram pixels; it has no meaning for the simulation.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>X</em>' attribute.
	 * @see #setX(int)
	 * @see org.dclab.model.DclabPackage#getNode_X()
	 * @model default="0"
	 * @generated
	 */
	int getX();

	/**
	 * Sets the value of the '{@link org.dclab.model.Node#getX <em>X</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>X</em>' attribute.
	 * @see #getX()
	 * @generated
	 */
	void setX(int value);

	/**
	 * Returns the value of the '<em><b>Y</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Vertical position in the topology diagram, in diagram pixels, growing downwards.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Y</em>' attribute.
	 * @see #setY(int)
	 * @see org.dclab.model.DclabPackage#getNode_Y()
	 * @model default="0"
	 * @generated
	 */
	int getY();

	/**
	 * Sets the value of the '{@link org.dclab.model.Node#getY <em>Y</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Y</em>' attribute.
	 * @see #getY()
	 * @generated
	 */
	void setY(int value);

	/**
	 * Returns the value of the '<em><b>Default Queue</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Egress queue of every port of this node whose link end sets no queue of its own; without it such ports use QueueSettings' defaults.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Default Queue</em>' containment reference.
	 * @see #setDefaultQueue(QueueSettings)
	 * @see org.dclab.model.DclabPackage#getNode_DefaultQueue()
	 * @model containment="true"
	 * @generated
	 */
	QueueSettings getDefaultQueue();

	/**
	 * Sets the value of the '{@link org.dclab.model.Node#getDefaultQueue <em>Default Queue</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Default Queue</em>' containment reference.
	 * @see #getDefaultQueue()
	 * @generated
	 */
	void setDefaultQueue(QueueSettings value);

} // Node
