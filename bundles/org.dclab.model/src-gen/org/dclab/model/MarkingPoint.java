/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Marking Point</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Where threshold marking compares the queue with K.
 * <!-- end-model-doc -->
 * @see org.dclab.model.DclabPackage#getMarkingPoint()
 * @model
 * @generated
 */
public enum MarkingPoint implements Enumerator {
	/**
	 * The '<em><b>ARRIVAL</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * An arriving packet is marked when the queue it finds holds more than K (DCTCP paper, ns-2).
	 * <!-- end-model-doc -->
	 * @see #ARRIVAL_VALUE
	 * @generated
	 * @ordered
	 */
	ARRIVAL(0, "ARRIVAL", "ARRIVAL"),

	/**
	 * The '<em><b>DEPARTURE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A departing packet is marked when the queue it leaves behind holds more than K, as many switch chips do: the sender hears of a standing queue one queueing delay sooner.
	 * <!-- end-model-doc -->
	 * @see #DEPARTURE_VALUE
	 * @generated
	 * @ordered
	 */
	DEPARTURE(1, "DEPARTURE", "DEPARTURE");

	/**
	 * The '<em><b>ARRIVAL</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * An arriving packet is marked when the queue it finds holds more than K (DCTCP paper, ns-2).
	 * <!-- end-model-doc -->
	 * @see #ARRIVAL
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ARRIVAL_VALUE = 0;

	/**
	 * The '<em><b>DEPARTURE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A departing packet is marked when the queue it leaves behind holds more than K, as many switch chips do: the sender hears of a standing queue one queueing delay sooner.
	 * <!-- end-model-doc -->
	 * @see #DEPARTURE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DEPARTURE_VALUE = 1;

	/**
	 * An array of all the '<em><b>Marking Point</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final MarkingPoint[] VALUES_ARRAY =
		new MarkingPoint[] {
			ARRIVAL,
			DEPARTURE,
		};

	/**
	 * A public read-only list of all the '<em><b>Marking Point</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<MarkingPoint> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Marking Point</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static MarkingPoint get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			MarkingPoint result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Marking Point</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static MarkingPoint getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			MarkingPoint result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Marking Point</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static MarkingPoint get(int value) {
		switch (value) {
			case ARRIVAL_VALUE: return ARRIVAL;
			case DEPARTURE_VALUE: return DEPARTURE;
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
	private MarkingPoint(int value, String name, String literal) {
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
	
} //MarkingPoint
