/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Ssthresh Rule</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getSsthreshRule()
 * @model
 * @generated
 */
public enum SsthreshRule implements Enumerator {
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
	 * The '<em><b>CWND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Half the window, at least 2 MSS: Linux's tcp_reno_ssthresh and ns-2's.
	 * <!-- end-model-doc -->
	 * @see #CWND_VALUE
	 * @generated
	 * @ordered
	 */
	CWND(1, "CWND", "CWND"),

	/**
	 * The '<em><b>FLIGHT SIZE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Half the data in flight, at least 2 MSS: RFC 5681 equation 4.
	 * <!-- end-model-doc -->
	 * @see #FLIGHT_SIZE_VALUE
	 * @generated
	 * @ordered
	 */
	FLIGHT_SIZE(2, "FLIGHT_SIZE", "FLIGHT_SIZE");

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
	 * The '<em><b>CWND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Half the window, at least 2 MSS: Linux's tcp_reno_ssthresh and ns-2's.
	 * <!-- end-model-doc -->
	 * @see #CWND
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int CWND_VALUE = 1;

	/**
	 * The '<em><b>FLIGHT SIZE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Half the data in flight, at least 2 MSS: RFC 5681 equation 4.
	 * <!-- end-model-doc -->
	 * @see #FLIGHT_SIZE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int FLIGHT_SIZE_VALUE = 2;

	/**
	 * An array of all the '<em><b>Ssthresh Rule</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final SsthreshRule[] VALUES_ARRAY =
		new SsthreshRule[] {
			AS_STACK,
			CWND,
			FLIGHT_SIZE,
		};

	/**
	 * A public read-only list of all the '<em><b>Ssthresh Rule</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<SsthreshRule> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Ssthresh Rule</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SsthreshRule get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SsthreshRule result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Ssthresh Rule</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SsthreshRule getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SsthreshRule result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Ssthresh Rule</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SsthreshRule get(int value) {
		switch (value) {
			case AS_STACK_VALUE: return AS_STACK;
			case CWND_VALUE: return CWND;
			case FLIGHT_SIZE_VALUE: return FLIGHT_SIZE;
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
	private SsthreshRule(int value, String name, String literal) {
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
	
} //SsthreshRule
