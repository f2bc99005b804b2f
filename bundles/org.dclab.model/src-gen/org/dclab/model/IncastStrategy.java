/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Incast Strategy</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getIncastStrategy()
 * @model
 * @generated
 */
public enum IncastStrategy implements Enumerator {
	/**
	 * The '<em><b>NAIVE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Request every server at once with the default advertised window.
	 * <!-- end-model-doc -->
	 * @see #NAIVE_VALUE
	 * @generated
	 * @ordered
	 */
	NAIVE(0, "NAIVE", "NAIVE"),

	/**
	 * The '<em><b>AIPM</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Adaptive connection window (AIMD over the number of concurrent connections) with equal advertised windows C·D/n.
	 * <!-- end-model-doc -->
	 * @see #AIPM_VALUE
	 * @generated
	 * @ordered
	 */
	AIPM(1, "AIPM", "AIPM"),

	/**
	 * The '<em><b>OSDT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fixed concurrency and advertised window filling buffer plus C·D (Zhang et al., ICC 2015).
	 * <!-- end-model-doc -->
	 * @see #OSDT_VALUE
	 * @generated
	 * @ordered
	 */
	OSDT(2, "OSDT", "OSDT"),

	/**
	 * The '<em><b>OSM</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Connection serialisation with overlapped slow start (Kajita et al., ICTC 2013).
	 * <!-- end-model-doc -->
	 * @see #OSM_VALUE
	 * @generated
	 * @ordered
	 */
	OSM(3, "OSM", "OSM");

	/**
	 * The '<em><b>NAIVE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Request every server at once with the default advertised window.
	 * <!-- end-model-doc -->
	 * @see #NAIVE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int NAIVE_VALUE = 0;

	/**
	 * The '<em><b>AIPM</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Adaptive connection window (AIMD over the number of concurrent connections) with equal advertised windows C·D/n.
	 * <!-- end-model-doc -->
	 * @see #AIPM
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int AIPM_VALUE = 1;

	/**
	 * The '<em><b>OSDT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fixed concurrency and advertised window filling buffer plus C·D (Zhang et al., ICC 2015).
	 * <!-- end-model-doc -->
	 * @see #OSDT
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int OSDT_VALUE = 2;

	/**
	 * The '<em><b>OSM</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Connection serialisation with overlapped slow start (Kajita et al., ICTC 2013).
	 * <!-- end-model-doc -->
	 * @see #OSM
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int OSM_VALUE = 3;

	/**
	 * An array of all the '<em><b>Incast Strategy</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final IncastStrategy[] VALUES_ARRAY =
		new IncastStrategy[] {
			NAIVE,
			AIPM,
			OSDT,
			OSM,
		};

	/**
	 * A public read-only list of all the '<em><b>Incast Strategy</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<IncastStrategy> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Incast Strategy</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static IncastStrategy get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			IncastStrategy result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Incast Strategy</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static IncastStrategy getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			IncastStrategy result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Incast Strategy</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static IncastStrategy get(int value) {
		switch (value) {
			case NAIVE_VALUE: return NAIVE;
			case AIPM_VALUE: return AIPM;
			case OSDT_VALUE: return OSDT;
			case OSM_VALUE: return OSM;
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
	private IncastStrategy(int value, String name, String literal) {
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
	
} //IncastStrategy
