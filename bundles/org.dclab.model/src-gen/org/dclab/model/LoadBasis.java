/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Load Basis</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getLoadBasis()
 * @model
 * @generated
 */
public enum LoadBasis implements Enumerator {
	/**
	 * The '<em><b>WIRE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes on the wire: payload plus 40 B of headers per segment of MSS bytes.
	 * <!-- end-model-doc -->
	 * @see #WIRE_VALUE
	 * @generated
	 * @ordered
	 */
	WIRE(0, "WIRE", "WIRE"),

	/**
	 * The '<em><b>PAYLOAD</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Application payload only: the flows' sizes.
	 * <!-- end-model-doc -->
	 * @see #PAYLOAD_VALUE
	 * @generated
	 * @ordered
	 */
	PAYLOAD(1, "PAYLOAD", "PAYLOAD");

	/**
	 * The '<em><b>WIRE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes on the wire: payload plus 40 B of headers per segment of MSS bytes.
	 * <!-- end-model-doc -->
	 * @see #WIRE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int WIRE_VALUE = 0;

	/**
	 * The '<em><b>PAYLOAD</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Application payload only: the flows' sizes.
	 * <!-- end-model-doc -->
	 * @see #PAYLOAD
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PAYLOAD_VALUE = 1;

	/**
	 * An array of all the '<em><b>Load Basis</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final LoadBasis[] VALUES_ARRAY =
		new LoadBasis[] {
			WIRE,
			PAYLOAD,
		};

	/**
	 * A public read-only list of all the '<em><b>Load Basis</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<LoadBasis> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Load Basis</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LoadBasis get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LoadBasis result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Load Basis</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LoadBasis getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LoadBasis result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Load Basis</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LoadBasis get(int value) {
		switch (value) {
			case WIRE_VALUE: return WIRE;
			case PAYLOAD_VALUE: return PAYLOAD;
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
	private LoadBasis(int value, String name, String literal) {
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
	
} //LoadBasis
