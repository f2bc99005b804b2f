/**
 */
package org.dclab.model.impl;

import org.dclab.model.CongestionControl;
import org.dclab.model.DclabPackage;
import org.dclab.model.TransportSettings;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Transport Settings</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getCongestionControl <em>Congestion Control</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getMssBytes <em>Mss Bytes</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getInitialWindowSegments <em>Initial Window Segments</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getMinRtoPs <em>Min Rto Ps</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#isDelayedAck <em>Delayed Ack</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getDelayedAckTimeoutPs <em>Delayed Ack Timeout Ps</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#isEcn <em>Ecn</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getDctcpG <em>Dctcp G</em>}</li>
 * </ul>
 *
 * @generated
 */
public class TransportSettingsImpl extends MinimalEObjectImpl.Container implements TransportSettings {
	/**
	 * The default value of the '{@link #getCongestionControl() <em>Congestion Control</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCongestionControl()
	 * @generated
	 * @ordered
	 */
	protected static final CongestionControl CONGESTION_CONTROL_EDEFAULT = CongestionControl.NEW_RENO;

	/**
	 * The cached value of the '{@link #getCongestionControl() <em>Congestion Control</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCongestionControl()
	 * @generated
	 * @ordered
	 */
	protected CongestionControl congestionControl = CONGESTION_CONTROL_EDEFAULT;

	/**
	 * The default value of the '{@link #getMssBytes() <em>Mss Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMssBytes()
	 * @generated
	 * @ordered
	 */
	protected static final int MSS_BYTES_EDEFAULT = 1460;

	/**
	 * The cached value of the '{@link #getMssBytes() <em>Mss Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMssBytes()
	 * @generated
	 * @ordered
	 */
	protected int mssBytes = MSS_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getInitialWindowSegments() <em>Initial Window Segments</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInitialWindowSegments()
	 * @generated
	 * @ordered
	 */
	protected static final int INITIAL_WINDOW_SEGMENTS_EDEFAULT = 10;

	/**
	 * The cached value of the '{@link #getInitialWindowSegments() <em>Initial Window Segments</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInitialWindowSegments()
	 * @generated
	 * @ordered
	 */
	protected int initialWindowSegments = INITIAL_WINDOW_SEGMENTS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMinRtoPs() <em>Min Rto Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinRtoPs()
	 * @generated
	 * @ordered
	 */
	protected static final long MIN_RTO_PS_EDEFAULT = 200000000000L;

	/**
	 * The cached value of the '{@link #getMinRtoPs() <em>Min Rto Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinRtoPs()
	 * @generated
	 * @ordered
	 */
	protected long minRtoPs = MIN_RTO_PS_EDEFAULT;

	/**
	 * The default value of the '{@link #isDelayedAck() <em>Delayed Ack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isDelayedAck()
	 * @generated
	 * @ordered
	 */
	protected static final boolean DELAYED_ACK_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isDelayedAck() <em>Delayed Ack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isDelayedAck()
	 * @generated
	 * @ordered
	 */
	protected boolean delayedAck = DELAYED_ACK_EDEFAULT;

	/**
	 * The default value of the '{@link #getDelayedAckTimeoutPs() <em>Delayed Ack Timeout Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDelayedAckTimeoutPs()
	 * @generated
	 * @ordered
	 */
	protected static final long DELAYED_ACK_TIMEOUT_PS_EDEFAULT = 40000000000L;

	/**
	 * The cached value of the '{@link #getDelayedAckTimeoutPs() <em>Delayed Ack Timeout Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDelayedAckTimeoutPs()
	 * @generated
	 * @ordered
	 */
	protected long delayedAckTimeoutPs = DELAYED_ACK_TIMEOUT_PS_EDEFAULT;

	/**
	 * The default value of the '{@link #isEcn() <em>Ecn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isEcn()
	 * @generated
	 * @ordered
	 */
	protected static final boolean ECN_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isEcn() <em>Ecn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isEcn()
	 * @generated
	 * @ordered
	 */
	protected boolean ecn = ECN_EDEFAULT;

	/**
	 * The default value of the '{@link #getDctcpG() <em>Dctcp G</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDctcpG()
	 * @generated
	 * @ordered
	 */
	protected static final double DCTCP_G_EDEFAULT = 0.0625;

	/**
	 * The cached value of the '{@link #getDctcpG() <em>Dctcp G</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDctcpG()
	 * @generated
	 * @ordered
	 */
	protected double dctcpG = DCTCP_G_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TransportSettingsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DclabPackage.Literals.TRANSPORT_SETTINGS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CongestionControl getCongestionControl() {
		return congestionControl;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCongestionControl(CongestionControl newCongestionControl) {
		CongestionControl oldCongestionControl = congestionControl;
		congestionControl = newCongestionControl == null ? CONGESTION_CONTROL_EDEFAULT : newCongestionControl;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__CONGESTION_CONTROL, oldCongestionControl, congestionControl));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMssBytes() {
		return mssBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMssBytes(int newMssBytes) {
		int oldMssBytes = mssBytes;
		mssBytes = newMssBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__MSS_BYTES, oldMssBytes, mssBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getInitialWindowSegments() {
		return initialWindowSegments;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInitialWindowSegments(int newInitialWindowSegments) {
		int oldInitialWindowSegments = initialWindowSegments;
		initialWindowSegments = newInitialWindowSegments;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__INITIAL_WINDOW_SEGMENTS, oldInitialWindowSegments, initialWindowSegments));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMinRtoPs() {
		return minRtoPs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMinRtoPs(long newMinRtoPs) {
		long oldMinRtoPs = minRtoPs;
		minRtoPs = newMinRtoPs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__MIN_RTO_PS, oldMinRtoPs, minRtoPs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isDelayedAck() {
		return delayedAck;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDelayedAck(boolean newDelayedAck) {
		boolean oldDelayedAck = delayedAck;
		delayedAck = newDelayedAck;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__DELAYED_ACK, oldDelayedAck, delayedAck));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getDelayedAckTimeoutPs() {
		return delayedAckTimeoutPs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDelayedAckTimeoutPs(long newDelayedAckTimeoutPs) {
		long oldDelayedAckTimeoutPs = delayedAckTimeoutPs;
		delayedAckTimeoutPs = newDelayedAckTimeoutPs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__DELAYED_ACK_TIMEOUT_PS, oldDelayedAckTimeoutPs, delayedAckTimeoutPs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isEcn() {
		return ecn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEcn(boolean newEcn) {
		boolean oldEcn = ecn;
		ecn = newEcn;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__ECN, oldEcn, ecn));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getDctcpG() {
		return dctcpG;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDctcpG(double newDctcpG) {
		double oldDctcpG = dctcpG;
		dctcpG = newDctcpG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__DCTCP_G, oldDctcpG, dctcpG));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DclabPackage.TRANSPORT_SETTINGS__CONGESTION_CONTROL:
				return getCongestionControl();
			case DclabPackage.TRANSPORT_SETTINGS__MSS_BYTES:
				return getMssBytes();
			case DclabPackage.TRANSPORT_SETTINGS__INITIAL_WINDOW_SEGMENTS:
				return getInitialWindowSegments();
			case DclabPackage.TRANSPORT_SETTINGS__MIN_RTO_PS:
				return getMinRtoPs();
			case DclabPackage.TRANSPORT_SETTINGS__DELAYED_ACK:
				return isDelayedAck();
			case DclabPackage.TRANSPORT_SETTINGS__DELAYED_ACK_TIMEOUT_PS:
				return getDelayedAckTimeoutPs();
			case DclabPackage.TRANSPORT_SETTINGS__ECN:
				return isEcn();
			case DclabPackage.TRANSPORT_SETTINGS__DCTCP_G:
				return getDctcpG();
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
			case DclabPackage.TRANSPORT_SETTINGS__CONGESTION_CONTROL:
				setCongestionControl((CongestionControl)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__MSS_BYTES:
				setMssBytes((Integer)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__INITIAL_WINDOW_SEGMENTS:
				setInitialWindowSegments((Integer)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__MIN_RTO_PS:
				setMinRtoPs((Long)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__DELAYED_ACK:
				setDelayedAck((Boolean)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__DELAYED_ACK_TIMEOUT_PS:
				setDelayedAckTimeoutPs((Long)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__ECN:
				setEcn((Boolean)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__DCTCP_G:
				setDctcpG((Double)newValue);
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
			case DclabPackage.TRANSPORT_SETTINGS__CONGESTION_CONTROL:
				setCongestionControl(CONGESTION_CONTROL_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__MSS_BYTES:
				setMssBytes(MSS_BYTES_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__INITIAL_WINDOW_SEGMENTS:
				setInitialWindowSegments(INITIAL_WINDOW_SEGMENTS_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__MIN_RTO_PS:
				setMinRtoPs(MIN_RTO_PS_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__DELAYED_ACK:
				setDelayedAck(DELAYED_ACK_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__DELAYED_ACK_TIMEOUT_PS:
				setDelayedAckTimeoutPs(DELAYED_ACK_TIMEOUT_PS_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__ECN:
				setEcn(ECN_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__DCTCP_G:
				setDctcpG(DCTCP_G_EDEFAULT);
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
			case DclabPackage.TRANSPORT_SETTINGS__CONGESTION_CONTROL:
				return congestionControl != CONGESTION_CONTROL_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__MSS_BYTES:
				return mssBytes != MSS_BYTES_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__INITIAL_WINDOW_SEGMENTS:
				return initialWindowSegments != INITIAL_WINDOW_SEGMENTS_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__MIN_RTO_PS:
				return minRtoPs != MIN_RTO_PS_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__DELAYED_ACK:
				return delayedAck != DELAYED_ACK_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__DELAYED_ACK_TIMEOUT_PS:
				return delayedAckTimeoutPs != DELAYED_ACK_TIMEOUT_PS_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__ECN:
				return ecn != ECN_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__DCTCP_G:
				return dctcpG != DCTCP_G_EDEFAULT;
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
		result.append(" (congestionControl: ");
		result.append(congestionControl);
		result.append(", mssBytes: ");
		result.append(mssBytes);
		result.append(", initialWindowSegments: ");
		result.append(initialWindowSegments);
		result.append(", minRtoPs: ");
		result.append(minRtoPs);
		result.append(", delayedAck: ");
		result.append(delayedAck);
		result.append(", delayedAckTimeoutPs: ");
		result.append(delayedAckTimeoutPs);
		result.append(", ecn: ");
		result.append(ecn);
		result.append(", dctcpG: ");
		result.append(dctcpG);
		result.append(')');
		return result.toString();
	}

} //TransportSettingsImpl
