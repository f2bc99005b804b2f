/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Queue Discipline</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getQueueDiscipline()
 * @model
 * @generated
 */
public enum QueueDiscipline implements Enumerator {
	/**
	 * The '<em><b>DROP TAIL</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DROP_TAIL_VALUE
	 * @generated
	 * @ordered
	 */
	DROP_TAIL(0, "DROP_TAIL", "DROP_TAIL"),

	/**
	 * The '<em><b>THRESHOLD ECN</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Drop-tail that marks CE above markingThreshold, as DCTCP expects of switches.
	 * <!-- end-model-doc -->
	 * @see #THRESHOLD_ECN_VALUE
	 * @generated
	 * @ordered
	 */
	THRESHOLD_ECN(1, "THRESHOLD_ECN", "THRESHOLD_ECN"),

	/**
	 * The '<em><b>RED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RED_VALUE
	 * @generated
	 * @ordered
	 */
	RED(2, "RED", "RED"),

	/**
	 * The '<em><b>CHOKE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RED that also drops an arrival together with a random queued packet of the same flow.
	 * <!-- end-model-doc -->
	 * @see #CHOKE_VALUE
	 * @generated
	 * @ordered
	 */
	CHOKE(3, "CHOKE", "CHOKE"),

	/**
	 * The '<em><b>CHOKE M</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CHOKe comparing each arrival with chokeSamples queued packets.
	 * <!-- end-model-doc -->
	 * @see #CHOKE_M_VALUE
	 * @generated
	 * @ordered
	 */
	CHOKE_M(4, "CHOKE_M", "CHOKE_M");

	/**
	 * The '<em><b>DROP TAIL</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DROP_TAIL
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DROP_TAIL_VALUE = 0;

	/**
	 * The '<em><b>THRESHOLD ECN</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Drop-tail that marks CE above markingThreshold, as DCTCP expects of switches.
	 * <!-- end-model-doc -->
	 * @see #THRESHOLD_ECN
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int THRESHOLD_ECN_VALUE = 1;

	/**
	 * The '<em><b>RED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RED_VALUE = 2;

	/**
	 * The '<em><b>CHOKE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RED that also drops an arrival together with a random queued packet of the same flow.
	 * <!-- end-model-doc -->
	 * @see #CHOKE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int CHOKE_VALUE = 3;

	/**
	 * The '<em><b>CHOKE M</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CHOKe comparing each arrival with chokeSamples queued packets.
	 * <!-- end-model-doc -->
	 * @see #CHOKE_M
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int CHOKE_M_VALUE = 4;

	/**
	 * An array of all the '<em><b>Queue Discipline</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final QueueDiscipline[] VALUES_ARRAY =
		new QueueDiscipline[] {
			DROP_TAIL,
			THRESHOLD_ECN,
			RED,
			CHOKE,
			CHOKE_M,
		};

	/**
	 * A public read-only list of all the '<em><b>Queue Discipline</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<QueueDiscipline> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Queue Discipline</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static QueueDiscipline get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			QueueDiscipline result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Queue Discipline</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static QueueDiscipline getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			QueueDiscipline result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Queue Discipline</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static QueueDiscipline get(int value) {
		switch (value) {
			case DROP_TAIL_VALUE: return DROP_TAIL;
			case THRESHOLD_ECN_VALUE: return THRESHOLD_ECN;
			case RED_VALUE: return RED;
			case CHOKE_VALUE: return CHOKE;
			case CHOKE_M_VALUE: return CHOKE_M;
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
	private QueueDiscipline(int value, String name, String literal) {
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
	
} //QueueDiscipline
