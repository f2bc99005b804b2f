/**
 */
package org.dclab.model.impl;

import org.dclab.model.DclabPackage;
import org.dclab.model.EctRule;
import org.dclab.model.FinRule;
import org.dclab.model.IdleRestart;
import org.dclab.model.PrrBound;
import org.dclab.model.RtoBackoff;
import org.dclab.model.SsthreshRule;
import org.dclab.model.StackSwitch;
import org.dclab.model.TransportSettings;
import org.dclab.model.WindowGrowth;

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
 * An implementation of the model object '<em><b>Transport Settings</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getCongestionControl <em>Congestion Control</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getMssBytes <em>Mss Bytes</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getInitialWindowSegments <em>Initial Window Segments</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getMinRtoPs <em>Min Rto Ps</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#isDelayedAck <em>Delayed Ack</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getDelayedAckTimeoutPs <em>Delayed Ack Timeout Ps</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#isEcn <em>Ecn</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getReceiveBufferBytes <em>Receive Buffer Bytes</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#isPacing <em>Pacing</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getSack <em>Sack</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getTimestamps <em>Timestamps</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getLimitedTransmit <em>Limited Transmit</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getPrr <em>Prr</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getRack <em>Rack</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getTailLossProbe <em>Tail Loss Probe</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getQuickAck <em>Quick Ack</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getWindowGrowth <em>Window Growth</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getSsthreshRule <em>Ssthresh Rule</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getIdleRestart <em>Idle Restart</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getEctRule <em>Ect Rule</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getFinRule <em>Fin Rule</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getPrrBound <em>Prr Bound</em>}</li>
 *   <li>{@link org.dclab.model.impl.TransportSettingsImpl#getRtoBackoff <em>Rto Backoff</em>}</li>
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
	protected static final String CONGESTION_CONTROL_EDEFAULT = "newreno";

	/**
	 * The cached value of the '{@link #getCongestionControl() <em>Congestion Control</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCongestionControl()
	 * @generated
	 * @ordered
	 */
	protected String congestionControl = CONGESTION_CONTROL_EDEFAULT;

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
	 * The default value of the '{@link #getReceiveBufferBytes() <em>Receive Buffer Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReceiveBufferBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long RECEIVE_BUFFER_BYTES_EDEFAULT = 16777216L;

	/**
	 * The cached value of the '{@link #getReceiveBufferBytes() <em>Receive Buffer Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReceiveBufferBytes()
	 * @generated
	 * @ordered
	 */
	protected long receiveBufferBytes = RECEIVE_BUFFER_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #isPacing() <em>Pacing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPacing()
	 * @generated
	 * @ordered
	 */
	protected static final boolean PACING_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isPacing() <em>Pacing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPacing()
	 * @generated
	 * @ordered
	 */
	protected boolean pacing = PACING_EDEFAULT;

	/**
	 * The default value of the '{@link #getSack() <em>Sack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSack()
	 * @generated
	 * @ordered
	 */
	protected static final StackSwitch SACK_EDEFAULT = StackSwitch.AS_STACK;

	/**
	 * The cached value of the '{@link #getSack() <em>Sack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSack()
	 * @generated
	 * @ordered
	 */
	protected StackSwitch sack = SACK_EDEFAULT;

	/**
	 * The default value of the '{@link #getTimestamps() <em>Timestamps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimestamps()
	 * @generated
	 * @ordered
	 */
	protected static final StackSwitch TIMESTAMPS_EDEFAULT = StackSwitch.AS_STACK;

	/**
	 * The cached value of the '{@link #getTimestamps() <em>Timestamps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimestamps()
	 * @generated
	 * @ordered
	 */
	protected StackSwitch timestamps = TIMESTAMPS_EDEFAULT;

	/**
	 * The default value of the '{@link #getLimitedTransmit() <em>Limited Transmit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLimitedTransmit()
	 * @generated
	 * @ordered
	 */
	protected static final StackSwitch LIMITED_TRANSMIT_EDEFAULT = StackSwitch.AS_STACK;

	/**
	 * The cached value of the '{@link #getLimitedTransmit() <em>Limited Transmit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLimitedTransmit()
	 * @generated
	 * @ordered
	 */
	protected StackSwitch limitedTransmit = LIMITED_TRANSMIT_EDEFAULT;

	/**
	 * The default value of the '{@link #getPrr() <em>Prr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPrr()
	 * @generated
	 * @ordered
	 */
	protected static final StackSwitch PRR_EDEFAULT = StackSwitch.AS_STACK;

	/**
	 * The cached value of the '{@link #getPrr() <em>Prr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPrr()
	 * @generated
	 * @ordered
	 */
	protected StackSwitch prr = PRR_EDEFAULT;

	/**
	 * The default value of the '{@link #getRack() <em>Rack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRack()
	 * @generated
	 * @ordered
	 */
	protected static final StackSwitch RACK_EDEFAULT = StackSwitch.AS_STACK;

	/**
	 * The cached value of the '{@link #getRack() <em>Rack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRack()
	 * @generated
	 * @ordered
	 */
	protected StackSwitch rack = RACK_EDEFAULT;

	/**
	 * The default value of the '{@link #getTailLossProbe() <em>Tail Loss Probe</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTailLossProbe()
	 * @generated
	 * @ordered
	 */
	protected static final StackSwitch TAIL_LOSS_PROBE_EDEFAULT = StackSwitch.AS_STACK;

	/**
	 * The cached value of the '{@link #getTailLossProbe() <em>Tail Loss Probe</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTailLossProbe()
	 * @generated
	 * @ordered
	 */
	protected StackSwitch tailLossProbe = TAIL_LOSS_PROBE_EDEFAULT;

	/**
	 * The default value of the '{@link #getQuickAck() <em>Quick Ack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQuickAck()
	 * @generated
	 * @ordered
	 */
	protected static final StackSwitch QUICK_ACK_EDEFAULT = StackSwitch.AS_STACK;

	/**
	 * The cached value of the '{@link #getQuickAck() <em>Quick Ack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQuickAck()
	 * @generated
	 * @ordered
	 */
	protected StackSwitch quickAck = QUICK_ACK_EDEFAULT;

	/**
	 * The default value of the '{@link #getWindowGrowth() <em>Window Growth</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWindowGrowth()
	 * @generated
	 * @ordered
	 */
	protected static final WindowGrowth WINDOW_GROWTH_EDEFAULT = WindowGrowth.AS_STACK;

	/**
	 * The cached value of the '{@link #getWindowGrowth() <em>Window Growth</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWindowGrowth()
	 * @generated
	 * @ordered
	 */
	protected WindowGrowth windowGrowth = WINDOW_GROWTH_EDEFAULT;

	/**
	 * The default value of the '{@link #getSsthreshRule() <em>Ssthresh Rule</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSsthreshRule()
	 * @generated
	 * @ordered
	 */
	protected static final SsthreshRule SSTHRESH_RULE_EDEFAULT = SsthreshRule.AS_STACK;

	/**
	 * The cached value of the '{@link #getSsthreshRule() <em>Ssthresh Rule</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSsthreshRule()
	 * @generated
	 * @ordered
	 */
	protected SsthreshRule ssthreshRule = SSTHRESH_RULE_EDEFAULT;

	/**
	 * The default value of the '{@link #getIdleRestart() <em>Idle Restart</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIdleRestart()
	 * @generated
	 * @ordered
	 */
	protected static final IdleRestart IDLE_RESTART_EDEFAULT = IdleRestart.AS_STACK;

	/**
	 * The cached value of the '{@link #getIdleRestart() <em>Idle Restart</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIdleRestart()
	 * @generated
	 * @ordered
	 */
	protected IdleRestart idleRestart = IDLE_RESTART_EDEFAULT;

	/**
	 * The default value of the '{@link #getEctRule() <em>Ect Rule</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEctRule()
	 * @generated
	 * @ordered
	 */
	protected static final EctRule ECT_RULE_EDEFAULT = EctRule.AS_STACK;

	/**
	 * The cached value of the '{@link #getEctRule() <em>Ect Rule</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEctRule()
	 * @generated
	 * @ordered
	 */
	protected EctRule ectRule = ECT_RULE_EDEFAULT;

	/**
	 * The default value of the '{@link #getFinRule() <em>Fin Rule</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFinRule()
	 * @generated
	 * @ordered
	 */
	protected static final FinRule FIN_RULE_EDEFAULT = FinRule.AS_STACK;

	/**
	 * The cached value of the '{@link #getFinRule() <em>Fin Rule</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFinRule()
	 * @generated
	 * @ordered
	 */
	protected FinRule finRule = FIN_RULE_EDEFAULT;

	/**
	 * The default value of the '{@link #getPrrBound() <em>Prr Bound</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPrrBound()
	 * @generated
	 * @ordered
	 */
	protected static final PrrBound PRR_BOUND_EDEFAULT = PrrBound.LINUX;

	/**
	 * The cached value of the '{@link #getPrrBound() <em>Prr Bound</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPrrBound()
	 * @generated
	 * @ordered
	 */
	protected PrrBound prrBound = PRR_BOUND_EDEFAULT;

	/**
	 * The default value of the '{@link #getRtoBackoff() <em>Rto Backoff</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRtoBackoff()
	 * @generated
	 * @ordered
	 */
	protected static final RtoBackoff RTO_BACKOFF_EDEFAULT = RtoBackoff.KEPT_UNTIL_RTT_SAMPLE;

	/**
	 * The cached value of the '{@link #getRtoBackoff() <em>Rto Backoff</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRtoBackoff()
	 * @generated
	 * @ordered
	 */
	protected RtoBackoff rtoBackoff = RTO_BACKOFF_EDEFAULT;

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
	public String getCongestionControl() {
		return congestionControl;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCongestionControl(String newCongestionControl) {
		String oldCongestionControl = congestionControl;
		congestionControl = newCongestionControl;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__CONGESTION_CONTROL, oldCongestionControl, congestionControl));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EMap<String, String> getParameters() {
		if (parameters == null) {
			parameters = new EcoreEMap<String,String>(DclabPackage.Literals.PARAMETER_ENTRY, ParameterEntryImpl.class, this, DclabPackage.TRANSPORT_SETTINGS__PARAMETERS);
		}
		return parameters;
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
	public long getReceiveBufferBytes() {
		return receiveBufferBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReceiveBufferBytes(long newReceiveBufferBytes) {
		long oldReceiveBufferBytes = receiveBufferBytes;
		receiveBufferBytes = newReceiveBufferBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__RECEIVE_BUFFER_BYTES, oldReceiveBufferBytes, receiveBufferBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isPacing() {
		return pacing;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPacing(boolean newPacing) {
		boolean oldPacing = pacing;
		pacing = newPacing;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__PACING, oldPacing, pacing));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public StackSwitch getSack() {
		return sack;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSack(StackSwitch newSack) {
		StackSwitch oldSack = sack;
		sack = newSack == null ? SACK_EDEFAULT : newSack;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__SACK, oldSack, sack));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public StackSwitch getTimestamps() {
		return timestamps;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimestamps(StackSwitch newTimestamps) {
		StackSwitch oldTimestamps = timestamps;
		timestamps = newTimestamps == null ? TIMESTAMPS_EDEFAULT : newTimestamps;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__TIMESTAMPS, oldTimestamps, timestamps));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public StackSwitch getLimitedTransmit() {
		return limitedTransmit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLimitedTransmit(StackSwitch newLimitedTransmit) {
		StackSwitch oldLimitedTransmit = limitedTransmit;
		limitedTransmit = newLimitedTransmit == null ? LIMITED_TRANSMIT_EDEFAULT : newLimitedTransmit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__LIMITED_TRANSMIT, oldLimitedTransmit, limitedTransmit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public StackSwitch getPrr() {
		return prr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPrr(StackSwitch newPrr) {
		StackSwitch oldPrr = prr;
		prr = newPrr == null ? PRR_EDEFAULT : newPrr;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__PRR, oldPrr, prr));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public StackSwitch getRack() {
		return rack;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRack(StackSwitch newRack) {
		StackSwitch oldRack = rack;
		rack = newRack == null ? RACK_EDEFAULT : newRack;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__RACK, oldRack, rack));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public StackSwitch getTailLossProbe() {
		return tailLossProbe;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTailLossProbe(StackSwitch newTailLossProbe) {
		StackSwitch oldTailLossProbe = tailLossProbe;
		tailLossProbe = newTailLossProbe == null ? TAIL_LOSS_PROBE_EDEFAULT : newTailLossProbe;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__TAIL_LOSS_PROBE, oldTailLossProbe, tailLossProbe));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public StackSwitch getQuickAck() {
		return quickAck;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setQuickAck(StackSwitch newQuickAck) {
		StackSwitch oldQuickAck = quickAck;
		quickAck = newQuickAck == null ? QUICK_ACK_EDEFAULT : newQuickAck;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__QUICK_ACK, oldQuickAck, quickAck));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public WindowGrowth getWindowGrowth() {
		return windowGrowth;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWindowGrowth(WindowGrowth newWindowGrowth) {
		WindowGrowth oldWindowGrowth = windowGrowth;
		windowGrowth = newWindowGrowth == null ? WINDOW_GROWTH_EDEFAULT : newWindowGrowth;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__WINDOW_GROWTH, oldWindowGrowth, windowGrowth));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SsthreshRule getSsthreshRule() {
		return ssthreshRule;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSsthreshRule(SsthreshRule newSsthreshRule) {
		SsthreshRule oldSsthreshRule = ssthreshRule;
		ssthreshRule = newSsthreshRule == null ? SSTHRESH_RULE_EDEFAULT : newSsthreshRule;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__SSTHRESH_RULE, oldSsthreshRule, ssthreshRule));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public IdleRestart getIdleRestart() {
		return idleRestart;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIdleRestart(IdleRestart newIdleRestart) {
		IdleRestart oldIdleRestart = idleRestart;
		idleRestart = newIdleRestart == null ? IDLE_RESTART_EDEFAULT : newIdleRestart;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__IDLE_RESTART, oldIdleRestart, idleRestart));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EctRule getEctRule() {
		return ectRule;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEctRule(EctRule newEctRule) {
		EctRule oldEctRule = ectRule;
		ectRule = newEctRule == null ? ECT_RULE_EDEFAULT : newEctRule;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__ECT_RULE, oldEctRule, ectRule));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FinRule getFinRule() {
		return finRule;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFinRule(FinRule newFinRule) {
		FinRule oldFinRule = finRule;
		finRule = newFinRule == null ? FIN_RULE_EDEFAULT : newFinRule;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__FIN_RULE, oldFinRule, finRule));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PrrBound getPrrBound() {
		return prrBound;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPrrBound(PrrBound newPrrBound) {
		PrrBound oldPrrBound = prrBound;
		prrBound = newPrrBound == null ? PRR_BOUND_EDEFAULT : newPrrBound;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__PRR_BOUND, oldPrrBound, prrBound));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RtoBackoff getRtoBackoff() {
		return rtoBackoff;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRtoBackoff(RtoBackoff newRtoBackoff) {
		RtoBackoff oldRtoBackoff = rtoBackoff;
		rtoBackoff = newRtoBackoff == null ? RTO_BACKOFF_EDEFAULT : newRtoBackoff;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.TRANSPORT_SETTINGS__RTO_BACKOFF, oldRtoBackoff, rtoBackoff));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DclabPackage.TRANSPORT_SETTINGS__PARAMETERS:
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
			case DclabPackage.TRANSPORT_SETTINGS__CONGESTION_CONTROL:
				return getCongestionControl();
			case DclabPackage.TRANSPORT_SETTINGS__PARAMETERS:
				if (coreType) return getParameters();
				else return getParameters().map();
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
			case DclabPackage.TRANSPORT_SETTINGS__RECEIVE_BUFFER_BYTES:
				return getReceiveBufferBytes();
			case DclabPackage.TRANSPORT_SETTINGS__PACING:
				return isPacing();
			case DclabPackage.TRANSPORT_SETTINGS__SACK:
				return getSack();
			case DclabPackage.TRANSPORT_SETTINGS__TIMESTAMPS:
				return getTimestamps();
			case DclabPackage.TRANSPORT_SETTINGS__LIMITED_TRANSMIT:
				return getLimitedTransmit();
			case DclabPackage.TRANSPORT_SETTINGS__PRR:
				return getPrr();
			case DclabPackage.TRANSPORT_SETTINGS__RACK:
				return getRack();
			case DclabPackage.TRANSPORT_SETTINGS__TAIL_LOSS_PROBE:
				return getTailLossProbe();
			case DclabPackage.TRANSPORT_SETTINGS__QUICK_ACK:
				return getQuickAck();
			case DclabPackage.TRANSPORT_SETTINGS__WINDOW_GROWTH:
				return getWindowGrowth();
			case DclabPackage.TRANSPORT_SETTINGS__SSTHRESH_RULE:
				return getSsthreshRule();
			case DclabPackage.TRANSPORT_SETTINGS__IDLE_RESTART:
				return getIdleRestart();
			case DclabPackage.TRANSPORT_SETTINGS__ECT_RULE:
				return getEctRule();
			case DclabPackage.TRANSPORT_SETTINGS__FIN_RULE:
				return getFinRule();
			case DclabPackage.TRANSPORT_SETTINGS__PRR_BOUND:
				return getPrrBound();
			case DclabPackage.TRANSPORT_SETTINGS__RTO_BACKOFF:
				return getRtoBackoff();
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
				setCongestionControl((String)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__PARAMETERS:
				((EStructuralFeature.Setting)getParameters()).set(newValue);
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
			case DclabPackage.TRANSPORT_SETTINGS__RECEIVE_BUFFER_BYTES:
				setReceiveBufferBytes((Long)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__PACING:
				setPacing((Boolean)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__SACK:
				setSack((StackSwitch)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__TIMESTAMPS:
				setTimestamps((StackSwitch)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__LIMITED_TRANSMIT:
				setLimitedTransmit((StackSwitch)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__PRR:
				setPrr((StackSwitch)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__RACK:
				setRack((StackSwitch)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__TAIL_LOSS_PROBE:
				setTailLossProbe((StackSwitch)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__QUICK_ACK:
				setQuickAck((StackSwitch)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__WINDOW_GROWTH:
				setWindowGrowth((WindowGrowth)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__SSTHRESH_RULE:
				setSsthreshRule((SsthreshRule)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__IDLE_RESTART:
				setIdleRestart((IdleRestart)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__ECT_RULE:
				setEctRule((EctRule)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__FIN_RULE:
				setFinRule((FinRule)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__PRR_BOUND:
				setPrrBound((PrrBound)newValue);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__RTO_BACKOFF:
				setRtoBackoff((RtoBackoff)newValue);
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
			case DclabPackage.TRANSPORT_SETTINGS__PARAMETERS:
				getParameters().clear();
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
			case DclabPackage.TRANSPORT_SETTINGS__RECEIVE_BUFFER_BYTES:
				setReceiveBufferBytes(RECEIVE_BUFFER_BYTES_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__PACING:
				setPacing(PACING_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__SACK:
				setSack(SACK_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__TIMESTAMPS:
				setTimestamps(TIMESTAMPS_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__LIMITED_TRANSMIT:
				setLimitedTransmit(LIMITED_TRANSMIT_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__PRR:
				setPrr(PRR_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__RACK:
				setRack(RACK_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__TAIL_LOSS_PROBE:
				setTailLossProbe(TAIL_LOSS_PROBE_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__QUICK_ACK:
				setQuickAck(QUICK_ACK_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__WINDOW_GROWTH:
				setWindowGrowth(WINDOW_GROWTH_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__SSTHRESH_RULE:
				setSsthreshRule(SSTHRESH_RULE_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__IDLE_RESTART:
				setIdleRestart(IDLE_RESTART_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__ECT_RULE:
				setEctRule(ECT_RULE_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__FIN_RULE:
				setFinRule(FIN_RULE_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__PRR_BOUND:
				setPrrBound(PRR_BOUND_EDEFAULT);
				return;
			case DclabPackage.TRANSPORT_SETTINGS__RTO_BACKOFF:
				setRtoBackoff(RTO_BACKOFF_EDEFAULT);
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
				return CONGESTION_CONTROL_EDEFAULT == null ? congestionControl != null : !CONGESTION_CONTROL_EDEFAULT.equals(congestionControl);
			case DclabPackage.TRANSPORT_SETTINGS__PARAMETERS:
				return parameters != null && !parameters.isEmpty();
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
			case DclabPackage.TRANSPORT_SETTINGS__RECEIVE_BUFFER_BYTES:
				return receiveBufferBytes != RECEIVE_BUFFER_BYTES_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__PACING:
				return pacing != PACING_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__SACK:
				return sack != SACK_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__TIMESTAMPS:
				return timestamps != TIMESTAMPS_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__LIMITED_TRANSMIT:
				return limitedTransmit != LIMITED_TRANSMIT_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__PRR:
				return prr != PRR_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__RACK:
				return rack != RACK_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__TAIL_LOSS_PROBE:
				return tailLossProbe != TAIL_LOSS_PROBE_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__QUICK_ACK:
				return quickAck != QUICK_ACK_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__WINDOW_GROWTH:
				return windowGrowth != WINDOW_GROWTH_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__SSTHRESH_RULE:
				return ssthreshRule != SSTHRESH_RULE_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__IDLE_RESTART:
				return idleRestart != IDLE_RESTART_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__ECT_RULE:
				return ectRule != ECT_RULE_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__FIN_RULE:
				return finRule != FIN_RULE_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__PRR_BOUND:
				return prrBound != PRR_BOUND_EDEFAULT;
			case DclabPackage.TRANSPORT_SETTINGS__RTO_BACKOFF:
				return rtoBackoff != RTO_BACKOFF_EDEFAULT;
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
		result.append(", receiveBufferBytes: ");
		result.append(receiveBufferBytes);
		result.append(", pacing: ");
		result.append(pacing);
		result.append(", sack: ");
		result.append(sack);
		result.append(", timestamps: ");
		result.append(timestamps);
		result.append(", limitedTransmit: ");
		result.append(limitedTransmit);
		result.append(", prr: ");
		result.append(prr);
		result.append(", rack: ");
		result.append(rack);
		result.append(", tailLossProbe: ");
		result.append(tailLossProbe);
		result.append(", quickAck: ");
		result.append(quickAck);
		result.append(", windowGrowth: ");
		result.append(windowGrowth);
		result.append(", ssthreshRule: ");
		result.append(ssthreshRule);
		result.append(", idleRestart: ");
		result.append(idleRestart);
		result.append(", ectRule: ");
		result.append(ectRule);
		result.append(", finRule: ");
		result.append(finRule);
		result.append(", prrBound: ");
		result.append(prrBound);
		result.append(", rtoBackoff: ");
		result.append(rtoBackoff);
		result.append(')');
		return result.toString();
	}

} //TransportSettingsImpl
