/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Congestion Control</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getCongestionControl()
 * @model
 * @generated
 */
public enum CongestionControl implements Enumerator {
	/**
	 * The '<em><b>NEW RENO</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #NEW_RENO_VALUE
	 * @generated
	 * @ordered
	 */
	NEW_RENO(0, "NEW_RENO", "NEW_RENO"),

	/**
	 * The '<em><b>ECN TCP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * NewReno halving its window at most once per round trip on ECE (RFC 3168).
	 * <!-- end-model-doc -->
	 * @see #ECN_TCP_VALUE
	 * @generated
	 * @ordered
	 */
	ECN_TCP(1, "ECN_TCP", "ECN_TCP"),

	/**
	 * The '<em><b>DCTCP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DCTCP_VALUE
	 * @generated
	 * @ordered
	 */
	DCTCP(2, "DCTCP", "DCTCP"),

	/**
	 * The '<em><b>CUBIC</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CUBIC_VALUE
	 * @generated
	 * @ordered
	 */
	CUBIC(3, "CUBIC", "CUBIC"),

	/**
	 * The '<em><b>VEGAS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #VEGAS_VALUE
	 * @generated
	 * @ordered
	 */
	VEGAS(4, "VEGAS", "VEGAS"),

	/**
	 * The '<em><b>GEMINI</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GEMINI_VALUE
	 * @generated
	 * @ordered
	 */
	GEMINI(5, "GEMINI", "GEMINI"),

	/**
	 * The '<em><b>BBR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BBR_VALUE
	 * @generated
	 * @ordered
	 */
	BBR(6, "BBR", "BBR");

	/**
	 * The '<em><b>NEW RENO</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #NEW_RENO
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int NEW_RENO_VALUE = 0;

	/**
	 * The '<em><b>ECN TCP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * NewReno halving its window at most once per round trip on ECE (RFC 3168).
	 * <!-- end-model-doc -->
	 * @see #ECN_TCP
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ECN_TCP_VALUE = 1;

	/**
	 * The '<em><b>DCTCP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DCTCP
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DCTCP_VALUE = 2;

	/**
	 * The '<em><b>CUBIC</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CUBIC
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int CUBIC_VALUE = 3;

	/**
	 * The '<em><b>VEGAS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #VEGAS
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int VEGAS_VALUE = 4;

	/**
	 * The '<em><b>GEMINI</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GEMINI
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int GEMINI_VALUE = 5;

	/**
	 * The '<em><b>BBR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BBR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int BBR_VALUE = 6;

	/**
	 * An array of all the '<em><b>Congestion Control</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final CongestionControl[] VALUES_ARRAY =
		new CongestionControl[] {
			NEW_RENO,
			ECN_TCP,
			DCTCP,
			CUBIC,
			VEGAS,
			GEMINI,
			BBR,
		};

	/**
	 * A public read-only list of all the '<em><b>Congestion Control</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<CongestionControl> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Congestion Control</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CongestionControl get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			CongestionControl result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Congestion Control</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CongestionControl getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			CongestionControl result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Congestion Control</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CongestionControl get(int value) {
		switch (value) {
			case NEW_RENO_VALUE: return NEW_RENO;
			case ECN_TCP_VALUE: return ECN_TCP;
			case DCTCP_VALUE: return DCTCP;
			case CUBIC_VALUE: return CUBIC;
			case VEGAS_VALUE: return VEGAS;
			case GEMINI_VALUE: return GEMINI;
			case BBR_VALUE: return BBR;
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
	private CongestionControl(int value, String name, String literal) {
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
	
} //CongestionControl
