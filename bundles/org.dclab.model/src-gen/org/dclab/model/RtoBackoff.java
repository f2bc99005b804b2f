/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Rto Backoff</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getRtoBackoff()
 * @model
 * @generated
 */
public enum RtoBackoff implements Enumerator {
	/**
	 * The '<em><b>KEPT UNTIL RTT SAMPLE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RFC 6298 section 5.7 with Karn's rule: the back-off stays until a valid RTT sample, which without timestamps only an ACK of data sent once gives.
	 * <!-- end-model-doc -->
	 * @see #KEPT_UNTIL_RTT_SAMPLE_VALUE
	 * @generated
	 * @ordered
	 */
	KEPT_UNTIL_RTT_SAMPLE(0, "KEPT_UNTIL_RTT_SAMPLE", "KEPT_UNTIL_RTT_SAMPLE"),

	/**
	 * The '<em><b>CLEARED BY NEW ACK</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The back-off ends with the next ACK that advances snd.una, valid sample or not.
	 * <!-- end-model-doc -->
	 * @see #CLEARED_BY_NEW_ACK_VALUE
	 * @generated
	 * @ordered
	 */
	CLEARED_BY_NEW_ACK(1, "CLEARED_BY_NEW_ACK", "CLEARED_BY_NEW_ACK");

	/**
	 * The '<em><b>KEPT UNTIL RTT SAMPLE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RFC 6298 section 5.7 with Karn's rule: the back-off stays until a valid RTT sample, which without timestamps only an ACK of data sent once gives.
	 * <!-- end-model-doc -->
	 * @see #KEPT_UNTIL_RTT_SAMPLE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int KEPT_UNTIL_RTT_SAMPLE_VALUE = 0;

	/**
	 * The '<em><b>CLEARED BY NEW ACK</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The back-off ends with the next ACK that advances snd.una, valid sample or not.
	 * <!-- end-model-doc -->
	 * @see #CLEARED_BY_NEW_ACK
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int CLEARED_BY_NEW_ACK_VALUE = 1;

	/**
	 * An array of all the '<em><b>Rto Backoff</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final RtoBackoff[] VALUES_ARRAY =
		new RtoBackoff[] {
			KEPT_UNTIL_RTT_SAMPLE,
			CLEARED_BY_NEW_ACK,
		};

	/**
	 * A public read-only list of all the '<em><b>Rto Backoff</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<RtoBackoff> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Rto Backoff</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static RtoBackoff get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			RtoBackoff result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Rto Backoff</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static RtoBackoff getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			RtoBackoff result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Rto Backoff</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static RtoBackoff get(int value) {
		switch (value) {
			case KEPT_UNTIL_RTT_SAMPLE_VALUE: return KEPT_UNTIL_RTT_SAMPLE;
			case CLEARED_BY_NEW_ACK_VALUE: return CLEARED_BY_NEW_ACK;
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
	private RtoBackoff(int value, String name, String literal) {
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
	
} //RtoBackoff
