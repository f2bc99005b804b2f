/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Window Growth</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getWindowGrowth()
 * @model
 * @generated
 */
public enum WindowGrowth implements Enumerator {
	/**
	 * The '<em><b>AS STACK</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * As the scenario's TCP stack says.
	 * <!-- end-model-doc -->
	 * @see #AS_STACK_VALUE
	 * @generated
	 * @ordered
	 */
	AS_STACK(0, "AS_STACK", "AS_STACK"),

	/**
	 * The '<em><b>BYTE COUNTING</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Appropriate byte counting (RFC 3465): slow start adds what was delivered, at most 2 MSS per ACK; congestion avoidance one MSS per window of delivered data, whatever the ACK ratio.
	 * <!-- end-model-doc -->
	 * @see #BYTE_COUNTING_VALUE
	 * @generated
	 * @ordered
	 */
	BYTE_COUNTING(1, "BYTE_COUNTING", "BYTE_COUNTING"),

	/**
	 * The '<em><b>PER ACK</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RFC 5681 per ACK: slow start at most one MSS per ACK, congestion avoidance MSS squared over cwnd per ACK, so delayed ACKs slow the increase (ns-2, ns-3's TcpNewReno).
	 * <!-- end-model-doc -->
	 * @see #PER_ACK_VALUE
	 * @generated
	 * @ordered
	 */
	PER_ACK(2, "PER_ACK", "PER_ACK"),

	/**
	 * The '<em><b>LINUX</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Linux's tcp_slow_start and tcp_cong_avoid_ai: slow start adds everything delivered up to ssthresh, the rest counts toward congestion avoidance.
	 * <!-- end-model-doc -->
	 * @see #LINUX_VALUE
	 * @generated
	 * @ordered
	 */
	LINUX(3, "LINUX", "LINUX");

	/**
	 * The '<em><b>AS STACK</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * As the scenario's TCP stack says.
	 * <!-- end-model-doc -->
	 * @see #AS_STACK
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int AS_STACK_VALUE = 0;

	/**
	 * The '<em><b>BYTE COUNTING</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Appropriate byte counting (RFC 3465): slow start adds what was delivered, at most 2 MSS per ACK; congestion avoidance one MSS per window of delivered data, whatever the ACK ratio.
	 * <!-- end-model-doc -->
	 * @see #BYTE_COUNTING
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int BYTE_COUNTING_VALUE = 1;

	/**
	 * The '<em><b>PER ACK</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RFC 5681 per ACK: slow start at most one MSS per ACK, congestion avoidance MSS squared over cwnd per ACK, so delayed ACKs slow the increase (ns-2, ns-3's TcpNewReno).
	 * <!-- end-model-doc -->
	 * @see #PER_ACK
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PER_ACK_VALUE = 2;

	/**
	 * The '<em><b>LINUX</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Linux's tcp_slow_start and tcp_cong_avoid_ai: slow start adds everything delivered up to ssthresh, the rest counts toward congestion avoidance.
	 * <!-- end-model-doc -->
	 * @see #LINUX
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LINUX_VALUE = 3;

	/**
	 * An array of all the '<em><b>Window Growth</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final WindowGrowth[] VALUES_ARRAY =
		new WindowGrowth[] {
			AS_STACK,
			BYTE_COUNTING,
			PER_ACK,
			LINUX,
		};

	/**
	 * A public read-only list of all the '<em><b>Window Growth</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<WindowGrowth> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Window Growth</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static WindowGrowth get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			WindowGrowth result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Window Growth</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static WindowGrowth getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			WindowGrowth result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Window Growth</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static WindowGrowth get(int value) {
		switch (value) {
			case AS_STACK_VALUE: return AS_STACK;
			case BYTE_COUNTING_VALUE: return BYTE_COUNTING;
			case PER_ACK_VALUE: return PER_ACK;
			case LINUX_VALUE: return LINUX;
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
	private WindowGrowth(int value, String name, String literal) {
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
	
} //WindowGrowth
