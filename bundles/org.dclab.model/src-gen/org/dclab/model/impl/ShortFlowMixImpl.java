/**
 */
package org.dclab.model.impl;

import java.util.Collection;

import org.dclab.model.DclabPackage;
import org.dclab.model.Host;
import org.dclab.model.LoadBasis;
import org.dclab.model.ShortFlowMix;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Short Flow Mix</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.ShortFlowMixImpl#getSource <em>Source</em>}</li>
 *   <li>{@link org.dclab.model.impl.ShortFlowMixImpl#getDestinations <em>Destinations</em>}</li>
 *   <li>{@link org.dclab.model.impl.ShortFlowMixImpl#getMinSizeBytes <em>Min Size Bytes</em>}</li>
 *   <li>{@link org.dclab.model.impl.ShortFlowMixImpl#getMaxSizeBytes <em>Max Size Bytes</em>}</li>
 *   <li>{@link org.dclab.model.impl.ShortFlowMixImpl#getLoad <em>Load</em>}</li>
 *   <li>{@link org.dclab.model.impl.ShortFlowMixImpl#getLoadBasis <em>Load Basis</em>}</li>
 *   <li>{@link org.dclab.model.impl.ShortFlowMixImpl#getStopPs <em>Stop Ps</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ShortFlowMixImpl extends GeneratedFlowsImpl implements ShortFlowMix {
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
	 * The cached value of the '{@link #getDestinations() <em>Destinations</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDestinations()
	 * @generated
	 * @ordered
	 */
	protected EList<Host> destinations;

	/**
	 * The default value of the '{@link #getMinSizeBytes() <em>Min Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinSizeBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long MIN_SIZE_BYTES_EDEFAULT = 10240L;

	/**
	 * The cached value of the '{@link #getMinSizeBytes() <em>Min Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinSizeBytes()
	 * @generated
	 * @ordered
	 */
	protected long minSizeBytes = MIN_SIZE_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxSizeBytes() <em>Max Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSizeBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long MAX_SIZE_BYTES_EDEFAULT = 51200L;

	/**
	 * The cached value of the '{@link #getMaxSizeBytes() <em>Max Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSizeBytes()
	 * @generated
	 * @ordered
	 */
	protected long maxSizeBytes = MAX_SIZE_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getLoad() <em>Load</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLoad()
	 * @generated
	 * @ordered
	 */
	protected static final double LOAD_EDEFAULT = 0.2;

	/**
	 * The cached value of the '{@link #getLoad() <em>Load</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLoad()
	 * @generated
	 * @ordered
	 */
	protected double load = LOAD_EDEFAULT;

	/**
	 * The default value of the '{@link #getLoadBasis() <em>Load Basis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLoadBasis()
	 * @generated
	 * @ordered
	 */
	protected static final LoadBasis LOAD_BASIS_EDEFAULT = LoadBasis.WIRE;

	/**
	 * The cached value of the '{@link #getLoadBasis() <em>Load Basis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLoadBasis()
	 * @generated
	 * @ordered
	 */
	protected LoadBasis loadBasis = LOAD_BASIS_EDEFAULT;

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
	protected ShortFlowMixImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DclabPackage.Literals.SHORT_FLOW_MIX;
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
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, DclabPackage.SHORT_FLOW_MIX__SOURCE, oldSource, source));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SHORT_FLOW_MIX__SOURCE, oldSource, source));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Host> getDestinations() {
		if (destinations == null) {
			destinations = new EObjectResolvingEList<Host>(Host.class, this, DclabPackage.SHORT_FLOW_MIX__DESTINATIONS);
		}
		return destinations;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMinSizeBytes() {
		return minSizeBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMinSizeBytes(long newMinSizeBytes) {
		long oldMinSizeBytes = minSizeBytes;
		minSizeBytes = newMinSizeBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SHORT_FLOW_MIX__MIN_SIZE_BYTES, oldMinSizeBytes, minSizeBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMaxSizeBytes() {
		return maxSizeBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxSizeBytes(long newMaxSizeBytes) {
		long oldMaxSizeBytes = maxSizeBytes;
		maxSizeBytes = newMaxSizeBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SHORT_FLOW_MIX__MAX_SIZE_BYTES, oldMaxSizeBytes, maxSizeBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getLoad() {
		return load;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLoad(double newLoad) {
		double oldLoad = load;
		load = newLoad;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SHORT_FLOW_MIX__LOAD, oldLoad, load));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LoadBasis getLoadBasis() {
		return loadBasis;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLoadBasis(LoadBasis newLoadBasis) {
		LoadBasis oldLoadBasis = loadBasis;
		loadBasis = newLoadBasis == null ? LOAD_BASIS_EDEFAULT : newLoadBasis;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SHORT_FLOW_MIX__LOAD_BASIS, oldLoadBasis, loadBasis));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SHORT_FLOW_MIX__STOP_PS, oldStopPs, stopPs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DclabPackage.SHORT_FLOW_MIX__SOURCE:
				if (resolve) return getSource();
				return basicGetSource();
			case DclabPackage.SHORT_FLOW_MIX__DESTINATIONS:
				return getDestinations();
			case DclabPackage.SHORT_FLOW_MIX__MIN_SIZE_BYTES:
				return getMinSizeBytes();
			case DclabPackage.SHORT_FLOW_MIX__MAX_SIZE_BYTES:
				return getMaxSizeBytes();
			case DclabPackage.SHORT_FLOW_MIX__LOAD:
				return getLoad();
			case DclabPackage.SHORT_FLOW_MIX__LOAD_BASIS:
				return getLoadBasis();
			case DclabPackage.SHORT_FLOW_MIX__STOP_PS:
				return getStopPs();
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
			case DclabPackage.SHORT_FLOW_MIX__SOURCE:
				setSource((Host)newValue);
				return;
			case DclabPackage.SHORT_FLOW_MIX__DESTINATIONS:
				getDestinations().clear();
				getDestinations().addAll((Collection<? extends Host>)newValue);
				return;
			case DclabPackage.SHORT_FLOW_MIX__MIN_SIZE_BYTES:
				setMinSizeBytes((Long)newValue);
				return;
			case DclabPackage.SHORT_FLOW_MIX__MAX_SIZE_BYTES:
				setMaxSizeBytes((Long)newValue);
				return;
			case DclabPackage.SHORT_FLOW_MIX__LOAD:
				setLoad((Double)newValue);
				return;
			case DclabPackage.SHORT_FLOW_MIX__LOAD_BASIS:
				setLoadBasis((LoadBasis)newValue);
				return;
			case DclabPackage.SHORT_FLOW_MIX__STOP_PS:
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
			case DclabPackage.SHORT_FLOW_MIX__SOURCE:
				setSource((Host)null);
				return;
			case DclabPackage.SHORT_FLOW_MIX__DESTINATIONS:
				getDestinations().clear();
				return;
			case DclabPackage.SHORT_FLOW_MIX__MIN_SIZE_BYTES:
				setMinSizeBytes(MIN_SIZE_BYTES_EDEFAULT);
				return;
			case DclabPackage.SHORT_FLOW_MIX__MAX_SIZE_BYTES:
				setMaxSizeBytes(MAX_SIZE_BYTES_EDEFAULT);
				return;
			case DclabPackage.SHORT_FLOW_MIX__LOAD:
				setLoad(LOAD_EDEFAULT);
				return;
			case DclabPackage.SHORT_FLOW_MIX__LOAD_BASIS:
				setLoadBasis(LOAD_BASIS_EDEFAULT);
				return;
			case DclabPackage.SHORT_FLOW_MIX__STOP_PS:
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
			case DclabPackage.SHORT_FLOW_MIX__SOURCE:
				return source != null;
			case DclabPackage.SHORT_FLOW_MIX__DESTINATIONS:
				return destinations != null && !destinations.isEmpty();
			case DclabPackage.SHORT_FLOW_MIX__MIN_SIZE_BYTES:
				return minSizeBytes != MIN_SIZE_BYTES_EDEFAULT;
			case DclabPackage.SHORT_FLOW_MIX__MAX_SIZE_BYTES:
				return maxSizeBytes != MAX_SIZE_BYTES_EDEFAULT;
			case DclabPackage.SHORT_FLOW_MIX__LOAD:
				return load != LOAD_EDEFAULT;
			case DclabPackage.SHORT_FLOW_MIX__LOAD_BASIS:
				return loadBasis != LOAD_BASIS_EDEFAULT;
			case DclabPackage.SHORT_FLOW_MIX__STOP_PS:
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
		result.append(" (minSizeBytes: ");
		result.append(minSizeBytes);
		result.append(", maxSizeBytes: ");
		result.append(maxSizeBytes);
		result.append(", load: ");
		result.append(load);
		result.append(", loadBasis: ");
		result.append(loadBasis);
		result.append(", stopPs: ");
		result.append(stopPs);
		result.append(')');
		return result.toString();
	}

} //ShortFlowMixImpl
