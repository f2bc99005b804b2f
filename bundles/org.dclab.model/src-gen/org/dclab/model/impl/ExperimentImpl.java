/**
 */
package org.dclab.model.impl;

import java.util.Collection;

import org.dclab.model.DclabPackage;
import org.dclab.model.Experiment;
import org.dclab.model.Probe;
import org.dclab.model.SweepParameter;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Experiment</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.ExperimentImpl#getProbes <em>Probes</em>}</li>
 *   <li>{@link org.dclab.model.impl.ExperimentImpl#getSweeps <em>Sweeps</em>}</li>
 *   <li>{@link org.dclab.model.impl.ExperimentImpl#getRepetitions <em>Repetitions</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ExperimentImpl extends MinimalEObjectImpl.Container implements Experiment {
	/**
	 * The cached value of the '{@link #getProbes() <em>Probes</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProbes()
	 * @generated
	 * @ordered
	 */
	protected EList<Probe> probes;

	/**
	 * The cached value of the '{@link #getSweeps() <em>Sweeps</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSweeps()
	 * @generated
	 * @ordered
	 */
	protected EList<SweepParameter> sweeps;

	/**
	 * The default value of the '{@link #getRepetitions() <em>Repetitions</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRepetitions()
	 * @generated
	 * @ordered
	 */
	protected static final int REPETITIONS_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getRepetitions() <em>Repetitions</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRepetitions()
	 * @generated
	 * @ordered
	 */
	protected int repetitions = REPETITIONS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ExperimentImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DclabPackage.Literals.EXPERIMENT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Probe> getProbes() {
		if (probes == null) {
			probes = new EObjectContainmentEList<Probe>(Probe.class, this, DclabPackage.EXPERIMENT__PROBES);
		}
		return probes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<SweepParameter> getSweeps() {
		if (sweeps == null) {
			sweeps = new EObjectContainmentEList<SweepParameter>(SweepParameter.class, this, DclabPackage.EXPERIMENT__SWEEPS);
		}
		return sweeps;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRepetitions() {
		return repetitions;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRepetitions(int newRepetitions) {
		int oldRepetitions = repetitions;
		repetitions = newRepetitions;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.EXPERIMENT__REPETITIONS, oldRepetitions, repetitions));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DclabPackage.EXPERIMENT__PROBES:
				return ((InternalEList<?>)getProbes()).basicRemove(otherEnd, msgs);
			case DclabPackage.EXPERIMENT__SWEEPS:
				return ((InternalEList<?>)getSweeps()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DclabPackage.EXPERIMENT__PROBES:
				return getProbes();
			case DclabPackage.EXPERIMENT__SWEEPS:
				return getSweeps();
			case DclabPackage.EXPERIMENT__REPETITIONS:
				return getRepetitions();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case DclabPackage.EXPERIMENT__PROBES:
				getProbes().clear();
				getProbes().addAll((Collection<? extends Probe>)newValue);
				return;
			case DclabPackage.EXPERIMENT__SWEEPS:
				getSweeps().clear();
				getSweeps().addAll((Collection<? extends SweepParameter>)newValue);
				return;
			case DclabPackage.EXPERIMENT__REPETITIONS:
				setRepetitions((Integer)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case DclabPackage.EXPERIMENT__PROBES:
				getProbes().clear();
				return;
			case DclabPackage.EXPERIMENT__SWEEPS:
				getSweeps().clear();
				return;
			case DclabPackage.EXPERIMENT__REPETITIONS:
				setRepetitions(REPETITIONS_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case DclabPackage.EXPERIMENT__PROBES:
				return probes != null && !probes.isEmpty();
			case DclabPackage.EXPERIMENT__SWEEPS:
				return sweeps != null && !sweeps.isEmpty();
			case DclabPackage.EXPERIMENT__REPETITIONS:
				return repetitions != REPETITIONS_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (repetitions: ");
		result.append(repetitions);
		result.append(')');
		return result.toString();
	}

} //ExperimentImpl
