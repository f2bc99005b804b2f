/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Ect Rule</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getEctRule()
 * @model
 * @generated
 */
public enum EctRule implements Enumerator {
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
	 * The '<em><b>NEW DATA</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RFC 3168: new data only; retransmissions, ACKs and the SYN Not-ECT (Linux's classic ECN).
	 * <!-- end-model-doc -->
	 * @see #NEW_DATA_VALUE
	 * @generated
	 * @ordered
	 */
	NEW_DATA(1, "NEW_DATA", "NEW_DATA"),

	/**
	 * The '<em><b>ALL DATA</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every data segment, retransmissions included (ns-2 and ns-3).
	 * <!-- end-model-doc -->
	 * @see #ALL_DATA_VALUE
	 * @generated
	 * @ordered
	 */
	ALL_DATA(2, "ALL_DATA", "ALL_DATA"),

	/**
	 * The '<em><b>EVERY PACKET</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every packet, pure ACKs and the SYN too (Linux for controls that need ECN, such as DCTCP).
	 * <!-- end-model-doc -->
	 * @see #EVERY_PACKET_VALUE
	 * @generated
	 * @ordered
	 */
	EVERY_PACKET(3, "EVERY_PACKET", "EVERY_PACKET");

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
	 * The '<em><b>NEW DATA</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RFC 3168: new data only; retransmissions, ACKs and the SYN Not-ECT (Linux's classic ECN).
	 * <!-- end-model-doc -->
	 * @see #NEW_DATA
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int NEW_DATA_VALUE = 1;

	/**
	 * The '<em><b>ALL DATA</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every data segment, retransmissions included (ns-2 and ns-3).
	 * <!-- end-model-doc -->
	 * @see #ALL_DATA
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ALL_DATA_VALUE = 2;

	/**
	 * The '<em><b>EVERY PACKET</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every packet, pure ACKs and the SYN too (Linux for controls that need ECN, such as DCTCP).
	 * <!-- end-model-doc -->
	 * @see #EVERY_PACKET
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int EVERY_PACKET_VALUE = 3;

	/**
	 * An array of all the '<em><b>Ect Rule</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final EctRule[] VALUES_ARRAY =
		new EctRule[] {
			AS_STACK,
			NEW_DATA,
			ALL_DATA,
			EVERY_PACKET,
		};

	/**
	 * A public read-only list of all the '<em><b>Ect Rule</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<EctRule> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Ect Rule</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static EctRule get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			EctRule result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Ect Rule</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static EctRule getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			EctRule result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Ect Rule</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static EctRule get(int value) {
		switch (value) {
			case AS_STACK_VALUE: return AS_STACK;
			case NEW_DATA_VALUE: return NEW_DATA;
			case ALL_DATA_VALUE: return ALL_DATA;
			case EVERY_PACKET_VALUE: return EVERY_PACKET;
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
	private EctRule(int value, String name, String literal) {
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
	
} //EctRule
