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
	 * DCTCP: weight g of the newest window's marked fraction in the moving average alpha (1/16 in the DCTCP paper).
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

} // TransportSettings
