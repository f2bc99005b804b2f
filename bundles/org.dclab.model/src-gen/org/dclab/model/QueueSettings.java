/**
 */
package org.dclab.model;

import org.eclipse.emf.common.util.EMap;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Queue Settings</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * How one egress port queues, drops and marks packets: a discipline, the buffer every discipline has (its limit, and whether sizes count packets or bytes), and the discipline's parameters stored by the names its descriptor gives them.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.QueueSettings#getDiscipline <em>Discipline</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getUnit <em>Unit</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getBufferLimit <em>Buffer Limit</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getParameters <em>Parameters</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getQueueSettings()
 * @model
 * @generated
 */
public interface QueueSettings extends EObject {
	/**
	 * Returns the value of the '<em><b>Discipline</b></em>' attribute.
	 * The default value is <code>"drop-tail"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The key of a registered queue discipline: one of DC Lab's own (drop-tail, threshold-marking, red, …; docs/PARAMETERS.md lists them all) or one a plug-in adds; what it is and which parameters it takes is its descriptor's, in the engine's registry.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Discipline</em>' attribute.
	 * @see #setDiscipline(String)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_Discipline()
	 * @model default="drop-tail"
	 * @generated
	 */
	String getDiscipline();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getDiscipline <em>Discipline</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Discipline</em>' attribute.
	 * @see #getDiscipline()
	 * @generated
	 */
	void setDiscipline(String value);

	/**
	 * Returns the value of the '<em><b>Unit</b></em>' attribute.
	 * The default value is <code>"PACKETS"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.QueueUnit}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Unit of bufferLimit and of every parameter that is a size of the queue (threshold marking's K, RED's thresholds).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Unit</em>' attribute.
	 * @see org.dclab.model.QueueUnit
	 * @see #setUnit(QueueUnit)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_Unit()
	 * @model default="PACKETS"
	 * @generated
	 */
	QueueUnit getUnit();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getUnit <em>Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Unit</em>' attribute.
	 * @see org.dclab.model.QueueUnit
	 * @see #getUnit()
	 * @generated
	 */
	void setUnit(QueueUnit value);

	/**
	 * Returns the value of the '<em><b>Buffer Limit</b></em>' attribute.
	 * The default value is <code>"100"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Capacity of the queue; an arriving packet that does not fit is dropped, whatever the discipline.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Buffer Limit</em>' attribute.
	 * @see #setBufferLimit(long)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_BufferLimit()
	 * @model default="100"
	 * @generated
	 */
	long getBufferLimit();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getBufferLimit <em>Buffer Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Buffer Limit</em>' attribute.
	 * @see #getBufferLimit()
	 * @generated
	 */
	void setBufferLimit(long value);

	/**
	 * Returns the value of the '<em><b>Parameters</b></em>' map.
	 * The key is of type {@link java.lang.String},
	 * and the value is of type {@link java.lang.String},
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The discipline's parameter values, each by its key (owner.name, e.g. red.minThreshold) as the value's text; a parameter without one takes its descriptor's default. Values of another discipline's parameters are kept, so a sweep or an edit that switches the discipline finds them.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Parameters</em>' map.
	 * @see org.dclab.model.DclabPackage#getQueueSettings_Parameters()
	 * @model mapType="org.dclab.model.ParameterEntry&lt;org.eclipse.emf.ecore.EString, org.eclipse.emf.ecore.EString&gt;"
	 * @generated
	 */
	EMap<String, String> getParameters();

} // QueueSettings
