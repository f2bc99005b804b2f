/**
 */
package org.dclab.model.impl;

import java.util.Collection;

import org.dclab.model.AipmIncrease;
import org.dclab.model.DclabPackage;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.IncastStrategy;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Incast Client</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.IncastClientImpl#getClient <em>Client</em>}</li>
 *   <li>{@link org.dclab.model.impl.IncastClientImpl#getServers <em>Servers</em>}</li>
 *   <li>{@link org.dclab.model.impl.IncastClientImpl#getServerCount <em>Server Count</em>}</li>
 *   <li>{@link org.dclab.model.impl.IncastClientImpl#getStrategy <em>Strategy</em>}</li>
 *   <li>{@link org.dclab.model.impl.IncastClientImpl#getSruBytes <em>Sru Bytes</em>}</li>
 *   <li>{@link org.dclab.model.impl.IncastClientImpl#getBlockBytes <em>Block Bytes</em>}</li>
 *   <li>{@link org.dclab.model.impl.IncastClientImpl#getBlocks <em>Blocks</em>}</li>
 *   <li>{@link org.dclab.model.impl.IncastClientImpl#getRequestDelayPs <em>Request Delay Ps</em>}</li>
 *   <li>{@link org.dclab.model.impl.IncastClientImpl#getCapacityBps <em>Capacity Bps</em>}</li>
 *   <li>{@link org.dclab.model.impl.IncastClientImpl#getPropagationRttPs <em>Propagation Rtt Ps</em>}</li>
 *   <li>{@link org.dclab.model.impl.IncastClientImpl#getBottleneckBufferBytes <em>Bottleneck Buffer Bytes</em>}</li>
 *   <li>{@link org.dclab.model.impl.IncastClientImpl#getAipmIncrease <em>Aipm Increase</em>}</li>
 *   <li>{@link org.dclab.model.impl.IncastClientImpl#getAipmLostAfterCompletions <em>Aipm Lost After Completions</em>}</li>
 * </ul>
 *
 * @generated
 */
public class IncastClientImpl extends ApplicationImpl implements IncastClient {
	/**
	 * The cached value of the '{@link #getClient() <em>Client</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getClient()
	 * @generated
	 * @ordered
	 */
	protected Host client;

	/**
	 * The cached value of the '{@link #getServers() <em>Servers</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getServers()
	 * @generated
	 * @ordered
	 */
	protected EList<Host> servers;

	/**
	 * The default value of the '{@link #getServerCount() <em>Server Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getServerCount()
	 * @generated
	 * @ordered
	 */
	protected static final int SERVER_COUNT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getServerCount() <em>Server Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getServerCount()
	 * @generated
	 * @ordered
	 */
	protected int serverCount = SERVER_COUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getStrategy() <em>Strategy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStrategy()
	 * @generated
	 * @ordered
	 */
	protected static final IncastStrategy STRATEGY_EDEFAULT = IncastStrategy.NAIVE;

	/**
	 * The cached value of the '{@link #getStrategy() <em>Strategy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStrategy()
	 * @generated
	 * @ordered
	 */
	protected IncastStrategy strategy = STRATEGY_EDEFAULT;

	/**
	 * The default value of the '{@link #getSruBytes() <em>Sru Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSruBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long SRU_BYTES_EDEFAULT = 262144L;

	/**
	 * The cached value of the '{@link #getSruBytes() <em>Sru Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSruBytes()
	 * @generated
	 * @ordered
	 */
	protected long sruBytes = SRU_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getBlockBytes() <em>Block Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlockBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long BLOCK_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getBlockBytes() <em>Block Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlockBytes()
	 * @generated
	 * @ordered
	 */
	protected long blockBytes = BLOCK_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getBlocks() <em>Blocks</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlocks()
	 * @generated
	 * @ordered
	 */
	protected static final int BLOCKS_EDEFAULT = 10;

	/**
	 * The cached value of the '{@link #getBlocks() <em>Blocks</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlocks()
	 * @generated
	 * @ordered
	 */
	protected int blocks = BLOCKS_EDEFAULT;

	/**
	 * The default value of the '{@link #getRequestDelayPs() <em>Request Delay Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRequestDelayPs()
	 * @generated
	 * @ordered
	 */
	protected static final long REQUEST_DELAY_PS_EDEFAULT = 50000000L;

	/**
	 * The cached value of the '{@link #getRequestDelayPs() <em>Request Delay Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRequestDelayPs()
	 * @generated
	 * @ordered
	 */
	protected long requestDelayPs = REQUEST_DELAY_PS_EDEFAULT;

	/**
	 * The default value of the '{@link #getCapacityBps() <em>Capacity Bps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCapacityBps()
	 * @generated
	 * @ordered
	 */
	protected static final long CAPACITY_BPS_EDEFAULT = 1000000000L;

	/**
	 * The cached value of the '{@link #getCapacityBps() <em>Capacity Bps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCapacityBps()
	 * @generated
	 * @ordered
	 */
	protected long capacityBps = CAPACITY_BPS_EDEFAULT;

	/**
	 * The default value of the '{@link #getPropagationRttPs() <em>Propagation Rtt Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPropagationRttPs()
	 * @generated
	 * @ordered
	 */
	protected static final long PROPAGATION_RTT_PS_EDEFAULT = 100000000L;

	/**
	 * The cached value of the '{@link #getPropagationRttPs() <em>Propagation Rtt Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPropagationRttPs()
	 * @generated
	 * @ordered
	 */
	protected long propagationRttPs = PROPAGATION_RTT_PS_EDEFAULT;

	/**
	 * The default value of the '{@link #getBottleneckBufferBytes() <em>Bottleneck Buffer Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBottleneckBufferBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long BOTTLENECK_BUFFER_BYTES_EDEFAULT = 65536L;

	/**
	 * The cached value of the '{@link #getBottleneckBufferBytes() <em>Bottleneck Buffer Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBottleneckBufferBytes()
	 * @generated
	 * @ordered
	 */
	protected long bottleneckBufferBytes = BOTTLENECK_BUFFER_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getAipmIncrease() <em>Aipm Increase</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAipmIncrease()
	 * @generated
	 * @ordered
	 */
	protected static final AipmIncrease AIPM_INCREASE_EDEFAULT = AipmIncrease.ONE_OVER_N;

	/**
	 * The cached value of the '{@link #getAipmIncrease() <em>Aipm Increase</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAipmIncrease()
	 * @generated
	 * @ordered
	 */
	protected AipmIncrease aipmIncrease = AIPM_INCREASE_EDEFAULT;

	/**
	 * The default value of the '{@link #getAipmLostAfterCompletions() <em>Aipm Lost After Completions</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAipmLostAfterCompletions()
	 * @generated
	 * @ordered
	 */
	protected static final int AIPM_LOST_AFTER_COMPLETIONS_EDEFAULT = 3;

	/**
	 * The cached value of the '{@link #getAipmLostAfterCompletions() <em>Aipm Lost After Completions</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAipmLostAfterCompletions()
	 * @generated
	 * @ordered
	 */
	protected int aipmLostAfterCompletions = AIPM_LOST_AFTER_COMPLETIONS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected IncastClientImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DclabPackage.Literals.INCAST_CLIENT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Host getClient() {
		if (client != null && client.eIsProxy()) {
			InternalEObject oldClient = (InternalEObject)client;
			client = (Host)eResolveProxy(oldClient);
			if (client != oldClient) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, DclabPackage.INCAST_CLIENT__CLIENT, oldClient, client));
			}
		}
		return client;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Host basicGetClient() {
		return client;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setClient(Host newClient) {
		Host oldClient = client;
		client = newClient;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.INCAST_CLIENT__CLIENT, oldClient, client));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Host> getServers() {
		if (servers == null) {
			servers = new EObjectResolvingEList<Host>(Host.class, this, DclabPackage.INCAST_CLIENT__SERVERS);
		}
		return servers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getServerCount() {
		return serverCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setServerCount(int newServerCount) {
		int oldServerCount = serverCount;
		serverCount = newServerCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.INCAST_CLIENT__SERVER_COUNT, oldServerCount, serverCount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public IncastStrategy getStrategy() {
		return strategy;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStrategy(IncastStrategy newStrategy) {
		IncastStrategy oldStrategy = strategy;
		strategy = newStrategy == null ? STRATEGY_EDEFAULT : newStrategy;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.INCAST_CLIENT__STRATEGY, oldStrategy, strategy));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSruBytes() {
		return sruBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSruBytes(long newSruBytes) {
		long oldSruBytes = sruBytes;
		sruBytes = newSruBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.INCAST_CLIENT__SRU_BYTES, oldSruBytes, sruBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getBlockBytes() {
		return blockBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBlockBytes(long newBlockBytes) {
		long oldBlockBytes = blockBytes;
		blockBytes = newBlockBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.INCAST_CLIENT__BLOCK_BYTES, oldBlockBytes, blockBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getBlocks() {
		return blocks;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBlocks(int newBlocks) {
		int oldBlocks = blocks;
		blocks = newBlocks;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.INCAST_CLIENT__BLOCKS, oldBlocks, blocks));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRequestDelayPs() {
		return requestDelayPs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRequestDelayPs(long newRequestDelayPs) {
		long oldRequestDelayPs = requestDelayPs;
		requestDelayPs = newRequestDelayPs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.INCAST_CLIENT__REQUEST_DELAY_PS, oldRequestDelayPs, requestDelayPs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getCapacityBps() {
		return capacityBps;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCapacityBps(long newCapacityBps) {
		long oldCapacityBps = capacityBps;
		capacityBps = newCapacityBps;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.INCAST_CLIENT__CAPACITY_BPS, oldCapacityBps, capacityBps));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getPropagationRttPs() {
		return propagationRttPs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPropagationRttPs(long newPropagationRttPs) {
		long oldPropagationRttPs = propagationRttPs;
		propagationRttPs = newPropagationRttPs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.INCAST_CLIENT__PROPAGATION_RTT_PS, oldPropagationRttPs, propagationRttPs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getBottleneckBufferBytes() {
		return bottleneckBufferBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBottleneckBufferBytes(long newBottleneckBufferBytes) {
		long oldBottleneckBufferBytes = bottleneckBufferBytes;
		bottleneckBufferBytes = newBottleneckBufferBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.INCAST_CLIENT__BOTTLENECK_BUFFER_BYTES, oldBottleneckBufferBytes, bottleneckBufferBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AipmIncrease getAipmIncrease() {
		return aipmIncrease;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAipmIncrease(AipmIncrease newAipmIncrease) {
		AipmIncrease oldAipmIncrease = aipmIncrease;
		aipmIncrease = newAipmIncrease == null ? AIPM_INCREASE_EDEFAULT : newAipmIncrease;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.INCAST_CLIENT__AIPM_INCREASE, oldAipmIncrease, aipmIncrease));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getAipmLostAfterCompletions() {
		return aipmLostAfterCompletions;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAipmLostAfterCompletions(int newAipmLostAfterCompletions) {
		int oldAipmLostAfterCompletions = aipmLostAfterCompletions;
		aipmLostAfterCompletions = newAipmLostAfterCompletions;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.INCAST_CLIENT__AIPM_LOST_AFTER_COMPLETIONS, oldAipmLostAfterCompletions, aipmLostAfterCompletions));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DclabPackage.INCAST_CLIENT__CLIENT:
				if (resolve) return getClient();
				return basicGetClient();
			case DclabPackage.INCAST_CLIENT__SERVERS:
				return getServers();
			case DclabPackage.INCAST_CLIENT__SERVER_COUNT:
				return getServerCount();
			case DclabPackage.INCAST_CLIENT__STRATEGY:
				return getStrategy();
			case DclabPackage.INCAST_CLIENT__SRU_BYTES:
				return getSruBytes();
			case DclabPackage.INCAST_CLIENT__BLOCK_BYTES:
				return getBlockBytes();
			case DclabPackage.INCAST_CLIENT__BLOCKS:
				return getBlocks();
			case DclabPackage.INCAST_CLIENT__REQUEST_DELAY_PS:
				return getRequestDelayPs();
			case DclabPackage.INCAST_CLIENT__CAPACITY_BPS:
				return getCapacityBps();
			case DclabPackage.INCAST_CLIENT__PROPAGATION_RTT_PS:
				return getPropagationRttPs();
			case DclabPackage.INCAST_CLIENT__BOTTLENECK_BUFFER_BYTES:
				return getBottleneckBufferBytes();
			case DclabPackage.INCAST_CLIENT__AIPM_INCREASE:
				return getAipmIncrease();
			case DclabPackage.INCAST_CLIENT__AIPM_LOST_AFTER_COMPLETIONS:
				return getAipmLostAfterCompletions();
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
			case DclabPackage.INCAST_CLIENT__CLIENT:
				setClient((Host)newValue);
				return;
			case DclabPackage.INCAST_CLIENT__SERVERS:
				getServers().clear();
				getServers().addAll((Collection<? extends Host>)newValue);
				return;
			case DclabPackage.INCAST_CLIENT__SERVER_COUNT:
				setServerCount((Integer)newValue);
				return;
			case DclabPackage.INCAST_CLIENT__STRATEGY:
				setStrategy((IncastStrategy)newValue);
				return;
			case DclabPackage.INCAST_CLIENT__SRU_BYTES:
				setSruBytes((Long)newValue);
				return;
			case DclabPackage.INCAST_CLIENT__BLOCK_BYTES:
				setBlockBytes((Long)newValue);
				return;
			case DclabPackage.INCAST_CLIENT__BLOCKS:
				setBlocks((Integer)newValue);
				return;
			case DclabPackage.INCAST_CLIENT__REQUEST_DELAY_PS:
				setRequestDelayPs((Long)newValue);
				return;
			case DclabPackage.INCAST_CLIENT__CAPACITY_BPS:
				setCapacityBps((Long)newValue);
				return;
			case DclabPackage.INCAST_CLIENT__PROPAGATION_RTT_PS:
				setPropagationRttPs((Long)newValue);
				return;
			case DclabPackage.INCAST_CLIENT__BOTTLENECK_BUFFER_BYTES:
				setBottleneckBufferBytes((Long)newValue);
				return;
			case DclabPackage.INCAST_CLIENT__AIPM_INCREASE:
				setAipmIncrease((AipmIncrease)newValue);
				return;
			case DclabPackage.INCAST_CLIENT__AIPM_LOST_AFTER_COMPLETIONS:
				setAipmLostAfterCompletions((Integer)newValue);
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
			case DclabPackage.INCAST_CLIENT__CLIENT:
				setClient((Host)null);
				return;
			case DclabPackage.INCAST_CLIENT__SERVERS:
				getServers().clear();
				return;
			case DclabPackage.INCAST_CLIENT__SERVER_COUNT:
				setServerCount(SERVER_COUNT_EDEFAULT);
				return;
			case DclabPackage.INCAST_CLIENT__STRATEGY:
				setStrategy(STRATEGY_EDEFAULT);
				return;
			case DclabPackage.INCAST_CLIENT__SRU_BYTES:
				setSruBytes(SRU_BYTES_EDEFAULT);
				return;
			case DclabPackage.INCAST_CLIENT__BLOCK_BYTES:
				setBlockBytes(BLOCK_BYTES_EDEFAULT);
				return;
			case DclabPackage.INCAST_CLIENT__BLOCKS:
				setBlocks(BLOCKS_EDEFAULT);
				return;
			case DclabPackage.INCAST_CLIENT__REQUEST_DELAY_PS:
				setRequestDelayPs(REQUEST_DELAY_PS_EDEFAULT);
				return;
			case DclabPackage.INCAST_CLIENT__CAPACITY_BPS:
				setCapacityBps(CAPACITY_BPS_EDEFAULT);
				return;
			case DclabPackage.INCAST_CLIENT__PROPAGATION_RTT_PS:
				setPropagationRttPs(PROPAGATION_RTT_PS_EDEFAULT);
				return;
			case DclabPackage.INCAST_CLIENT__BOTTLENECK_BUFFER_BYTES:
				setBottleneckBufferBytes(BOTTLENECK_BUFFER_BYTES_EDEFAULT);
				return;
			case DclabPackage.INCAST_CLIENT__AIPM_INCREASE:
				setAipmIncrease(AIPM_INCREASE_EDEFAULT);
				return;
			case DclabPackage.INCAST_CLIENT__AIPM_LOST_AFTER_COMPLETIONS:
				setAipmLostAfterCompletions(AIPM_LOST_AFTER_COMPLETIONS_EDEFAULT);
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
			case DclabPackage.INCAST_CLIENT__CLIENT:
				return client != null;
			case DclabPackage.INCAST_CLIENT__SERVERS:
				return servers != null && !servers.isEmpty();
			case DclabPackage.INCAST_CLIENT__SERVER_COUNT:
				return serverCount != SERVER_COUNT_EDEFAULT;
			case DclabPackage.INCAST_CLIENT__STRATEGY:
				return strategy != STRATEGY_EDEFAULT;
			case DclabPackage.INCAST_CLIENT__SRU_BYTES:
				return sruBytes != SRU_BYTES_EDEFAULT;
			case DclabPackage.INCAST_CLIENT__BLOCK_BYTES:
				return blockBytes != BLOCK_BYTES_EDEFAULT;
			case DclabPackage.INCAST_CLIENT__BLOCKS:
				return blocks != BLOCKS_EDEFAULT;
			case DclabPackage.INCAST_CLIENT__REQUEST_DELAY_PS:
				return requestDelayPs != REQUEST_DELAY_PS_EDEFAULT;
			case DclabPackage.INCAST_CLIENT__CAPACITY_BPS:
				return capacityBps != CAPACITY_BPS_EDEFAULT;
			case DclabPackage.INCAST_CLIENT__PROPAGATION_RTT_PS:
				return propagationRttPs != PROPAGATION_RTT_PS_EDEFAULT;
			case DclabPackage.INCAST_CLIENT__BOTTLENECK_BUFFER_BYTES:
				return bottleneckBufferBytes != BOTTLENECK_BUFFER_BYTES_EDEFAULT;
			case DclabPackage.INCAST_CLIENT__AIPM_INCREASE:
				return aipmIncrease != AIPM_INCREASE_EDEFAULT;
			case DclabPackage.INCAST_CLIENT__AIPM_LOST_AFTER_COMPLETIONS:
				return aipmLostAfterCompletions != AIPM_LOST_AFTER_COMPLETIONS_EDEFAULT;
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
		result.append(" (serverCount: ");
		result.append(serverCount);
		result.append(", strategy: ");
		result.append(strategy);
		result.append(", sruBytes: ");
		result.append(sruBytes);
		result.append(", blockBytes: ");
		result.append(blockBytes);
		result.append(", blocks: ");
		result.append(blocks);
		result.append(", requestDelayPs: ");
		result.append(requestDelayPs);
		result.append(", capacityBps: ");
		result.append(capacityBps);
		result.append(", propagationRttPs: ");
		result.append(propagationRttPs);
		result.append(", bottleneckBufferBytes: ");
		result.append(bottleneckBufferBytes);
		result.append(", aipmIncrease: ");
		result.append(aipmIncrease);
		result.append(", aipmLostAfterCompletions: ");
		result.append(aipmLostAfterCompletions);
		result.append(')');
		return result.toString();
	}

} //IncastClientImpl
