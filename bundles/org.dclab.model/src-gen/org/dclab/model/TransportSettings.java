/**
 */
package org.dclab.model;

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
 *   <li>{@link org.dclab.model.TransportSettings#getMssBytes <em>Mss Bytes</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getInitialWindowSegments <em>Initial Window Segments</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getMinRtoPs <em>Min Rto Ps</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#isDelayedAck <em>Delayed Ack</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getDelayedAckTimeoutPs <em>Delayed Ack Timeout Ps</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#isEcn <em>Ecn</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getDctcpG <em>Dctcp G</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getReceiveBufferBytes <em>Receive Buffer Bytes</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#isPacing <em>Pacing</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getCubicBeta <em>Cubic Beta</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getCubicC <em>Cubic C</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getVegasAlphaPackets <em>Vegas Alpha Packets</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getVegasBetaPackets <em>Vegas Beta Packets</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getVegasGammaPackets <em>Vegas Gamma Packets</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getGeminiBeta <em>Gemini Beta</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getGeminiDelayThresholdPs <em>Gemini Delay Threshold Ps</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getGeminiH <em>Gemini H</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getGeminiMarkingThresholdPackets <em>Gemini Marking Threshold Packets</em>}</li>
 *   <li>{@link org.dclab.model.TransportSettings#getGeminiCapacityBps <em>Gemini Capacity Bps</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getTransportSettings()
 * @model
 * @generated
 */
public interface TransportSettings extends EObject {
	/**
	 * Returns the value of the '<em><b>Congestion Control</b></em>' attribute.
	 * The default value is <code>"NEW_RENO"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.CongestionControl}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Congestion Control</em>' attribute.
	 * @see org.dclab.model.CongestionControl
	 * @see #setCongestionControl(CongestionControl)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_CongestionControl()
	 * @model default="NEW_RENO"
	 * @generated
	 */
	CongestionControl getCongestionControl();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getCongestionControl <em>Congestion Control</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Congestion Control</em>' attribute.
	 * @see org.dclab.model.CongestionControl
	 * @see #getCongestionControl()
	 * @generated
	 */
	void setCongestionControl(CongestionControl value);

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
	 * Send data ECN-capable (ECT) and react to ECE. ECN_TCP, DCTCP and GEMINI depend on it.
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
	 * Returns the value of the '<em><b>Dctcp G</b></em>' attribute.
	 * The default value is <code>"0.0625"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DCTCP and GEMINI: weight g of the newest window's marked fraction in the moving average alpha (1/16 in the DCTCP paper).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dctcp G</em>' attribute.
	 * @see #setDctcpG(double)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_DctcpG()
	 * @model default="0.0625"
	 * @generated
	 */
	double getDctcpG();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getDctcpG <em>Dctcp G</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dctcp G</em>' attribute.
	 * @see #getDctcpG()
	 * @generated
	 */
	void setDctcpG(double value);

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
	 * Returns the value of the '<em><b>Cubic Beta</b></em>' attribute.
	 * The default value is <code>"0.7"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CUBIC: multiplicative decrease factor, the fraction of the window kept after a loss (RFC 9438).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cubic Beta</em>' attribute.
	 * @see #setCubicBeta(double)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_CubicBeta()
	 * @model default="0.7"
	 * @generated
	 */
	double getCubicBeta();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getCubicBeta <em>Cubic Beta</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cubic Beta</em>' attribute.
	 * @see #getCubicBeta()
	 * @generated
	 */
	void setCubicBeta(double value);

	/**
	 * Returns the value of the '<em><b>Cubic C</b></em>' attribute.
	 * The default value is <code>"0.4"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CUBIC: scaling constant C of the cubic growth function, in segments per second cubed (RFC 9438).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cubic C</em>' attribute.
	 * @see #setCubicC(double)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_CubicC()
	 * @model default="0.4"
	 * @generated
	 */
	double getCubicC();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getCubicC <em>Cubic C</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cubic C</em>' attribute.
	 * @see #getCubicC()
	 * @generated
	 */
	void setCubicC(double value);

	/**
	 * Returns the value of the '<em><b>Vegas Alpha Packets</b></em>' attribute.
	 * The default value is <code>"2"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Vegas: below this many packets queued in the network the window grows by one per round trip.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Vegas Alpha Packets</em>' attribute.
	 * @see #setVegasAlphaPackets(int)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_VegasAlphaPackets()
	 * @model default="2"
	 * @generated
	 */
	int getVegasAlphaPackets();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getVegasAlphaPackets <em>Vegas Alpha Packets</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Vegas Alpha Packets</em>' attribute.
	 * @see #getVegasAlphaPackets()
	 * @generated
	 */
	void setVegasAlphaPackets(int value);

	/**
	 * Returns the value of the '<em><b>Vegas Beta Packets</b></em>' attribute.
	 * The default value is <code>"4"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Vegas: above this many packets queued in the network the window shrinks by one per round trip.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Vegas Beta Packets</em>' attribute.
	 * @see #setVegasBetaPackets(int)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_VegasBetaPackets()
	 * @model default="4"
	 * @generated
	 */
	int getVegasBetaPackets();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getVegasBetaPackets <em>Vegas Beta Packets</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Vegas Beta Packets</em>' attribute.
	 * @see #getVegasBetaPackets()
	 * @generated
	 */
	void setVegasBetaPackets(int value);

	/**
	 * Returns the value of the '<em><b>Vegas Gamma Packets</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Vegas: slow start ends when more than this many packets are queued.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Vegas Gamma Packets</em>' attribute.
	 * @see #setVegasGammaPackets(int)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_VegasGammaPackets()
	 * @model default="1"
	 * @generated
	 */
	int getVegasGammaPackets();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getVegasGammaPackets <em>Vegas Gamma Packets</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Vegas Gamma Packets</em>' attribute.
	 * @see #getVegasGammaPackets()
	 * @generated
	 */
	void setVegasGammaPackets(int value);

	/**
	 * Returns the value of the '<em><b>Gemini Beta</b></em>' attribute.
	 * The default value is <code>"0.2"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * GEMINI: multiplicative decrease on WAN (delay) congestion; keep it below T/(T+RTT).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Gemini Beta</em>' attribute.
	 * @see #setGeminiBeta(double)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_GeminiBeta()
	 * @model default="0.2"
	 * @generated
	 */
	double getGeminiBeta();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getGeminiBeta <em>Gemini Beta</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gemini Beta</em>' attribute.
	 * @see #getGeminiBeta()
	 * @generated
	 */
	void setGeminiBeta(double value);

	/**
	 * Returns the value of the '<em><b>Gemini Delay Threshold Ps</b></em>' attribute.
	 * The default value is <code>"5000000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * GEMINI: queueing delay T above the base RTT that signals WAN congestion, in picoseconds (5 ms).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Gemini Delay Threshold Ps</em>' attribute.
	 * @see #setGeminiDelayThresholdPs(long)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_GeminiDelayThresholdPs()
	 * @model default="5000000000"
	 * @generated
	 */
	long getGeminiDelayThresholdPs();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getGeminiDelayThresholdPs <em>Gemini Delay Threshold Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gemini Delay Threshold Ps</em>' attribute.
	 * @see #getGeminiDelayThresholdPs()
	 * @generated
	 */
	void setGeminiDelayThresholdPs(long value);

	/**
	 * Returns the value of the '<em><b>Gemini H</b></em>' attribute.
	 * The default value is <code>"1.2E-7"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * GEMINI: increase scaling H; the window grows by h = H·C·RTT_base segments per round trip, clamped to [0.1, 5], with C in bit/s and RTT in seconds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Gemini H</em>' attribute.
	 * @see #setGeminiH(double)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_GeminiH()
	 * @model default="1.2E-7"
	 * @generated
	 */
	double getGeminiH();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getGeminiH <em>Gemini H</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gemini H</em>' attribute.
	 * @see #getGeminiH()
	 * @generated
	 */
	void setGeminiH(double value);

	/**
	 * Returns the value of the '<em><b>Gemini Marking Threshold Packets</b></em>' attribute.
	 * The default value is <code>"50"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * GEMINI: the switches' marking threshold K the sender assumes in F = 4K/(C·RTT_base + K); 50 packets per Gbit/s of capacity.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Gemini Marking Threshold Packets</em>' attribute.
	 * @see #setGeminiMarkingThresholdPackets(long)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_GeminiMarkingThresholdPackets()
	 * @model default="50"
	 * @generated
	 */
	long getGeminiMarkingThresholdPackets();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getGeminiMarkingThresholdPackets <em>Gemini Marking Threshold Packets</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gemini Marking Threshold Packets</em>' attribute.
	 * @see #getGeminiMarkingThresholdPackets()
	 * @generated
	 */
	void setGeminiMarkingThresholdPackets(long value);

	/**
	 * Returns the value of the '<em><b>Gemini Capacity Bps</b></em>' attribute.
	 * The default value is <code>"1000000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * GEMINI: bottleneck capacity C the sender assumes in F and h, in bits per second.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Gemini Capacity Bps</em>' attribute.
	 * @see #setGeminiCapacityBps(long)
	 * @see org.dclab.model.DclabPackage#getTransportSettings_GeminiCapacityBps()
	 * @model default="1000000000"
	 * @generated
	 */
	long getGeminiCapacityBps();

	/**
	 * Sets the value of the '{@link org.dclab.model.TransportSettings#getGeminiCapacityBps <em>Gemini Capacity Bps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gemini Capacity Bps</em>' attribute.
	 * @see #getGeminiCapacityBps()
	 * @generated
	 */
	void setGeminiCapacityBps(long value);

} // TransportSettings
