/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Prr Bound</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getPrrBound()
 * @model
 * @generated
 */
public enum PrrBound implements Enumerator {
	/**
	 * The '<em><b>LINUX</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Linux's tcp_cwnd_reduction (RFC 9937): the slow-start bound on ACKs that advance snd.una without revealing a new loss, otherwise as much as the ACK delivered.
	 * <!-- end-model-doc -->
	 * @see #LINUX_VALUE
	 * @generated
	 * @ordered
	 */
	LINUX(0, "LINUX", "LINUX"),

	/**
	 * The '<em><b>CONSERVATIVE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * PRR-CRB: never more than delivered during the reduction (strict packet conservation).
	 * <!-- end-model-doc -->
	 * @see #CONSERVATIVE_VALUE
	 * @generated
	 * @ordered
	 */
	CONSERVATIVE(1, "CONSERVATIVE", "CONSERVATIVE"),

	/**
	 * The '<em><b>SLOW START</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * PRR-SSRB: up to one segment more per ACK than it delivered, slow-starting the pipe back to ssthresh.
	 * <!-- end-model-doc -->
	 * @see #SLOW_START_VALUE
	 * @generated
	 * @ordered
	 */
	SLOW_START(2, "SLOW_START", "SLOW_START");

	/**
	 * The '<em><b>LINUX</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Linux's tcp_cwnd_reduction (RFC 9937): the slow-start bound on ACKs that advance snd.una without revealing a new loss, otherwise as much as the ACK delivered.
	 * <!-- end-model-doc -->
	 * @see #LINUX
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LINUX_VALUE = 0;

	/**
	 * The '<em><b>CONSERVATIVE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * PRR-CRB: never more than delivered during the reduction (strict packet conservation).
	 * <!-- end-model-doc -->
	 * @see #CONSERVATIVE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int CONSERVATIVE_VALUE = 1;

	/**
	 * The '<em><b>SLOW START</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * PRR-SSRB: up to one segment more per ACK than it delivered, slow-starting the pipe back to ssthresh.
	 * <!-- end-model-doc -->
	 * @see #SLOW_START
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SLOW_START_VALUE = 2;

	/**
	 * An array of all the '<em><b>Prr Bound</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final PrrBound[] VALUES_ARRAY =
		new PrrBound[] {
			LINUX,
			CONSERVATIVE,
			SLOW_START,
		};

	/**
	 * A public read-only list of all the '<em><b>Prr Bound</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<PrrBound> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Prr Bound</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static PrrBound get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			PrrBound result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Prr Bound</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static PrrBound getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			PrrBound result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Prr Bound</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static PrrBound get(int value) {
		switch (value) {
			case LINUX_VALUE: return LINUX;
			case CONSERVATIVE_VALUE: return CONSERVATIVE;
			case SLOW_START_VALUE: return SLOW_START;
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
	private PrrBound(int value, String name, String literal) {
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
	
} //PrrBound
