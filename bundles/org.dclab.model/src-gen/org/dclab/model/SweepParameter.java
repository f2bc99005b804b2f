/**
 */
package org.dclab.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Sweep Parameter</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One parameter of a sweep and the values it takes.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.SweepParameter#getPath <em>Path</em>}</li>
 *   <li>{@link org.dclab.model.SweepParameter#getValues <em>Values</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getSweepParameter()
 * @model
 * @generated
 */
public interface SweepParameter extends EObject {
	/**
	 * Returns the value of the '<em><b>Path</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The parameter, written as on the command line: a scenario attribute (seed, durationPs) or element.attribute such as s1-s2.rateBps, incast.servers or h1.transport.minRtoPs, or a parameter of a transport's control or a queue's discipline by its name (h1.transport.g, s1.defaultQueue.markingThreshold) or its key (h1.transport.gemini.beta); several paths joined by + take each value together (s1.defaultQueue.markingThreshold+h1.transport.markingThresholdPackets).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Path</em>' attribute.
	 * @see #setPath(String)
	 * @see org.dclab.model.DclabPackage#getSweepParameter_Path()
	 * @model
	 * @generated
	 */
	String getPath();

	/**
	 * Sets the value of the '{@link org.dclab.model.SweepParameter#getPath <em>Path</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Path</em>' attribute.
	 * @see #getPath()
	 * @generated
	 */
	void setPath(String value);

	/**
	 * Returns the value of the '<em><b>Values</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Values to run, each as it would be written after --set path=.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Values</em>' attribute list.
	 * @see org.dclab.model.DclabPackage#getSweepParameter_Values()
	 * @model
	 * @generated
	 */
	EList<String> getValues();

} // SweepParameter
