/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Idle Restart</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getIdleRestart()
 * @model
 * @generated
 */
public enum IdleRestart implements Enumerator {
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
	 * The '<em><b>OFF</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The window is kept however long the pause, as ns-3 and Linux with tcp_slow_start_after_idle off.
	 * <!-- end-model-doc -->
	 * @see #OFF_VALUE
	 * @generated
	 * @ordered
	 */
	OFF(1, "OFF", "OFF"),

	/**
	 * The '<em><b>INITIAL WINDOW</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RFC 5681 section 4.1: restart from at most the initial window.
	 * <!-- end-model-doc -->
	 * @see #INITIAL_WINDOW_VALUE
	 * @generated
	 * @ordered
	 */
	INITIAL_WINDOW(2, "INITIAL_WINDOW", "INITIAL_WINDOW"),

	/**
	 * The '<em><b>DECAY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Linux's tcp_cwnd_restart (RFC 2861): halve the window once per RTO of idle time, down to the initial window, keeping three quarters of it in ssthresh.
	 * <!-- end-model-doc -->
	 * @see #DECAY_VALUE
	 * @generated
	 * @ordered
	 */
	DECAY(3, "DECAY", "DECAY");

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
	 * The '<em><b>OFF</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The window is kept however long the pause, as ns-3 and Linux with tcp_slow_start_after_idle off.
	 * <!-- end-model-doc -->
	 * @see #OFF
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int OFF_VALUE = 1;

	/**
	 * The '<em><b>INITIAL WINDOW</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RFC 5681 section 4.1: restart from at most the initial window.
	 * <!-- end-model-doc -->
	 * @see #INITIAL_WINDOW
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int INITIAL_WINDOW_VALUE = 2;

	/**
	 * The '<em><b>DECAY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Linux's tcp_cwnd_restart (RFC 2861): halve the window once per RTO of idle time, down to the initial window, keeping three quarters of it in ssthresh.
	 * <!-- end-model-doc -->
	 * @see #DECAY
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DECAY_VALUE = 3;

	/**
	 * An array of all the '<em><b>Idle Restart</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final IdleRestart[] VALUES_ARRAY =
		new IdleRestart[] {
			AS_STACK,
			OFF,
			INITIAL_WINDOW,
			DECAY,
		};

	/**
	 * A public read-only list of all the '<em><b>Idle Restart</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<IdleRestart> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Idle Restart</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static IdleRestart get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			IdleRestart result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Idle Restart</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static IdleRestart getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			IdleRestart result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Idle Restart</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static IdleRestart get(int value) {
		switch (value) {
			case AS_STACK_VALUE: return AS_STACK;
			case OFF_VALUE: return OFF;
			case INITIAL_WINDOW_VALUE: return INITIAL_WINDOW;
			case DECAY_VALUE: return DECAY;
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
	private IdleRestart(int value, String name, String literal) {
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
	
} //IdleRestart
