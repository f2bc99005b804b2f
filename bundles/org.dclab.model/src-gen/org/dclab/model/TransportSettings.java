/**
 */
package org.dclab.model;

import org.eclipse.emf.common.util.EMap;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Transport Settings</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * TCP as a sender and its receiver run it. The defaults are those of a current Linux host: an MSS for a 1500-byte MTU, an initial window of 10 segments (RFC 6928), a 200 ms minimum RTO and a 40 ms delayed-ACK timer.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.TransportSettings#getCongestionControl <em>Congestion Control</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getMssBytes <em>Mss Bytes</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getInitialWindowSegments <em>Initial Window Segments</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getMinRtoPs <em>Min Rto Ps</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#isDelayedAck <em>Delayed Ack</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getDelayedAckTimeoutPs <em>Delayed Ack Timeout Ps</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#isEcn <em>Ecn</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getReceiveBufferBytes <em>Receive Buffer Bytes</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#isPacing <em>Pacing</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getSack <em>Sack</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getTimestamps <em>Timestamps</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getLimitedTransmit <em>Limited Transmit</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getPrr <em>Prr</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getRack <em>Rack</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getTailLossProbe <em>Tail Loss Probe</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getQuickAck <em>Quick Ack</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getWindowGrowth <em>Window Growth</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getSsthreshRule <em>Ssthresh Rule</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getIdleRestart <em>Idle Restart</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getEctRule <em>Ect Rule</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getFinRule <em>Fin Rule</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getPrrBound <em>Prr Bound</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getRtoBackoff <em>Rto Backoff</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getTransportSettings()
 * @model
 * @generated
 */
public interface TransportSettings extends EObject {
	/**
	 * Returns the value of the '<em><b>Congestion Control</b></em>' attribute.
	 * The default value is <code>"newreno"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The key of a registered congestion control: one of DC Lab's own (newreno, dctcp, cubic, …; docs/PARAMETERS.md lists them all) or one a plug-in adds; what it is and which parameters it takes is its descriptor's, in the engine's registry.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Congestion Control</em>' attribute.
	 * @see #setCongestionControl(String)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_CongestionControl()
	 * @model default="newreno"
	 * @generated
	 */
	String getCongestionControl();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getCongestionControl <em>Congestion Control</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Congestion Control</em>' attribute.
	 * @see #getCongestionControl()
	 * @generated
	 */
	void setCongestionControl(String value);

	/**
	 * Returns the value of the '<em><b>Parameters</b></em>' map.
	 * The key is of type {@link java.lang.String},
	 * and the value is of type {@link java.lang.String},
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The congestion control's parameter values, each by its key (owner.name, e.g. dctcp.g) as the value's text; a parameter without one takes its descriptor's default. Values of another control's parameters are kept, so a sweep or an edit that switches the control finds them.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Parameters</em>' map.
	 * @see org.dclab.model.DclabPackage#getTransportSettings_Parameters()
	 * @model mapType="org.dclab.model.ParameterEntry&lt;org.eclipse.emf.ecore.EString, org.eclipse.emf.ecore.EString&gt;"
	 * @generated
	 */
	EMap<String, String> getParameters();

	/**
	 * Returns the value of the '<em><b>Mss Bytes</b></em>' attribute.
	 * The default value is <code>"1460"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Maximum segment size: TCP payload bytes per packet.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mss Bytes</em>' attribute.
	 * @see #setMssBytes(int)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_MssBytes()
	 * @model default="1460"
	 * @generated
	 */
	int getMssBytes();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getMssBytes <em>Mss Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mss Bytes</em>' attribute.
	 * @see #getMssBytes()
	 * @generated
	 */
	void setMssBytes(int value);

	/**
	 * Returns the value of the '<em><b>Initial Window Segments</b></em>' attribute.
	 * The default value is <code>"10"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Initial Window Segments</em>' attribute.
	 * @see #setInitialWindowSegments(int)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_InitialWindowSegments()
	 * @model default="10"
	 * @generated
	 */
	int getInitialWindowSegments();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getInitialWindowSegments <em>Initial Window Segments</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Initial Window Segments</em>' attribute.
	 * @see #getInitialWindowSegments()
	 * @generated
	 */
	void setInitialWindowSegments(int value);

	/**
	 * Returns the value of the '<em><b>Min Rto Ps</b></em>' attribute.
	 * The default value is <code>"200000000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Lower bound of the retransmission timeout in picoseconds; incast studies lower it from 200 ms to a millisecond or less.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Min Rto Ps</em>' attribute.
	 * @see #setMinRtoPs(long)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_MinRtoPs()
	 * @model default="200000000000"
	 * @generated
	 */
	long getMinRtoPs();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getMinRtoPs <em>Min Rto Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min Rto Ps</em>' attribute.
	 * @see #getMinRtoPs()
	 * @generated
	 */
	void setMinRtoPs(long value);

	/**
	 * Returns the value of the '<em><b>Delayed Ack</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Receivers acknowledge every second full segment, or when delayedAckTimeoutPs expires.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Delayed Ack</em>' attribute.
	 * @see #setDelayedAck(boolean)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_DelayedAck()
	 * @model default="true"
	 * @generated
	 */
	boolean isDelayedAck();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#isDelayedAck <em>Delayed Ack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Delayed Ack</em>' attribute.
	 * @see #isDelayedAck()
	 * @generated
	 */
	void setDelayedAck(boolean value);

	/**
	 * Returns the value of the '<em><b>Delayed Ack Timeout Ps</b></em>' attribute.
	 * The default value is <code>"40000000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Delayed Ack Timeout Ps</em>' attribute.
	 * @see #setDelayedAckTimeoutPs(long)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_DelayedAckTimeoutPs()
	 * @model default="40000000000"
	 * @generated
	 */
	long getDelayedAckTimeoutPs();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getDelayedAckTimeoutPs <em>Delayed Ack Timeout Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Delayed Ack Timeout Ps</em>' attribute.
	 * @see #getDelayedAckTimeoutPs()
	 * @generated
	 */
	void setDelayedAckTimeoutPs(long value);

	/**
	 * Returns the value of the '<em><b>Ecn</b></em>' attribute.
	 * The default value is <code>"false"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Send data ECN-capable (ECT) and react to ECE. The controls whose descriptors negotiate ECN (ecn-newreno, dctcp, gemini) negotiate it whatever this says.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ecn</em>' attribute.
	 * @see #setEcn(boolean)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_Ecn()
	 * @model default="false"
	 * @generated
	 */
	boolean isEcn();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#isEcn <em>Ecn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ecn</em>' attribute.
	 * @see #isEcn()
	 * @generated
	 */
	void setEcn(boolean value);

	/**
	 * Returns the value of the '<em><b>Receive Buffer Bytes</b></em>' attribute.
	 * The default value is <code>"16777216"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Receiver buffer, which is also the advertised window unless an application (AIPM, OSDT, OSM) sets a smaller one.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Receive Buffer Bytes</em>' attribute.
	 * @see #setReceiveBufferBytes(long)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_ReceiveBufferBytes()
	 * @model default="16777216"
	 * @generated
	 */
	long getReceiveBufferBytes();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getReceiveBufferBytes <em>Receive Buffer Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Receive Buffer Bytes</em>' attribute.
	 * @see #getReceiveBufferBytes()
	 * @generated
	 */
	void setReceiveBufferBytes(long value);

	/**
	 * Returns the value of the '<em><b>Pacing</b></em>' attribute.
	 * The default value is <code>"false"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Spread each window of segments evenly over a round trip instead of sending them back to back. GEMINI relies on it; BBR always paces.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pacing</em>' attribute.
	 * @see #setPacing(boolean)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_Pacing()
	 * @model default="false"
	 * @generated
	 */
	boolean isPacing();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#isPacing <em>Pacing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pacing</em>' attribute.
	 * @see #isPacing()
	 * @generated
	 */
	void setPacing(boolean value);

	/**
	 * Returns the value of the '<em><b>Sack</b></em>' attribute.
	 * The default value is <code>"AS_STACK"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.StackSwitch}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SACK (RFC 2018), offered on the SYN; when both ends agree the sender recovers with RFC 6675's scoreboard instead of NewReno's partial ACKs. LINUX has it, PAPERS not.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sack</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #setSack(StackSwitch)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_Sack()
	 * @model default="AS_STACK"
	 * @generated
	 */
	StackSwitch getSack();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getSack <em>Sack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sack</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #getSack()
	 * @generated
	 */
	void setSack(StackSwitch value);

	/**
	 * Returns the value of the '<em><b>Timestamps</b></em>' attribute.
	 * The default value is <code>"AS_STACK"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.StackSwitch}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * TCP timestamps (RFC 7323): 12 more header bytes and 12 fewer payload bytes per segment, and an RTT sample from every ACK, retransmitted data included, which ends an RTO back-off sooner. LINUX has them, PAPERS not.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Timestamps</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #setTimestamps(StackSwitch)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_Timestamps()
	 * @model default="AS_STACK"
	 * @generated
	 */
	StackSwitch getTimestamps();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getTimestamps <em>Timestamps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Timestamps</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #getTimestamps()
	 * @generated
	 */
	void setTimestamps(StackSwitch value);

	/**
	 * Returns the value of the '<em><b>Limited Transmit</b></em>' attribute.
	 * The default value is <code>"AS_STACK"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.StackSwitch}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Limited transmit (RFC 3042): one new segment on each of the first two duplicate ACKs. LINUX has it, PAPERS not.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Limited Transmit</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #setLimitedTransmit(StackSwitch)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_LimitedTransmit()
	 * @model default="AS_STACK"
	 * @generated
	 */
	StackSwitch getLimitedTransmit();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getLimitedTransmit <em>Limited Transmit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Limited Transmit</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #getLimitedTransmit()
	 * @generated
	 */
	void setLimitedTransmit(StackSwitch value);

	/**
	 * Returns the value of the '<em><b>Prr</b></em>' attribute.
	 * The default value is <code>"AS_STACK"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.StackSwitch}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Proportional rate reduction (RFC 6937) for every window reduction: fast recovery, and the reduction after ECN-Echo, which then brings the window down over a round trip instead of in one step. LINUX has it; PAPERS cuts at once.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Prr</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #setPrr(StackSwitch)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_Prr()
	 * @model default="AS_STACK"
	 * @generated
	 */
	StackSwitch getPrr();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getPrr <em>Prr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Prr</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #getPrr()
	 * @generated
	 */
	void setPrr(StackSwitch value);

	/**
	 * Returns the value of the '<em><b>Rack</b></em>' attribute.
	 * The default value is <code>"AS_STACK"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.StackSwitch}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RACK (RFC 8985): a segment is lost once one sent after it was delivered and its RTT has passed, lost retransmissions included. Needs SACK. LINUX has it, PAPERS not.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rack</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #setRack(StackSwitch)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_Rack()
	 * @model default="AS_STACK"
	 * @generated
	 */
	StackSwitch getRack();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getRack <em>Rack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rack</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #getRack()
	 * @generated
	 */
	void setRack(StackSwitch value);

	/**
	 * Returns the value of the '<em><b>Tail Loss Probe</b></em>' attribute.
	 * The default value is <code>"AS_STACK"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.StackSwitch}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The tail loss probe (RFC 8985): after two smoothed RTTs without an ACK one segment goes out to elicit the SACK that repairs a lost tail without the retransmission timer. Needs SACK. LINUX has it, PAPERS not.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tail Loss Probe</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #setTailLossProbe(StackSwitch)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_TailLossProbe()
	 * @model default="AS_STACK"
	 * @generated
	 */
	StackSwitch getTailLossProbe();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getTailLossProbe <em>Tail Loss Probe</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tail Loss Probe</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #getTailLossProbe()
	 * @generated
	 */
	void setTailLossProbe(StackSwitch value);

	/**
	 * Returns the value of the '<em><b>Quick Ack</b></em>' attribute.
	 * The default value is <code>"AS_STACK"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.StackSwitch}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Linux's quick-ACK mode at the receiver: every segment acknowledged at once for a while at the start of a connection and after a retransmission arrives, and a segment with CWR at once; delayed ACKs otherwise. LINUX has it, PAPERS not.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Quick Ack</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #setQuickAck(StackSwitch)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_QuickAck()
	 * @model default="AS_STACK"
	 * @generated
	 */
	StackSwitch getQuickAck();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getQuickAck <em>Quick Ack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Quick Ack</em>' attribute.
	 * @see org.dclab.model.StackSwitch
	 * @see #getQuickAck()
	 * @generated
	 */
	void setQuickAck(StackSwitch value);

	/**
	 * Returns the value of the '<em><b>Window Growth</b></em>' attribute.
	 * The default value is <code>"AS_STACK"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.WindowGrowth}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How the window grows on the data each ACK newly delivers. AS_STACK: per ACK in PAPERS (ns-2), Linux's rule in LINUX.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Window Growth</em>' attribute.
	 * @see org.dclab.model.WindowGrowth
	 * @see #setWindowGrowth(WindowGrowth)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_WindowGrowth()
	 * @model default="AS_STACK"
	 * @generated
	 */
	WindowGrowth getWindowGrowth();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getWindowGrowth <em>Window Growth</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Window Growth</em>' attribute.
	 * @see org.dclab.model.WindowGrowth
	 * @see #getWindowGrowth()
	 * @generated
	 */
	void setWindowGrowth(WindowGrowth value);

	/**
	 * Returns the value of the '<em><b>Ssthresh Rule</b></em>' attribute.
	 * The default value is <code>"AS_STACK"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.SsthreshRule}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * NewReno and ECN TCP: what a loss or an ECN-Echo halves to give ssthresh. AS_STACK: the window in both stacks (ns-2 and Linux).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ssthresh Rule</em>' attribute.
	 * @see org.dclab.model.SsthreshRule
	 * @see #setSsthreshRule(SsthreshRule)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_SsthreshRule()
	 * @model default="AS_STACK"
	 * @generated
	 */
	SsthreshRule getSsthreshRule();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getSsthreshRule <em>Ssthresh Rule</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ssthresh Rule</em>' attribute.
	 * @see org.dclab.model.SsthreshRule
	 * @see #getSsthreshRule()
	 * @generated
	 */
	void setSsthreshRule(SsthreshRule value);

	/**
	 * Returns the value of the '<em><b>Idle Restart</b></em>' attribute.
	 * The default value is <code>"AS_STACK"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.IdleRestart}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What the window becomes when a sender starts again after nothing was in flight for longer than the RTO. AS_STACK: the initial window in PAPERS, Linux's decay in LINUX.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Idle Restart</em>' attribute.
	 * @see org.dclab.model.IdleRestart
	 * @see #setIdleRestart(IdleRestart)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_IdleRestart()
	 * @model default="AS_STACK"
	 * @generated
	 */
	IdleRestart getIdleRestart();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getIdleRestart <em>Idle Restart</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Idle Restart</em>' attribute.
	 * @see org.dclab.model.IdleRestart
	 * @see #getIdleRestart()
	 * @generated
	 */
	void setIdleRestart(IdleRestart value);

	/**
	 * Returns the value of the '<em><b>Ect Rule</b></em>' attribute.
	 * The default value is <code>"AS_STACK"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.EctRule}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * With ECN, which packets are sent ECN-capable (AS_STACK: every data segment in PAPERS, as ns-2; new data only in LINUX). A control that needs ECN (DCTCP, GEMINI) never sends a retransmission Not-ECT: NEW_DATA becomes EVERY_PACKET for it, as in Linux.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ect Rule</em>' attribute.
	 * @see org.dclab.model.EctRule
	 * @see #setEctRule(EctRule)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_EctRule()
	 * @model default="AS_STACK"
	 * @generated
	 */
	EctRule getEctRule();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getEctRule <em>Ect Rule</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ect Rule</em>' attribute.
	 * @see org.dclab.model.EctRule
	 * @see #getEctRule()
	 * @generated
	 */
	void setEctRule(EctRule value);

	/**
	 * Returns the value of the '<em><b>Fin Rule</b></em>' attribute.
	 * The default value is <code>"AS_STACK"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.FinRule}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the sender's FIN goes when the application closes. AS_STACK: in a segment of its own in PAPERS, on the unsent last data segment in LINUX (tcp_send_fin).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Fin Rule</em>' attribute.
	 * @see org.dclab.model.FinRule
	 * @see #setFinRule(FinRule)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_FinRule()
	 * @model default="AS_STACK"
	 * @generated
	 */
	FinRule getFinRule();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getFinRule <em>Fin Rule</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Fin Rule</em>' attribute.
	 * @see org.dclab.model.FinRule
	 * @see #getFinRule()
	 * @generated
	 */
	void setFinRule(FinRule value);

	/**
	 * Returns the value of the '<em><b>Prr Bound</b></em>' attribute.
	 * The default value is <code>"LINUX"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.PrrBound}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How PRR sends once the data in flight has fallen to ssthresh: as Linux does (the default of both stacks), or RFC 6937's conservative or slow-start bound.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Prr Bound</em>' attribute.
	 * @see org.dclab.model.PrrBound
	 * @see #setPrrBound(PrrBound)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_PrrBound()
	 * @model default="LINUX"
	 * @generated
	 */
	PrrBound getPrrBound();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getPrrBound <em>Prr Bound</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Prr Bound</em>' attribute.
	 * @see org.dclab.model.PrrBound
	 * @see #getPrrBound()
	 * @generated
	 */
	void setPrrBound(PrrBound value);

	/**
	 * Returns the value of the '<em><b>Rto Backoff</b></em>' attribute.
	 * The default value is <code>"KEPT_UNTIL_RTT_SAMPLE"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.RtoBackoff}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * When a doubled retransmission timeout returns to the value computed from the RTT: kept until a valid RTT sample (RFC 6298 with Karn's rule, as Linux and both stacks do), or cleared by the next ACK of new data, as some simulators do.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rto Backoff</em>' attribute.
	 * @see org.dclab.model.RtoBackoff
	 * @see #setRtoBackoff(RtoBackoff)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_RtoBackoff()
	 * @model default="KEPT_UNTIL_RTT_SAMPLE"
	 * @generated
	 */
	RtoBackoff getRtoBackoff();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getRtoBackoff <em>Rto Backoff</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rto Backoff</em>' attribute.
	 * @see org.dclab.model.RtoBackoff
	 * @see #getRtoBackoff()
	 * @generated
	 */
	void setRtoBackoff(RtoBackoff value);

} // TransportSettings
