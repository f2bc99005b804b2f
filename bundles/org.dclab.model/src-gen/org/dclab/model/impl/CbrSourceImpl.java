/**
 */
package org.dclab.model.impl;

import org.dclab.model.CbrSource;
import org.dclab.model.DclabPackage;
import org.dclab.model.Host;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Cbr Source</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.CbrSourceImpl#getSource <em>Source</em>}</li>
 *   <li>{@link org.dclab.model.impl.CbrSourceImpl#getDestination <em>Destination</em>}</li>
 *   <li>{@link org.dclab.model.impl.CbrSourceImpl#getRateBps <em>Rate Bps</em>}</li>
 *   <li>{@link org.dclab.model.impl.CbrSourceImpl#getChunkBytes <em>Chunk Bytes</em>}</li>
 *   <li>{@link org.dclab.model.impl.CbrSourceImpl#getStopPs <em>Stop Ps</em>}</li>
 * </ul>
 *
 * @generated
 */
public class CbrSourceImpl extends ApplicationImpl implements CbrSource {
	/**
	 * The cached value of the '{@link #getSource() <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSource()
	 * @generated
	 * @ordered
	 */
	protected Host source;

	/**
	 * The cached value of the '{@link #getDestination() <em>Destination</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDestination()
	 * @generated
	 * @ordered
	 */
	protected Host destination;

	/**
	 * The default value of the '{@link #getRateBps() <em>Rate Bps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRateBps()
	 * @generated
	 * @ordered
	 */
	protected static final long RATE_BPS_EDEFAULT = 100000000L;

	/**
	 * The cached value of the '{@link #getRateBps() <em>Rate Bps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRateBps()
	 * @generated
	 * @ordered
	 */
	protected long rateBps = RATE_BPS_EDEFAULT;

	/**
	 * The default value of the '{@link #getChunkBytes() <em>Chunk Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getChunkBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long CHUNK_BYTES_EDEFAULT = 1460L;

	/**
	 * The cached value of the '{@link #getChunkBytes() <em>Chunk Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getChunkBytes()
	 * @generated
	 * @ordered
	 */
	protected long chunkBytes = CHUNK_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getStopPs() <em>Stop Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStopPs()
	 * @generated
	 * @ordered
	 */
	protected static final long STOP_PS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getStopPs() <em>Stop Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStopPs()
	 * @generated
	 * @ordered
	 */
	protected long stopPs = STOP_PS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected CbrSourceImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DclabPackage.Literals.CBR_SOURCE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Host getSource() {
		if (source != null && source.eIsProxy()) {
			InternalEObject oldSource = (InternalEObject)source;
			source = (Host)eResolveProxy(oldSource);
			if (source != oldSource) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, DclabPackage.CBR_SOURCE__SOURCE, oldSource, source));
			}
		}
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Host basicGetSource() {
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSource(Host newSource) {
		Host oldSource = source;
		source = newSource;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.CBR_SOURCE__SOURCE, oldSource, source));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Host getDestination() {
		if (destination != null && destination.eIsProxy()) {
			InternalEObject oldDestination = (InternalEObject)destination;
			destination = (Host)eResolveProxy(oldDestination);
			if (destination != oldDestination) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, DclabPackage.CBR_SOURCE__DESTINATION, oldDestination, destination));
			}
		}
		return destination;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Host basicGetDestination() {
		return destination;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDestination(Host newDestination) {
		Host oldDestination = destination;
		destination = newDestination;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.CBR_SOURCE__DESTINATION, oldDestination, destination));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRateBps() {
		return rateBps;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRateBps(long newRateBps) {
		long oldRateBps = rateBps;
		rateBps = newRateBps;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.CBR_SOURCE__RATE_BPS, oldRateBps, rateBps));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getChunkBytes() {
		return chunkBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setChunkBytes(long newChunkBytes) {
		long oldChunkBytes = chunkBytes;
		chunkBytes = newChunkBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.CBR_SOURCE__CHUNK_BYTES, oldChunkBytes, chunkBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getStopPs() {
		return stopPs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStopPs(long newStopPs) {
		long oldStopPs = stopPs;
		stopPs = newStopPs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.CBR_SOURCE__STOP_PS, oldStopPs, stopPs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DclabPackage.CBR_SOURCE__SOURCE:
				if (resolve) return getSource();
				return basicGetSource();
			case DclabPackage.CBR_SOURCE__DESTINATION:
				if (resolve) return getDestination();
				return basicGetDestination();
			case DclabPackage.CBR_SOURCE__RATE_BPS:
				return getRateBps();
			case DclabPackage.CBR_SOURCE__CHUNK_BYTES:
				return getChunkBytes();
			case DclabPackage.CBR_SOURCE__STOP_PS:
				return getStopPs();
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
			case DclabPackage.CBR_SOURCE__SOURCE:
				setSource((Host)newValue);
				return;
			case DclabPackage.CBR_SOURCE__DESTINATION:
				setDestination((Host)newValue);
				return;
			case DclabPackage.CBR_SOURCE__RATE_BPS:
				setRateBps((Long)newValue);
				return;
			case DclabPackage.CBR_SOURCE__CHUNK_BYTES:
				setChunkBytes((Long)newValue);
				return;
			case DclabPackage.CBR_SOURCE__STOP_PS:
				setStopPs((Long)newValue);
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
			case DclabPackage.CBR_SOURCE__SOURCE:
				setSource((Host)null);
				return;
			case DclabPackage.CBR_SOURCE__DESTINATION:
				setDestination((Host)null);
				return;
			case DclabPackage.CBR_SOURCE__RATE_BPS:
				setRateBps(RATE_BPS_EDEFAULT);
				return;
			case DclabPackage.CBR_SOURCE__CHUNK_BYTES:
				setChunkBytes(CHUNK_BYTES_EDEFAULT);
				return;
			case DclabPackage.CBR_SOURCE__STOP_PS:
				setStopPs(STOP_PS_EDEFAULT);
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
			case DclabPackage.CBR_SOURCE__SOURCE:
				return source != null;
			case DclabPackage.CBR_SOURCE__DESTINATION:
				return destination != null;
			case DclabPackage.CBR_SOURCE__RATE_BPS:
				return rateBps != RATE_BPS_EDEFAULT;
			case DclabPackage.CBR_SOURCE__CHUNK_BYTES:
				return chunkBytes != CHUNK_BYTES_EDEFAULT;
			case DclabPackage.CBR_SOURCE__STOP_PS:
				return stopPs != STOP_PS_EDEFAULT;
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
		result.append(" (rateBps: ");
		result.append(rateBps);
		result.append(", chunkBytes: ");
		result.append(chunkBytes);
		result.append(", stopPs: ");
		result.append(stopPs);
		result.append(')');
		return result.toString();
	}

} //CbrSourceImpl
