/**
 */
package org.dclab.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Tcp Stack</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * A named TCP stack: which loss recovery and ACK mechanisms senders and receivers run.
 * <!-- end-model-doc -->
 * @see org.dclab.model.DclabPackage#getTcpStack()
 * @model
 * @generated
 */
public enum TcpStack implements Enumerator {
	/**
	 * The '<em><b>PAPERS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The stack of the papers' simulations: NewReno recovery (RFC 6582) without SACK, timestamps or limited transmit, the window cut at once on ECN-Echo, delayed ACKs without quick-ACK.
	 * <!-- end-model-doc -->
	 * @see #PAPERS_VALUE
	 * @generated
	 * @ordered
	 */
	PAPERS(0, "PAPERS", "PAPERS"),

	/**
	 * The '<em><b>LINUX</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * TCP as Linux runs it: SACK with RFC 6675 recovery, RACK and the tail loss probe, timestamps, limited transmit, PRR for loss and ECN reductions, quick-ACK; delayed ACKs, minRTO and the initial window as the transport sets them.
	 * <!-- end-model-doc -->
	 * @see #LINUX_VALUE
	 * @generated
	 * @ordered
	 */
	LINUX(1, "LINUX", "LINUX");

	/**
	 * The '<em><b>PAPERS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The stack of the papers' simulations: NewReno recovery (RFC 6582) without SACK, timestamps or limited transmit, the window cut at once on ECN-Echo, delayed ACKs without quick-ACK.
	 * <!-- end-model-doc -->
	 * @see #PAPERS
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PAPERS_VALUE = 0;

	/**
	 * The '<em><b>LINUX</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * TCP as Linux runs it: SACK with RFC 6675 recovery, RACK and the tail loss probe, timestamps, limited transmit, PRR for loss and ECN reductions, quick-ACK; delayed ACKs, minRTO and the initial window as the transport sets them.
	 * <!-- end-model-doc -->
	 * @see #LINUX
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LINUX_VALUE = 1;

	/**
	 * An array of all the '<em><b>Tcp Stack</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final TcpStack[] VALUES_ARRAY =
		new TcpStack[] {
			PAPERS,
			LINUX,
		};

	/**
	 * A public read-only list of all the '<em><b>Tcp Stack</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<TcpStack> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Tcp Stack</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static TcpStack get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			TcpStack result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Tcp Stack</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static TcpStack getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			TcpStack result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Tcp Stack</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static TcpStack get(int value) {
		switch (value) {
			case PAPERS_VALUE: return PAPERS;
			case LINUX_VALUE: return LINUX;
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
	private TcpStack(int value, String name, String literal) {
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
	
} //TcpStack
