/**
 */
package org.dclab.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Shared Buffer</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A switch buffer shared by its ports with dynamic thresholds.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.SharedBuffer#getBufferBytes <em>Buffer Bytes</em>}</li>
 *   <li>{@link org.dclab.model.SharedBuffer#getAlpha <em>Alpha</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getSharedBuffer()
 * @model
 * @generated
 */
public interface SharedBuffer extends EObject {
	/**
	 * Returns the value of the '<em><b>Buffer Bytes</b></em>' attribute.
	 * The default value is <code>"4194304"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Size of the memory all egress ports of the switch share, in bytes (4 MiB).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Buffer Bytes</em>' attribute.
	 * @see #setBufferBytes(long)
	 * @see org.dclab.model.DclabPackage#getSharedBuffer_BufferBytes()
	 * @model default="4194304"
	 * @generated
	 */
	long getBufferBytes();

	/**
	 * Sets the value of the '{@link org.dclab.model.SharedBuffer#getBufferBytes <em>Buffer Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Buffer Bytes</em>' attribute.
	 * @see #getBufferBytes()
	 * @generated
	 */
	void setBufferBytes(long value);

	/**
	 * Returns the value of the '<em><b>Alpha</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Dynamic threshold (Choudhury and Hahne): a port may queue at most alpha times the buffer still free.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Alpha</em>' attribute.
	 * @see #setAlpha(double)
	 * @see org.dclab.model.DclabPackage#getSharedBuffer_Alpha()
	 * @model default="1.0"
	 * @generated
	 */
	double getAlpha();

	/**
	 * Sets the value of the '{@link org.dclab.model.SharedBuffer#getAlpha <em>Alpha</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Alpha</em>' attribute.
	 * @see #getAlpha()
	 * @generated
	 */
	void setAlpha(double value);

} // SharedBuffer
