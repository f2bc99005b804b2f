/**
 */
package org.dclab.model.impl;

import java.util.Collection;

import org.dclab.model.DclabPackage;
import org.dclab.model.Host;
import org.dclab.model.LoadBasis;
import org.dclab.model.PoissonBackground;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Poisson Background</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.PoissonBackgroundImpl#getHosts <em>Hosts</em>}</li>
 *   <li>{@link org.dclab.model.impl.PoissonBackgroundImpl#getSources <em>Sources</em>}</li>
 *   <li>{@link org.dclab.model.impl.PoissonBackgroundImpl#getDestinations <em>Destinations</em>}</li>
 *   <li>{@link org.dclab.model.impl.PoissonBackgroundImpl#getCdf <em>Cdf</em>}</li>
 *   <li>{@link org.dclab.model.impl.PoissonBackgroundImpl#getLoad <em>Load</em>}</li>
 *   <li>{@link org.dclab.model.impl.PoissonBackgroundImpl#getLoadBasis <em>Load Basis</em>}</li>
 *   <li>{@link org.dclab.model.impl.PoissonBackgroundImpl#getCdfPoints <em>Cdf Points</em>}</li>
 *   <li>{@link org.dclab.model.impl.PoissonBackgroundImpl#getSizeCapBytes <em>Size Cap Bytes</em>}</li>
 *   <li>{@link org.dclab.model.impl.PoissonBackgroundImpl#getStopPs <em>Stop Ps</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PoissonBackgroundImpl extends GeneratedFlowsImpl implements PoissonBackground {
	/**
	 * The cached value of the '{@link #getHosts() <em>Hosts</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHosts()
	 * @generated
	 * @ordered
	 */
	protected EList<Host> hosts;

	/**
	 * The cached value of the '{@link #getSources() <em>Sources</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSources()
	 * @generated
	 * @ordered
	 */
	protected EList<Host> sources;

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
	 * The default value of the '{@link #getCdf() <em>Cdf</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCdf()
	 * @generated
	 * @ordered
	 */
	protected static final String CDF_EDEFAULT = "datamining";

	/**
	 * The cached value of the '{@link #getCdf() <em>Cdf</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCdf()
	 * @generated
	 * @ordered
	 */
	protected String cdf = CDF_EDEFAULT;

	/**
	 * The default value of the '{@link #getLoad() <em>Load</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLoad()
	 * @generated
	 * @ordered
	 */
	protected static final double LOAD_EDEFAULT = 0.5;

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
	 * The default value of the '{@link #getCdfPoints() <em>Cdf Points</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCdfPoints()
	 * @generated
	 * @ordered
	 */
	protected static final String CDF_POINTS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCdfPoints() <em>Cdf Points</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCdfPoints()
	 * @generated
	 * @ordered
	 */
	protected String cdfPoints = CDF_POINTS_EDEFAULT;

	/**
	 * The default value of the '{@link #getSizeCapBytes() <em>Size Cap Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSizeCapBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long SIZE_CAP_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getSizeCapBytes() <em>Size Cap Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSizeCapBytes()
	 * @generated
	 * @ordered
	 */
	protected long sizeCapBytes = SIZE_CAP_BYTES_EDEFAULT;

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
	protected PoissonBackgroundImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DclabPackage.Literals.POISSON_BACKGROUND;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Host> getHosts() {
		if (hosts == null) {
			hosts = new EObjectResolvingEList<Host>(Host.class, this, DclabPackage.POISSON_BACKGROUND__HOSTS);
		}
		return hosts;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Host> getSources() {
		if (sources == null) {
			sources = new EObjectResolvingEList<Host>(Host.class, this, DclabPackage.POISSON_BACKGROUND__SOURCES);
		}
		return sources;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Host> getDestinations() {
		if (destinations == null) {
			destinations = new EObjectResolvingEList<Host>(Host.class, this, DclabPackage.POISSON_BACKGROUND__DESTINATIONS);
		}
		return destinations;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCdf() {
		return cdf;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCdf(String newCdf) {
		String oldCdf = cdf;
		cdf = newCdf;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.POISSON_BACKGROUND__CDF, oldCdf, cdf));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.POISSON_BACKGROUND__LOAD, oldLoad, load));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.POISSON_BACKGROUND__LOAD_BASIS, oldLoadBasis, loadBasis));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCdfPoints() {
		return cdfPoints;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCdfPoints(String newCdfPoints) {
		String oldCdfPoints = cdfPoints;
		cdfPoints = newCdfPoints;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.POISSON_BACKGROUND__CDF_POINTS, oldCdfPoints, cdfPoints));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSizeCapBytes() {
		return sizeCapBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSizeCapBytes(long newSizeCapBytes) {
		long oldSizeCapBytes = sizeCapBytes;
		sizeCapBytes = newSizeCapBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.POISSON_BACKGROUND__SIZE_CAP_BYTES, oldSizeCapBytes, sizeCapBytes));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.POISSON_BACKGROUND__STOP_PS, oldStopPs, stopPs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DclabPackage.POISSON_BACKGROUND__HOSTS:
				return getHosts();
			case DclabPackage.POISSON_BACKGROUND__SOURCES:
				return getSources();
			case DclabPackage.POISSON_BACKGROUND__DESTINATIONS:
				return getDestinations();
			case DclabPackage.POISSON_BACKGROUND__CDF:
				return getCdf();
			case DclabPackage.POISSON_BACKGROUND__LOAD:
				return getLoad();
			case DclabPackage.POISSON_BACKGROUND__LOAD_BASIS:
				return getLoadBasis();
			case DclabPackage.POISSON_BACKGROUND__CDF_POINTS:
				return getCdfPoints();
			case DclabPackage.POISSON_BACKGROUND__SIZE_CAP_BYTES:
				return getSizeCapBytes();
			case DclabPackage.POISSON_BACKGROUND__STOP_PS:
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
			case DclabPackage.POISSON_BACKGROUND__HOSTS:
				getHosts().clear();
				getHosts().addAll((Collection<? extends Host>)newValue);
				return;
			case DclabPackage.POISSON_BACKGROUND__SOURCES:
				getSources().clear();
				getSources().addAll((Collection<? extends Host>)newValue);
				return;
			case DclabPackage.POISSON_BACKGROUND__DESTINATIONS:
				getDestinations().clear();
				getDestinations().addAll((Collection<? extends Host>)newValue);
				return;
			case DclabPackage.POISSON_BACKGROUND__CDF:
				setCdf((String)newValue);
				return;
			case DclabPackage.POISSON_BACKGROUND__LOAD:
				setLoad((Double)newValue);
				return;
			case DclabPackage.POISSON_BACKGROUND__LOAD_BASIS:
				setLoadBasis((LoadBasis)newValue);
				return;
			case DclabPackage.POISSON_BACKGROUND__CDF_POINTS:
				setCdfPoints((String)newValue);
				return;
			case DclabPackage.POISSON_BACKGROUND__SIZE_CAP_BYTES:
				setSizeCapBytes((Long)newValue);
				return;
			case DclabPackage.POISSON_BACKGROUND__STOP_PS:
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
			case DclabPackage.POISSON_BACKGROUND__HOSTS:
				getHosts().clear();
				return;
			case DclabPackage.POISSON_BACKGROUND__SOURCES:
				getSources().clear();
				return;
			case DclabPackage.POISSON_BACKGROUND__DESTINATIONS:
				getDestinations().clear();
				return;
			case DclabPackage.POISSON_BACKGROUND__CDF:
				setCdf(CDF_EDEFAULT);
				return;
			case DclabPackage.POISSON_BACKGROUND__LOAD:
				setLoad(LOAD_EDEFAULT);
				return;
			case DclabPackage.POISSON_BACKGROUND__LOAD_BASIS:
				setLoadBasis(LOAD_BASIS_EDEFAULT);
				return;
			case DclabPackage.POISSON_BACKGROUND__CDF_POINTS:
				setCdfPoints(CDF_POINTS_EDEFAULT);
				return;
			case DclabPackage.POISSON_BACKGROUND__SIZE_CAP_BYTES:
				setSizeCapBytes(SIZE_CAP_BYTES_EDEFAULT);
				return;
			case DclabPackage.POISSON_BACKGROUND__STOP_PS:
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
			case DclabPackage.POISSON_BACKGROUND__HOSTS:
				return hosts != null && !hosts.isEmpty();
			case DclabPackage.POISSON_BACKGROUND__SOURCES:
				return sources != null && !sources.isEmpty();
			case DclabPackage.POISSON_BACKGROUND__DESTINATIONS:
				return destinations != null && !destinations.isEmpty();
			case DclabPackage.POISSON_BACKGROUND__CDF:
				return CDF_EDEFAULT == null ? cdf != null : !CDF_EDEFAULT.equals(cdf);
			case DclabPackage.POISSON_BACKGROUND__LOAD:
				return load != LOAD_EDEFAULT;
			case DclabPackage.POISSON_BACKGROUND__LOAD_BASIS:
				return loadBasis != LOAD_BASIS_EDEFAULT;
			case DclabPackage.POISSON_BACKGROUND__CDF_POINTS:
				return CDF_POINTS_EDEFAULT == null ? cdfPoints != null : !CDF_POINTS_EDEFAULT.equals(cdfPoints);
			case DclabPackage.POISSON_BACKGROUND__SIZE_CAP_BYTES:
				return sizeCapBytes != SIZE_CAP_BYTES_EDEFAULT;
			case DclabPackage.POISSON_BACKGROUND__STOP_PS:
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
		result.append(" (cdf: ");
		result.append(cdf);
		result.append(", load: ");
		result.append(load);
		result.append(", loadBasis: ");
		result.append(loadBasis);
		result.append(", cdfPoints: ");
		result.append(cdfPoints);
		result.append(", sizeCapBytes: ");
		result.append(sizeCapBytes);
		result.append(", stopPs: ");
		result.append(stopPs);
		result.append(')');
		return result.toString();
	}

} //PoissonBackgroundImpl
