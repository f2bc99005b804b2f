/**
 */
package org.dclab.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Experiment</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * What a run records and which runs a sweep makes.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.Experiment#getProbes <em>Probes</em>}</li>
 *   <li>{@link org.dclab.model.Experiment#getSweeps <em>Sweeps</em>}</li>
 *   <li>{@link org.dclab.model.Experiment#getRepetitions <em>Repetitions</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getExperiment()
 * @model
 * @generated
 */
public interface Experiment extends EObject {
	/**
	 * Returns the value of the '<em><b>Probes</b></em>' containment reference list.
	 * The list contents are of type {@link org.dclab.model.Probe}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Probes</em>' containment reference list.
	 * @see org.dclab.model.DclabPackage#getExperiment_Probes()
	 * @model containment="true"
	 * @generated
	 */
	EList<Probe> getProbes();

	/**
	 * Returns the value of the '<em><b>Sweeps</b></em>' containment reference list.
	 * The list contents are of type {@link org.dclab.model.SweepParameter}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Parameters to vary; a sweep runs every combination of their values.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sweeps</em>' containment reference list.
	 * @see org.dclab.model.DclabPackage#getExperiment_Sweeps()
	 * @model containment="true"
	 * @generated
	 */
	EList<SweepParameter> getSweeps();

	/**
	 * Returns the value of the '<em><b>Repetitions</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Runs per parameter combination, each with its own seed (seed, seed + 1, ...).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Repetitions</em>' attribute.
	 * @see #setRepetitions(int)
	 * @see org.dclab.model.DclabPackage#getExperiment_Repetitions()
	 * @model default="1"
	 * @generated
	 */
	int getRepetitions();

	/**
	 * Sets the value of the '{@link org.dclab.model.Experiment#getRepetitions <em>Repetitions</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Repetitions</em>' attribute.
	 * @see #getRepetitions()
	 * @generated
	 */
	void setRepetitions(int value);

} // Experiment
