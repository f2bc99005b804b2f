/**
 */
package org.dclab.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Cbr Source</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A constant-bit-rate application writing fixed chunks into one TCP connection at a fixed rate.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.CbrSource#getSource <em>Source</em>}</li>
 *   <li>{@link org.dclab.model.CbrSource#getDestination <em>Destination</em>}</li>
 *   <li>{@link org.dclab.model.CbrSource#getRateBps <em>Rate Bps</em>}</li>
 *   <li>{@link org.dclab.model.CbrSource#getChunkBytes <em>Chunk Bytes</em>}</li>
 *   <li>{@link org.dclab.model.CbrSource#getStopPs <em>Stop Ps</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getCbrSource()
 * @model
 * @generated
 */
public interface CbrSource extends Application {
	/**
	 * Returns the value of the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Source</em>' reference.
	 * @see #setSource(Host)
	 * @see org.dclab.model.DclabPackage#getCbrSource_Source()
	 * @model required="true"
	 * @generated
	 */
	Host getSource();

	/**
	 * Sets the value of the '{@link org.dclab.model.CbrSource#getSource <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' reference.
	 * @see #getSource()
	 * @generated
	 */
	void setSource(Host value);

	/**
	 * Returns the value of the '<em><b>Destination</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Destination</em>' reference.
	 * @see #setDestination(Host)
	 * @see org.dclab.model.DclabPackage#getCbrSource_Destination()
	 * @model required="true"
	 * @generated
	 */
	Host getDestination();

	/**
	 * Sets the value of the '{@link org.dclab.model.CbrSource#getDestination <em>Destination</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Destination</em>' reference.
	 * @see #getDestination()
	 * @generated
	 */
	void setDestination(Host value);

	/**
	 * Returns the value of the '<em><b>Rate Bps</b></em>' attribute.
	 * The default value is <code>"100000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Application data rate in bits per second.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rate Bps</em>' attribute.
	 * @see #setRateBps(long)
	 * @see org.dclab.model.DclabPackage#getCbrSource_RateBps()
	 * @model default="100000000"
	 * @generated
	 */
	long getRateBps();

	/**
	 * Sets the value of the '{@link org.dclab.model.CbrSource#getRateBps <em>Rate Bps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rate Bps</em>' attribute.
	 * @see #getRateBps()
	 * @generated
	 */
	void setRateBps(long value);

	/**
	 * Returns the value of the '<em><b>Chunk Bytes</b></em>' attribute.
	 * The default value is <code>"1460"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The application writes this many bytes at a time, every chunkBytes·8/rateBps seconds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Chunk Bytes</em>' attribute.
	 * @see #setChunkBytes(long)
	 * @see org.dclab.model.DclabPackage#getCbrSource_ChunkBytes()
	 * @model default="1460"
	 * @generated
	 */
	long getChunkBytes();

	/**
	 * Sets the value of the '{@link org.dclab.model.CbrSource#getChunkBytes <em>Chunk Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Chunk Bytes</em>' attribute.
	 * @see #getChunkBytes()
	 * @generated
	 */
	void setChunkBytes(long value);

	/**
	 * Returns the value of the '<em><b>Stop Ps</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The source stops writing at this time, in picoseconds; 0 writes until the run ends.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Stop Ps</em>' attribute.
	 * @see #setStopPs(long)
	 * @see org.dclab.model.DclabPackage#getCbrSource_StopPs()
	 * @model default="0"
	 * @generated
	 */
	long getStopPs();

	/**
	 * Sets the value of the '{@link org.dclab.model.CbrSource#getStopPs <em>Stop Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Stop Ps</em>' attribute.
	 * @see #getStopPs()
	 * @generated
	 */
	void setStopPs(long value);

} // CbrSource
