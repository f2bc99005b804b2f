/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Ecmp Mode</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getEcmpMode()
 * @model
 * @generated
 */
public enum EcmpMode implements Enumerator {
	/**
	 * The '<em><b>PER FLOW</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every packet of a flow takes the same next hop, chosen by a hash of its addresses and ports: no reordering, but two large flows may share a path.
	 * <!-- end-model-doc -->
	 * @see #PER_FLOW_VALUE
	 * @generated
	 * @ordered
	 */
	PER_FLOW(0, "PER_FLOW", "PER_FLOW"),

	/**
	 * The '<em><b>PER PACKET</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Packet spraying: each packet takes a next hop drawn uniformly. Paths are balanced, and a flow's packets may arrive out of order.
	 * <!-- end-model-doc -->
	 * @see #PER_PACKET_VALUE
	 * @generated
	 * @ordered
	 */
	PER_PACKET(1, "PER_PACKET", "PER_PACKET");

	/**
	 * The '<em><b>PER FLOW</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every packet of a flow takes the same next hop, chosen by a hash of its addresses and ports: no reordering, but two large flows may share a path.
	 * <!-- end-model-doc -->
	 * @see #PER_FLOW
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PER_FLOW_VALUE = 0;

	/**
	 * The '<em><b>PER PACKET</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Packet spraying: each packet takes a next hop drawn uniformly. Paths are balanced, and a flow's packets may arrive out of order.
	 * <!-- end-model-doc -->
	 * @see #PER_PACKET
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PER_PACKET_VALUE = 1;

	/**
	 * An array of all the '<em><b>Ecmp Mode</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final EcmpMode[] VALUES_ARRAY =
		new EcmpMode[] {
			PER_FLOW,
			PER_PACKET,
		};

	/**
	 * A public read-only list of all the '<em><b>Ecmp Mode</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<EcmpMode> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Ecmp Mode</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static EcmpMode get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			EcmpMode result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Ecmp Mode</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static EcmpMode getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			EcmpMode result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Ecmp Mode</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static EcmpMode get(int value) {
		switch (value) {
			case PER_FLOW_VALUE: return PER_FLOW;
			case PER_PACKET_VALUE: return PER_PACKET;
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
	private EcmpMode(int value, String name, String literal) {
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
	
} //EcmpMode
