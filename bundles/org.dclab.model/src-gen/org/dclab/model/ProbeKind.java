/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Probe Kind</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getProbeKind()
 * @model
 * @generated
 */
public enum ProbeKind implements Enumerator {
	/**
	 * The '<em><b>QUEUE LENGTH</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Packets in the egress queue, on every change.
	 * <!-- end-model-doc -->
	 * @see #QUEUE_LENGTH_VALUE
	 * @generated
	 * @ordered
	 */
	QUEUE_LENGTH(0, "QUEUE_LENGTH", "QUEUE_LENGTH"),

	/**
	 * The '<em><b>QUEUE DROPS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Packets dropped by the egress queue so far, sampled.
	 * <!-- end-model-doc -->
	 * @see #QUEUE_DROPS_VALUE
	 * @generated
	 * @ordered
	 */
	QUEUE_DROPS(1, "QUEUE_DROPS", "QUEUE_DROPS"),

	/**
	 * The '<em><b>QUEUE MARKS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Packets marked CE by the egress queue so far, sampled.
	 * <!-- end-model-doc -->
	 * @see #QUEUE_MARKS_VALUE
	 * @generated
	 * @ordered
	 */
	QUEUE_MARKS(2, "QUEUE_MARKS", "QUEUE_MARKS"),

	/**
	 * The '<em><b>CWND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Congestion window of every connection of the application, bytes, on change.
	 * <!-- end-model-doc -->
	 * @see #CWND_VALUE
	 * @generated
	 * @ordered
	 */
	CWND(3, "CWND", "CWND"),

	/**
	 * The '<em><b>SSTHRESH</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Slow-start threshold of every connection of the application, bytes, on change.
	 * <!-- end-model-doc -->
	 * @see #SSTHRESH_VALUE
	 * @generated
	 * @ordered
	 */
	SSTHRESH(4, "SSTHRESH", "SSTHRESH"),

	/**
	 * The '<em><b>RTT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Round-trip time samples of every connection of the application, picoseconds.
	 * <!-- end-model-doc -->
	 * @see #RTT_VALUE
	 * @generated
	 * @ordered
	 */
	RTT(5, "RTT", "RTT"),

	/**
	 * The '<em><b>ALPHA</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DCTCP and GEMINI estimate of the marked fraction, per connection.
	 * <!-- end-model-doc -->
	 * @see #ALPHA_VALUE
	 * @generated
	 * @ordered
	 */
	ALPHA(6, "ALPHA", "ALPHA"),

	/**
	 * The '<em><b>GOODPUT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Application bytes delivered per sampling period, as bits per second.
	 * <!-- end-model-doc -->
	 * @see #GOODPUT_VALUE
	 * @generated
	 * @ordered
	 */
	GOODPUT(7, "GOODPUT", "GOODPUT"),

	/**
	 * The '<em><b>CON WND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * AIPM connection window.
	 * <!-- end-model-doc -->
	 * @see #CON_WND_VALUE
	 * @generated
	 * @ordered
	 */
	CON_WND(8, "CON_WND", "CON_WND"),

	/**
	 * The '<em><b>LIVE CONNECTIONS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Incast client: connections currently open.
	 * <!-- end-model-doc -->
	 * @see #LIVE_CONNECTIONS_VALUE
	 * @generated
	 * @ordered
	 */
	LIVE_CONNECTIONS(9, "LIVE_CONNECTIONS", "LIVE_CONNECTIONS"),

	/**
	 * The '<em><b>AWND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Incast client: advertised window of its connections, bytes.
	 * <!-- end-model-doc -->
	 * @see #AWND_VALUE
	 * @generated
	 * @ordered
	 */
	AWND(10, "AWND", "AWND"),

	/**
	 * The '<em><b>LOST CONNECTIONS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * AIPM: connections declared lost so far.
	 * <!-- end-model-doc -->
	 * @see #LOST_CONNECTIONS_VALUE
	 * @generated
	 * @ordered
	 */
	LOST_CONNECTIONS(11, "LOST_CONNECTIONS", "LOST_CONNECTIONS");

	/**
	 * The '<em><b>QUEUE LENGTH</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Packets in the egress queue, on every change.
	 * <!-- end-model-doc -->
	 * @see #QUEUE_LENGTH
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int QUEUE_LENGTH_VALUE = 0;

	/**
	 * The '<em><b>QUEUE DROPS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Packets dropped by the egress queue so far, sampled.
	 * <!-- end-model-doc -->
	 * @see #QUEUE_DROPS
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int QUEUE_DROPS_VALUE = 1;

	/**
	 * The '<em><b>QUEUE MARKS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Packets marked CE by the egress queue so far, sampled.
	 * <!-- end-model-doc -->
	 * @see #QUEUE_MARKS
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int QUEUE_MARKS_VALUE = 2;

	/**
	 * The '<em><b>CWND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Congestion window of every connection of the application, bytes, on change.
	 * <!-- end-model-doc -->
	 * @see #CWND
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int CWND_VALUE = 3;

	/**
	 * The '<em><b>SSTHRESH</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Slow-start threshold of every connection of the application, bytes, on change.
	 * <!-- end-model-doc -->
	 * @see #SSTHRESH
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SSTHRESH_VALUE = 4;

	/**
	 * The '<em><b>RTT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Round-trip time samples of every connection of the application, picoseconds.
	 * <!-- end-model-doc -->
	 * @see #RTT
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RTT_VALUE = 5;

	/**
	 * The '<em><b>ALPHA</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DCTCP and GEMINI estimate of the marked fraction, per connection.
	 * <!-- end-model-doc -->
	 * @see #ALPHA
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ALPHA_VALUE = 6;

	/**
	 * The '<em><b>GOODPUT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Application bytes delivered per sampling period, as bits per second.
	 * <!-- end-model-doc -->
	 * @see #GOODPUT
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int GOODPUT_VALUE = 7;

	/**
	 * The '<em><b>CON WND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * AIPM connection window.
	 * <!-- end-model-doc -->
	 * @see #CON_WND
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int CON_WND_VALUE = 8;

	/**
	 * The '<em><b>LIVE CONNECTIONS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Incast client: connections currently open.
	 * <!-- end-model-doc -->
	 * @see #LIVE_CONNECTIONS
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LIVE_CONNECTIONS_VALUE = 9;

	/**
	 * The '<em><b>AWND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Incast client: advertised window of its connections, bytes.
	 * <!-- end-model-doc -->
	 * @see #AWND
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int AWND_VALUE = 10;

	/**
	 * The '<em><b>LOST CONNECTIONS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * AIPM: connections declared lost so far.
	 * <!-- end-model-doc -->
	 * @see #LOST_CONNECTIONS
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LOST_CONNECTIONS_VALUE = 11;

	/**
	 * An array of all the '<em><b>Probe Kind</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final ProbeKind[] VALUES_ARRAY =
		new ProbeKind[] {
			QUEUE_LENGTH,
			QUEUE_DROPS,
			QUEUE_MARKS,
			CWND,
			SSTHRESH,
			RTT,
			ALPHA,
			GOODPUT,
			CON_WND,
			LIVE_CONNECTIONS,
			AWND,
			LOST_CONNECTIONS,
		};

	/**
	 * A public read-only list of all the '<em><b>Probe Kind</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<ProbeKind> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Probe Kind</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static ProbeKind get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			ProbeKind result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Probe Kind</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static ProbeKind getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			ProbeKind result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Probe Kind</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static ProbeKind get(int value) {
		switch (value) {
			case QUEUE_LENGTH_VALUE: return QUEUE_LENGTH;
			case QUEUE_DROPS_VALUE: return QUEUE_DROPS;
			case QUEUE_MARKS_VALUE: return QUEUE_MARKS;
			case CWND_VALUE: return CWND;
			case SSTHRESH_VALUE: return SSTHRESH;
			case RTT_VALUE: return RTT;
			case ALPHA_VALUE: return ALPHA;
			case GOODPUT_VALUE: return GOODPUT;
			case CON_WND_VALUE: return CON_WND;
			case LIVE_CONNECTIONS_VALUE: return LIVE_CONNECTIONS;
			case AWND_VALUE: return AWND;
			case LOST_CONNECTIONS_VALUE: return LOST_CONNECTIONS;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private ProbeKind(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
	  return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
	  return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //ProbeKind
