/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Hard Drop From</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getHardDropFrom()
 * @model
 * @generated
 */
public enum HardDropFrom implements Enumerator {
	/**
	 * The '<em><b>MAX THRESHOLD</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Drops start at maxThreshold: the gentle region drops what it chooses.
	 * <!-- end-model-doc -->
	 * @see #MAX_THRESHOLD_VALUE
	 * @generated
	 * @ordered
	 */
	MAX_THRESHOLD(0, "MAX_THRESHOLD", "MAX_THRESHOLD"),

	/**
	 * The '<em><b>TWICE MAX THRESHOLD</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Drops start at twice maxThreshold, where the gentle probability reaches 1; the gentle region still marks (ns-3).
	 * <!-- end-model-doc -->
	 * @see #TWICE_MAX_THRESHOLD_VALUE
	 * @generated
	 * @ordered
	 */
	TWICE_MAX_THRESHOLD(1, "TWICE_MAX_THRESHOLD", "TWICE_MAX_THRESHOLD");

	/**
	 * The '<em><b>MAX THRESHOLD</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Drops start at maxThreshold: the gentle region drops what it chooses.
	 * <!-- end-model-doc -->
	 * @see #MAX_THRESHOLD
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int MAX_THRESHOLD_VALUE = 0;

	/**
	 * The '<em><b>TWICE MAX THRESHOLD</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Drops start at twice maxThreshold, where the gentle probability reaches 1; the gentle region still marks (ns-3).
	 * <!-- end-model-doc -->
	 * @see #TWICE_MAX_THRESHOLD
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int TWICE_MAX_THRESHOLD_VALUE = 1;

	/**
	 * An array of all the '<em><b>Hard Drop From</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final HardDropFrom[] VALUES_ARRAY =
		new HardDropFrom[] {
			MAX_THRESHOLD,
			TWICE_MAX_THRESHOLD,
		};

	/**
	 * A public read-only list of all the '<em><b>Hard Drop From</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<HardDropFrom> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Hard Drop From</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static HardDropFrom get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			HardDropFrom result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Hard Drop From</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static HardDropFrom getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			HardDropFrom result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Hard Drop From</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static HardDropFrom get(int value) {
		switch (value) {
			case MAX_THRESHOLD_VALUE: return MAX_THRESHOLD;
			case TWICE_MAX_THRESHOLD_VALUE: return TWICE_MAX_THRESHOLD;
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
	private HardDropFrom(int value, String name, String literal) {
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
	
} //HardDropFrom
