/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Not Ect Policy</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * What an ECN-marking queue does with a packet it would mark but cannot, because the packet is Not-ECT.
 * <!-- end-model-doc -->
 * @see org.dclab.model.DclabPackage#getNotEctPolicy()
 * @model
 * @generated
 */
public enum NotEctPolicy implements Enumerator {
	/**
	 * The '<em><b>AS DISCIPLINE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * As each discipline has always done: THRESHOLD_ECN admits it unmarked (so a flow without ECN sees drop-tail), RED and CHOKe drop it (RFC 3168 section 7).
	 * <!-- end-model-doc -->
	 * @see #AS_DISCIPLINE_VALUE
	 * @generated
	 * @ordered
	 */
	AS_DISCIPLINE(0, "AS_DISCIPLINE", "AS_DISCIPLINE"),

	/**
	 * The '<em><b>DROP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Drop it, as RFC 3168 asks of routers and as switches that mark through WRED do: a SYN or a flow without ECN loses the packet where an ECN flow would see a mark.
	 * <!-- end-model-doc -->
	 * @see #DROP_VALUE
	 * @generated
	 * @ordered
	 */
	DROP(1, "DROP", "DROP"),

	/**
	 * The '<em><b>ADMIT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Let it in unmarked: the queue marks only, and packets without ECN are dropped only when the buffer is full.
	 * <!-- end-model-doc -->
	 * @see #ADMIT_VALUE
	 * @generated
	 * @ordered
	 */
	ADMIT(2, "ADMIT", "ADMIT");

	/**
	 * The '<em><b>AS DISCIPLINE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * As each discipline has always done: THRESHOLD_ECN admits it unmarked (so a flow without ECN sees drop-tail), RED and CHOKe drop it (RFC 3168 section 7).
	 * <!-- end-model-doc -->
	 * @see #AS_DISCIPLINE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int AS_DISCIPLINE_VALUE = 0;

	/**
	 * The '<em><b>DROP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Drop it, as RFC 3168 asks of routers and as switches that mark through WRED do: a SYN or a flow without ECN loses the packet where an ECN flow would see a mark.
	 * <!-- end-model-doc -->
	 * @see #DROP
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DROP_VALUE = 1;

	/**
	 * The '<em><b>ADMIT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Let it in unmarked: the queue marks only, and packets without ECN are dropped only when the buffer is full.
	 * <!-- end-model-doc -->
	 * @see #ADMIT
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ADMIT_VALUE = 2;

	/**
	 * An array of all the '<em><b>Not Ect Policy</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final NotEctPolicy[] VALUES_ARRAY =
		new NotEctPolicy[] {
			AS_DISCIPLINE,
			DROP,
			ADMIT,
		};

	/**
	 * A public read-only list of all the '<em><b>Not Ect Policy</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<NotEctPolicy> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Not Ect Policy</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static NotEctPolicy get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			NotEctPolicy result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Not Ect Policy</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static NotEctPolicy getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			NotEctPolicy result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Not Ect Policy</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static NotEctPolicy get(int value) {
		switch (value) {
			case AS_DISCIPLINE_VALUE: return AS_DISCIPLINE;
			case DROP_VALUE: return DROP;
			case ADMIT_VALUE: return ADMIT;
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
	private NotEctPolicy(int value, String name, String literal) {
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
	
} //NotEctPolicy
