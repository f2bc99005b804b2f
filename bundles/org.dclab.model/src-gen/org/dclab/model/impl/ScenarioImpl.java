/**
 */
package org.dclab.model.impl;

import org.dclab.model.DclabPackage;
import org.dclab.model.EcmpMode;
import org.dclab.model.Experiment;
import org.dclab.model.Network;
import org.dclab.model.Scenario;
import org.dclab.model.TcpStack;
import org.dclab.model.Traffic;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Scenario</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.ScenarioImpl#getDescription <em>Description</em>}</li>
 *   <li>{@link org.dclab.model.impl.ScenarioImpl#getSchemaVersion <em>Schema Version</em>}</li>
 *   <li>{@link org.dclab.model.impl.ScenarioImpl#getSeed <em>Seed</em>}</li>
 *   <li>{@link org.dclab.model.impl.ScenarioImpl#getDurationPs <em>Duration Ps</em>}</li>
 *   <li>{@link org.dclab.model.impl.ScenarioImpl#getTcpStack <em>Tcp Stack</em>}</li>
 *   <li>{@link org.dclab.model.impl.ScenarioImpl#getEcmp <em>Ecmp</em>}</li>
 *   <li>{@link org.dclab.model.impl.ScenarioImpl#getNetwork <em>Network</em>}</li>
 *   <li>{@link org.dclab.model.impl.ScenarioImpl#getTraffic <em>Traffic</em>}</li>
 *   <li>{@link org.dclab.model.impl.ScenarioImpl#getExperiment <em>Experiment</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ScenarioImpl extends NamedElementImpl implements Scenario {
	/**
	 * The default value of the '{@link #getDescription() <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDescription()
	 * @generated
	 * @ordered
	 */
	protected static final String DESCRIPTION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getDescription() <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDescription()
	 * @generated
	 * @ordered
	 */
	protected String description = DESCRIPTION_EDEFAULT;

	/**
	 * The default value of the '{@link #getSchemaVersion() <em>Schema Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSchemaVersion()
	 * @generated
	 * @ordered
	 */
	protected static final int SCHEMA_VERSION_EDEFAULT = 3;

	/**
	 * The cached value of the '{@link #getSchemaVersion() <em>Schema Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSchemaVersion()
	 * @generated
	 * @ordered
	 */
	protected int schemaVersion = SCHEMA_VERSION_EDEFAULT;

	/**
	 * The default value of the '{@link #getSeed() <em>Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSeed()
	 * @generated
	 * @ordered
	 */
	protected static final long SEED_EDEFAULT = 1L;

	/**
	 * The cached value of the '{@link #getSeed() <em>Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSeed()
	 * @generated
	 * @ordered
	 */
	protected long seed = SEED_EDEFAULT;

	/**
	 * The default value of the '{@link #getDurationPs() <em>Duration Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDurationPs()
	 * @generated
	 * @ordered
	 */
	protected static final long DURATION_PS_EDEFAULT = 1000000000000L;

	/**
	 * The cached value of the '{@link #getDurationPs() <em>Duration Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDurationPs()
	 * @generated
	 * @ordered
	 */
	protected long durationPs = DURATION_PS_EDEFAULT;

	/**
	 * The default value of the '{@link #getTcpStack() <em>Tcp Stack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTcpStack()
	 * @generated
	 * @ordered
	 */
	protected static final TcpStack TCP_STACK_EDEFAULT = TcpStack.PAPERS;

	/**
	 * The cached value of the '{@link #getTcpStack() <em>Tcp Stack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTcpStack()
	 * @generated
	 * @ordered
	 */
	protected TcpStack tcpStack = TCP_STACK_EDEFAULT;

	/**
	 * The default value of the '{@link #getEcmp() <em>Ecmp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEcmp()
	 * @generated
	 * @ordered
	 */
	protected static final EcmpMode ECMP_EDEFAULT = EcmpMode.PER_FLOW;

	/**
	 * The cached value of the '{@link #getEcmp() <em>Ecmp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEcmp()
	 * @generated
	 * @ordered
	 */
	protected EcmpMode ecmp = ECMP_EDEFAULT;

	/**
	 * The cached value of the '{@link #getNetwork() <em>Network</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNetwork()
	 * @generated
	 * @ordered
	 */
	protected Network network;

	/**
	 * The cached value of the '{@link #getTraffic() <em>Traffic</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTraffic()
	 * @generated
	 * @ordered
	 */
	protected Traffic traffic;

	/**
	 * The cached value of the '{@link #getExperiment() <em>Experiment</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExperiment()
	 * @generated
	 * @ordered
	 */
	protected Experiment experiment;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ScenarioImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DclabPackage.Literals.SCENARIO;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getDescription() {
		return description;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDescription(String newDescription) {
		String oldDescription = description;
		description = newDescription;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SCENARIO__DESCRIPTION, oldDescription, description));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getSchemaVersion() {
		return schemaVersion;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSchemaVersion(int newSchemaVersion) {
		int oldSchemaVersion = schemaVersion;
		schemaVersion = newSchemaVersion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SCENARIO__SCHEMA_VERSION, oldSchemaVersion, schemaVersion));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSeed() {
		return seed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSeed(long newSeed) {
		long oldSeed = seed;
		seed = newSeed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SCENARIO__SEED, oldSeed, seed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getDurationPs() {
		return durationPs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDurationPs(long newDurationPs) {
		long oldDurationPs = durationPs;
		durationPs = newDurationPs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SCENARIO__DURATION_PS, oldDurationPs, durationPs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TcpStack getTcpStack() {
		return tcpStack;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTcpStack(TcpStack newTcpStack) {
		TcpStack oldTcpStack = tcpStack;
		tcpStack = newTcpStack == null ? TCP_STACK_EDEFAULT : newTcpStack;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SCENARIO__TCP_STACK, oldTcpStack, tcpStack));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EcmpMode getEcmp() {
		return ecmp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEcmp(EcmpMode newEcmp) {
		EcmpMode oldEcmp = ecmp;
		ecmp = newEcmp == null ? ECMP_EDEFAULT : newEcmp;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SCENARIO__ECMP, oldEcmp, ecmp));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Network getNetwork() {
		return network;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetNetwork(Network newNetwork, NotificationChain msgs) {
		Network oldNetwork = network;
		network = newNetwork;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, DclabPackage.SCENARIO__NETWORK, oldNetwork, newNetwork);
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
	public void setNetwork(Network newNetwork) {
		if (newNetwork != network) {
			NotificationChain msgs = null;
			if (network != null)
				msgs = ((InternalEObject)network).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - DclabPackage.SCENARIO__NETWORK, null, msgs);
			if (newNetwork != null)
				msgs = ((InternalEObject)newNetwork).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - DclabPackage.SCENARIO__NETWORK, null, msgs);
			msgs = basicSetNetwork(newNetwork, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SCENARIO__NETWORK, newNetwork, newNetwork));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Traffic getTraffic() {
		return traffic;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetTraffic(Traffic newTraffic, NotificationChain msgs) {
		Traffic oldTraffic = traffic;
		traffic = newTraffic;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, DclabPackage.SCENARIO__TRAFFIC, oldTraffic, newTraffic);
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
	public void setTraffic(Traffic newTraffic) {
		if (newTraffic != traffic) {
			NotificationChain msgs = null;
			if (traffic != null)
				msgs = ((InternalEObject)traffic).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - DclabPackage.SCENARIO__TRAFFIC, null, msgs);
			if (newTraffic != null)
				msgs = ((InternalEObject)newTraffic).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - DclabPackage.SCENARIO__TRAFFIC, null, msgs);
			msgs = basicSetTraffic(newTraffic, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SCENARIO__TRAFFIC, newTraffic, newTraffic));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Experiment getExperiment() {
		return experiment;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetExperiment(Experiment newExperiment, NotificationChain msgs) {
		Experiment oldExperiment = experiment;
		experiment = newExperiment;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, DclabPackage.SCENARIO__EXPERIMENT, oldExperiment, newExperiment);
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
	public void setExperiment(Experiment newExperiment) {
		if (newExperiment != experiment) {
			NotificationChain msgs = null;
			if (experiment != null)
				msgs = ((InternalEObject)experiment).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - DclabPackage.SCENARIO__EXPERIMENT, null, msgs);
			if (newExperiment != null)
				msgs = ((InternalEObject)newExperiment).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - DclabPackage.SCENARIO__EXPERIMENT, null, msgs);
			msgs = basicSetExperiment(newExperiment, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.SCENARIO__EXPERIMENT, newExperiment, newExperiment));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DclabPackage.SCENARIO__NETWORK:
				return basicSetNetwork(null, msgs);
			case DclabPackage.SCENARIO__TRAFFIC:
				return basicSetTraffic(null, msgs);
			case DclabPackage.SCENARIO__EXPERIMENT:
				return basicSetExperiment(null, msgs);
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
			case DclabPackage.SCENARIO__DESCRIPTION:
				return getDescription();
			case DclabPackage.SCENARIO__SCHEMA_VERSION:
				return getSchemaVersion();
			case DclabPackage.SCENARIO__SEED:
				return getSeed();
			case DclabPackage.SCENARIO__DURATION_PS:
				return getDurationPs();
			case DclabPackage.SCENARIO__TCP_STACK:
				return getTcpStack();
			case DclabPackage.SCENARIO__ECMP:
				return getEcmp();
			case DclabPackage.SCENARIO__NETWORK:
				return getNetwork();
			case DclabPackage.SCENARIO__TRAFFIC:
				return getTraffic();
			case DclabPackage.SCENARIO__EXPERIMENT:
				return getExperiment();
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
			case DclabPackage.SCENARIO__DESCRIPTION:
				setDescription((String)newValue);
				return;
			case DclabPackage.SCENARIO__SCHEMA_VERSION:
				setSchemaVersion((Integer)newValue);
				return;
			case DclabPackage.SCENARIO__SEED:
				setSeed((Long)newValue);
				return;
			case DclabPackage.SCENARIO__DURATION_PS:
				setDurationPs((Long)newValue);
				return;
			case DclabPackage.SCENARIO__TCP_STACK:
				setTcpStack((TcpStack)newValue);
				return;
			case DclabPackage.SCENARIO__ECMP:
				setEcmp((EcmpMode)newValue);
				return;
			case DclabPackage.SCENARIO__NETWORK:
				setNetwork((Network)newValue);
				return;
			case DclabPackage.SCENARIO__TRAFFIC:
				setTraffic((Traffic)newValue);
				return;
			case DclabPackage.SCENARIO__EXPERIMENT:
				setExperiment((Experiment)newValue);
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
			case DclabPackage.SCENARIO__DESCRIPTION:
				setDescription(DESCRIPTION_EDEFAULT);
				return;
			case DclabPackage.SCENARIO__SCHEMA_VERSION:
				setSchemaVersion(SCHEMA_VERSION_EDEFAULT);
				return;
			case DclabPackage.SCENARIO__SEED:
				setSeed(SEED_EDEFAULT);
				return;
			case DclabPackage.SCENARIO__DURATION_PS:
				setDurationPs(DURATION_PS_EDEFAULT);
				return;
			case DclabPackage.SCENARIO__TCP_STACK:
				setTcpStack(TCP_STACK_EDEFAULT);
				return;
			case DclabPackage.SCENARIO__ECMP:
				setEcmp(ECMP_EDEFAULT);
				return;
			case DclabPackage.SCENARIO__NETWORK:
				setNetwork((Network)null);
				return;
			case DclabPackage.SCENARIO__TRAFFIC:
				setTraffic((Traffic)null);
				return;
			case DclabPackage.SCENARIO__EXPERIMENT:
				setExperiment((Experiment)null);
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
			case DclabPackage.SCENARIO__DESCRIPTION:
				return DESCRIPTION_EDEFAULT == null ? description != null : !DESCRIPTION_EDEFAULT.equals(description);
			case DclabPackage.SCENARIO__SCHEMA_VERSION:
				return schemaVersion != SCHEMA_VERSION_EDEFAULT;
			case DclabPackage.SCENARIO__SEED:
				return seed != SEED_EDEFAULT;
			case DclabPackage.SCENARIO__DURATION_PS:
				return durationPs != DURATION_PS_EDEFAULT;
			case DclabPackage.SCENARIO__TCP_STACK:
				return tcpStack != TCP_STACK_EDEFAULT;
			case DclabPackage.SCENARIO__ECMP:
				return ecmp != ECMP_EDEFAULT;
			case DclabPackage.SCENARIO__NETWORK:
				return network != null;
			case DclabPackage.SCENARIO__TRAFFIC:
				return traffic != null;
			case DclabPackage.SCENARIO__EXPERIMENT:
				return experiment != null;
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
		result.append(" (description: ");
		result.append(description);
		result.append(", schemaVersion: ");
		result.append(schemaVersion);
		result.append(", seed: ");
		result.append(seed);
		result.append(", durationPs: ");
		result.append(durationPs);
		result.append(", tcpStack: ");
		result.append(tcpStack);
		result.append(", ecmp: ");
		result.append(ecmp);
		result.append(')');
		return result.toString();
	}

} //ScenarioImpl
