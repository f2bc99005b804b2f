/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Size Classes</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.dclab.model.DclabPackage#getSizeClasses()
 * @model
 * @generated
 */
public enum SizeClasses implements Enumerator {
	/**
	 * The '<em><b>UP TO 100KB 10MB</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Up to 100 KB, up to 10 MB, above (KB = 1024 B): the split of the DCTCP, pFabric and GEMINI papers, and what every file before this attribute reported.
	 * <!-- end-model-doc -->
	 * @see #UP_TO_100KB_10MB_VALUE
	 * @generated
	 * @ordered
	 */
	UP_TO_100KB_10MB(0, "UP_TO_100KB_10MB", "UP_TO_100KB_10MB"),

	/**
	 * The '<em><b>UP TO 10KB 100KB</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Up to 10 KB, 10 KB to 100 KB, above 100 KB (KB = 1024 B): the small / medium / large split of many later papers.
	 * <!-- end-model-doc -->
	 * @see #UP_TO_10KB_100KB_VALUE
	 * @generated
	 * @ordered
	 */
	UP_TO_10KB_100KB(1, "UP_TO_10KB_100KB", "UP_TO_10KB_100KB");

	/**
	 * The '<em><b>UP TO 100KB 10MB</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Up to 100 KB, up to 10 MB, above (KB = 1024 B): the split of the DCTCP, pFabric and GEMINI papers, and what every file before this attribute reported.
	 * <!-- end-model-doc -->
	 * @see #UP_TO_100KB_10MB
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UP_TO_100KB_10MB_VALUE = 0;

	/**
	 * The '<em><b>UP TO 10KB 100KB</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Up to 10 KB, 10 KB to 100 KB, above 100 KB (KB = 1024 B): the small / medium / large split of many later papers.
	 * <!-- end-model-doc -->
	 * @see #UP_TO_10KB_100KB
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UP_TO_10KB_100KB_VALUE = 1;

	/**
	 * An array of all the '<em><b>Size Classes</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final SizeClasses[] VALUES_ARRAY =
		new SizeClasses[] {
			UP_TO_100KB_10MB,
			UP_TO_10KB_100KB,
		};

	/**
	 * A public read-only list of all the '<em><b>Size Classes</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<SizeClasses> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Size Classes</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SizeClasses get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SizeClasses result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Size Classes</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SizeClasses getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SizeClasses result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Size Classes</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SizeClasses get(int value) {
		switch (value) {
			case UP_TO_100KB_10MB_VALUE: return UP_TO_100KB_10MB;
			case UP_TO_10KB_100KB_VALUE: return UP_TO_10KB_100KB;
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
	private SizeClasses(int value, String name, String literal) {
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
	
} //SizeClasses
