/**
 */
package org.dclab.model.impl;

import org.dclab.model.DclabPackage;
import org.dclab.model.SharedBuffer;
import org.dclab.model.Switch;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Switch</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.SwitchImpl#getSharedBuffer <em>Shared Buffer</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SwitchImpl extends NodeImpl implements Switch {
	/**
	 * The cached value of the '{@link #getSharedBuffer() <em>Shared Buffer</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSharedBuffer()
	 * @generated
	 * @ordered
	 */
	protected SharedBuffer sharedBuffer;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SwitchImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DclabPackage.Literals.SWITCH;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SharedBuffer getSharedBuffer() {
		return sharedBuffer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetSharedBuffer(SharedBuffer newSharedBuffer, NotificationChain msgs) {
		SharedBuffer oldSharedBuffer = sharedBuffer;
		sharedBuffer = newSharedBuffer;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, DclabPackage.SWITCH__SHARED_BUFFER, oldSharedBuffer, newSharedBuffer);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSharedBuffer(SharedBuffer newSharedBuffer) {
		if (newSharedBuffer != sharedBuffer) {
			NotificationChain msgs = null;
			if (sharedBuffer != null)
				msgs = ((InternalEObject)sharedBuffer).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - DclabPackage.SWITCH__SHARED_BUFFER, null, msgs);
			if (newSharedBuffer != null)
				msgs = ((InternalEObject)newSharedBuffer).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - DclabPackage.SWITCH__SHARED_BUFFER, null, msgs);
			msgs = basicSetSharedBuffer(newSharedBuffer, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SWITCH__SHARED_BUFFER, newSharedBuffer, newSharedBuffer));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DclabPackage.SWITCH__SHARED_BUFFER:
				return basicSetSharedBuffer(null, msgs);
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
			case DclabPackage.SWITCH__SHARED_BUFFER:
				return getSharedBuffer();
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
			case DclabPackage.SWITCH__SHARED_BUFFER:
				setSharedBuffer((SharedBuffer)newValue);
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
			case DclabPackage.SWITCH__SHARED_BUFFER:
				setSharedBuffer((SharedBuffer)null);
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
			case DclabPackage.SWITCH__SHARED_BUFFER:
				return sharedBuffer != null;
		}
		return super.eIsSet(featureID);
	}

} //SwitchImpl
