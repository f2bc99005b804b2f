/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Fin Rule</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getFinRule()
 * @model
 * @generated
 */
public enum FinRule implements Enumerator {
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
	 * The '<em><b>ALONE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * In a segment of its own right after the last data segment, and resent on its own.
	 * <!-- end-model-doc -->
	 * @see #ALONE_VALUE
	 * @generated
	 * @ordered
	 */
	ALONE(1, "ALONE", "ALONE"),

	/**
	 * The '<em><b>ON UNSENT TAIL</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Linux's tcp_send_fin: on the segment that carries the last byte when that is still unsent at the close (as when an application writes and closes at once), and on every retransmission of it; alone when everything had left.
	 * <!-- end-model-doc -->
	 * @see #ON_UNSENT_TAIL_VALUE
	 * @generated
	 * @ordered
	 */
	ON_UNSENT_TAIL(2, "ON_UNSENT_TAIL", "ON_UNSENT_TAIL");

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
	 * The '<em><b>ALONE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * In a segment of its own right after the last data segment, and resent on its own.
	 * <!-- end-model-doc -->
	 * @see #ALONE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ALONE_VALUE = 1;

	/**
	 * The '<em><b>ON UNSENT TAIL</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Linux's tcp_send_fin: on the segment that carries the last byte when that is still unsent at the close (as when an application writes and closes at once), and on every retransmission of it; alone when everything had left.
	 * <!-- end-model-doc -->
	 * @see #ON_UNSENT_TAIL
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ON_UNSENT_TAIL_VALUE = 2;

	/**
	 * An array of all the '<em><b>Fin Rule</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final FinRule[] VALUES_ARRAY =
		new FinRule[] {
			AS_STACK,
			ALONE,
			ON_UNSENT_TAIL,
		};

	/**
	 * A public read-only list of all the '<em><b>Fin Rule</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<FinRule> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Fin Rule</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FinRule get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			FinRule result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Fin Rule</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FinRule getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			FinRule result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Fin Rule</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FinRule get(int value) {
		switch (value) {
			case AS_STACK_VALUE: return AS_STACK;
			case ALONE_VALUE: return ALONE;
			case ON_UNSENT_TAIL_VALUE: return ON_UNSENT_TAIL;
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
	private FinRule(int value, String name, String literal) {
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
	
} //FinRule
