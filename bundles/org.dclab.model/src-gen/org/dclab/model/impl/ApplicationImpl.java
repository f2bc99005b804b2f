/**
 */
package org.dclab.model.impl;

import org.dclab.model.Application;
import org.dclab.model.DclabPackage;
import org.dclab.model.TransportSettings;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Application</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.ApplicationImpl#getTransport <em>Transport</em>}</li>
 *   <li>{@link org.dclab.model.impl.ApplicationImpl#getStartPs <em>Start Ps</em>}</li>
 * </ul>
 *
 * @generated
 */
public abstract class ApplicationImpl extends NamedElementImpl implements Application {
	/**
	 * The cached value of the '{@link #getTransport() <em>Transport</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTransport()
	 * @generated
	 * @ordered
	 */
	protected TransportSettings transport;

	/**
	 * The default value of the '{@link #getStartPs() <em>Start Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStartPs()
	 * @generated
	 * @ordered
	 */
	protected static final long START_PS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getStartPs() <em>Start Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStartPs()
	 * @generated
	 * @ordered
	 */
	protected long startPs = START_PS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ApplicationImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DclabPackage.Literals.APPLICATION;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TransportSettings getTransport() {
		return transport;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetTransport(TransportSettings newTransport, NotificationChain msgs) {
		TransportSettings oldTransport = transport;
		transport = newTransport;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, DclabPackage.APPLICATION__TRANSPORT, oldTransport, newTransport);
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
	public void setTransport(TransportSettings newTransport) {
		if (newTransport != transport) {
			NotificationChain msgs = null;
			if (transport != null)
				msgs = ((InternalEObject)transport).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - DclabPackage.APPLICATION__TRANSPORT, null, msgs);
			if (newTransport != null)
				msgs = ((InternalEObject)newTransport).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - DclabPackage.APPLICATION__TRANSPORT, null, msgs);
			msgs = basicSetTransport(newTransport, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.APPLICATION__TRANSPORT, newTransport, newTransport));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getStartPs() {
		return startPs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStartPs(long newStartPs) {
		long oldStartPs = startPs;
		startPs = newStartPs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.APPLICATION__START_PS, oldStartPs, startPs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DclabPackage.APPLICATION__TRANSPORT:
				return basicSetTransport(null, msgs);
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
			case DclabPackage.APPLICATION__TRANSPORT:
				return getTransport();
			case DclabPackage.APPLICATION__START_PS:
				return getStartPs();
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
			case DclabPackage.APPLICATION__TRANSPORT:
				setTransport((TransportSettings)newValue);
				return;
			case DclabPackage.APPLICATION__START_PS:
				setStartPs((Long)newValue);
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
			case DclabPackage.APPLICATION__TRANSPORT:
				setTransport((TransportSettings)null);
				return;
			case DclabPackage.APPLICATION__START_PS:
				setStartPs(START_PS_EDEFAULT);
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
			case DclabPackage.APPLICATION__TRANSPORT:
				return transport != null;
			case DclabPackage.APPLICATION__START_PS:
				return startPs != START_PS_EDEFAULT;
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
		result.append(" (startPs: ");
		result.append(startPs);
		result.append(')');
		return result.toString();
	}

} //ApplicationImpl
