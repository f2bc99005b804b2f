/**
 */
package org.dclab.model.impl;

import org.dclab.model.DclabPackage;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EMap;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EcoreEMap;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Queue Settings</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getDiscipline <em>Discipline</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getUnit <em>Unit</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getBufferLimit <em>Buffer Limit</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getParameters <em>Parameters</em>}</li>
 * </ul>
 *
 * @generated
 */
public class QueueSettingsImpl extends MinimalEObjectImpl.Container implements QueueSettings {
	/**
	 * The default value of the '{@link #getDiscipline() <em>Discipline</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDiscipline()
	 * @generated
	 * @ordered
	 */
	protected static final String DISCIPLINE_EDEFAULT = "drop-tail";

	/**
	 * The cached value of the '{@link #getDiscipline() <em>Discipline</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDiscipline()
	 * @generated
	 * @ordered
	 */
	protected String discipline = DISCIPLINE_EDEFAULT;

	/**
	 * The default value of the '{@link #getUnit() <em>Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnit()
	 * @generated
	 * @ordered
	 */
	protected static final QueueUnit UNIT_EDEFAULT = QueueUnit.PACKETS;

	/**
	 * The cached value of the '{@link #getUnit() <em>Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnit()
	 * @generated
	 * @ordered
	 */
	protected QueueUnit unit = UNIT_EDEFAULT;

	/**
	 * The default value of the '{@link #getBufferLimit() <em>Buffer Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBufferLimit()
	 * @generated
	 * @ordered
	 */
	protected static final long BUFFER_LIMIT_EDEFAULT = 100L;

	/**
	 * The cached value of the '{@link #getBufferLimit() <em>Buffer Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBufferLimit()
	 * @generated
	 * @ordered
	 */
	protected long bufferLimit = BUFFER_LIMIT_EDEFAULT;

	/**
	 * The cached value of the '{@link #getParameters() <em>Parameters</em>}' map.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParameters()
	 * @generated
	 * @ordered
	 */
	protected EMap<String, String> parameters;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected QueueSettingsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DclabPackage.Literals.QUEUE_SETTINGS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getDiscipline() {
		return discipline;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDiscipline(String newDiscipline) {
		String oldDiscipline = discipline;
		discipline = newDiscipline;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__DISCIPLINE, oldDiscipline, discipline));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public QueueUnit getUnit() {
		return unit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUnit(QueueUnit newUnit) {
		QueueUnit oldUnit = unit;
		unit = newUnit == null ? UNIT_EDEFAULT : newUnit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__UNIT, oldUnit, unit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getBufferLimit() {
		return bufferLimit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBufferLimit(long newBufferLimit) {
		long oldBufferLimit = bufferLimit;
		bufferLimit = newBufferLimit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__BUFFER_LIMIT, oldBufferLimit, bufferLimit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EMap<String, String> getParameters() {
		if (parameters == null) {
			parameters = new EcoreEMap<String,String>(DclabPackage.Literals.PARAMETER_ENTRY, ParameterEntryImpl.class, this, DclabPackage.QUEUE_SETTINGS__PARAMETERS);
		}
		return parameters;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DclabPackage.QUEUE_SETTINGS__PARAMETERS:
				return ((InternalEList<?>)getParameters()).basicRemove(otherEnd, msgs);
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
			case DclabPackage.QUEUE_SETTINGS__DISCIPLINE:
				return getDiscipline();
			case DclabPackage.QUEUE_SETTINGS__UNIT:
				return getUnit();
			case DclabPackage.QUEUE_SETTINGS__BUFFER_LIMIT:
				return getBufferLimit();
			case DclabPackage.QUEUE_SETTINGS__PARAMETERS:
				if (coreType) return getParameters();
				else return getParameters().map();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case DclabPackage.QUEUE_SETTINGS__DISCIPLINE:
				setDiscipline((String)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__UNIT:
				setUnit((QueueUnit)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__BUFFER_LIMIT:
				setBufferLimit((Long)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__PARAMETERS:
				((EStructuralFeature.Setting)getParameters()).set(newValue);
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
			case DclabPackage.QUEUE_SETTINGS__DISCIPLINE:
				setDiscipline(DISCIPLINE_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__UNIT:
				setUnit(UNIT_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__BUFFER_LIMIT:
				setBufferLimit(BUFFER_LIMIT_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__PARAMETERS:
				getParameters().clear();
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
			case DclabPackage.QUEUE_SETTINGS__DISCIPLINE:
				return DISCIPLINE_EDEFAULT == null ? discipline != null : !DISCIPLINE_EDEFAULT.equals(discipline);
			case DclabPackage.QUEUE_SETTINGS__UNIT:
				return unit != UNIT_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__BUFFER_LIMIT:
				return bufferLimit != BUFFER_LIMIT_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__PARAMETERS:
				return parameters != null && !parameters.isEmpty();
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
		result.append(" (discipline: ");
		result.append(discipline);
		result.append(", unit: ");
		result.append(unit);
		result.append(", bufferLimit: ");
		result.append(bufferLimit);
		result.append(')');
		return result.toString();
	}

} //QueueSettingsImpl
