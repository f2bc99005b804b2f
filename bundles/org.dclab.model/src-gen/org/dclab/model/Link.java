/**
 */
package org.dclab.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Link</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A full-duplex cable between two nodes; rate, delay and loss apply to each direction. Each end is a port of its node with its own egress queue.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.Link#getSource <em>Source</em>}</li>
 *   <li>{@link org.dclab.model.Link#getTarget <em>Target</em>}</li>
 *   <li>{@link org.dclab.model.Link#getRateBps <em>Rate Bps</em>}</li>
 *   <li>{@link org.dclab.model.Link#getDelayPs <em>Delay Ps</em>}</li>
 *   <li>{@link org.dclab.model.Link#getLossRate <em>Loss Rate</em>}</li>
 *   <li>{@link org.dclab.model.Link#getSourceQueue <em>Source Queue</em>}</li>
 *   <li>{@link org.dclab.model.Link#getTargetQueue <em>Target Queue</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getLink()
 * @model
 * @generated
 */
public interface Link extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Source</em>' reference.
	 * @see #setSource(Node)
	 * @see org.dclab.model.DclabPackage#getLink_Source()
	 * @model required="true"
	 * @generated
	 */
	Node getSource();

	/**
	 * Sets the value of the '{@link org.dclab.model.Link#getSource <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' reference.
	 * @see #getSource()
	 * @generated
	 */
	void setSource(Node value);

	/**
	 * Returns the value of the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Target</em>' reference.
	 * @see #setTarget(Node)
	 * @see org.dclab.model.DclabPackage#getLink_Target()
	 * @model required="true"
	 * @generated
	 */
	Node getTarget();

	/**
	 * Sets the value of the '{@link org.dclab.model.Link#getTarget <em>Target</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Target</em>' reference.
	 * @see #getTarget()
	 * @generated
	 */
	void setTarget(Node value);

	/**
	 * Returns the value of the '<em><b>Rate Bps</b></em>' attribute.
	 * The default value is <code>"10000000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Line rate in bits (not bytes) per second, in each direction.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rate Bps</em>' attribute.
	 * @see #setRateBps(long)
	 * @see org.dclab.model.DclabPackage#getLink_RateBps()
	 * @model default="10000000000"
	 * @generated
	 */
	long getRateBps();

	/**
	 * Sets the value of the '{@link org.dclab.model.Link#getRateBps <em>Rate Bps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rate Bps</em>' attribute.
	 * @see #getRateBps()
	 * @generated
	 */
	void setRateBps(long value);

	/**
	 * Returns the value of the '<em><b>Delay Ps</b></em>' attribute.
	 * The default value is <code>"1000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One-way propagation delay in picoseconds (the default is one microsecond).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Delay Ps</em>' attribute.
	 * @see #setDelayPs(long)
	 * @see org.dclab.model.DclabPackage#getLink_DelayPs()
	 * @model default="1000000"
	 * @generated
	 */
	long getDelayPs();

	/**
	 * Sets the value of the '{@link org.dclab.model.Link#getDelayPs <em>Delay Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Delay Ps</em>' attribute.
	 * @see #getDelayPs()
	 * @generated
	 */
	void setDelayPs(long value);

	/**
	 * Returns the value of the '<em><b>Loss Rate</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Probability in [0, 1] that the link loses a packet, drawn independently for every packet in either direction.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Loss Rate</em>' attribute.
	 * @see #setLossRate(double)
	 * @see org.dclab.model.DclabPackage#getLink_LossRate()
	 * @model default="0.0"
	 * @generated
	 */
	double getLossRate();

	/**
	 * Sets the value of the '{@link org.dclab.model.Link#getLossRate <em>Loss Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Loss Rate</em>' attribute.
	 * @see #getLossRate()
	 * @generated
	 */
	void setLossRate(double value);

	/**
	 * Returns the value of the '<em><b>Source Queue</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Egress queue of the source node's port, holding packets sent from source to target; without it the source node's default queue applies.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Source Queue</em>' containment reference.
	 * @see #setSourceQueue(QueueSettings)
	 * @see org.dclab.model.DclabPackage#getLink_SourceQueue()
	 * @model containment="true"
	 * @generated
	 */
	QueueSettings getSourceQueue();

	/**
	 * Sets the value of the '{@link org.dclab.model.Link#getSourceQueue <em>Source Queue</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source Queue</em>' containment reference.
	 * @see #getSourceQueue()
	 * @generated
	 */
	void setSourceQueue(QueueSettings value);

	/**
	 * Returns the value of the '<em><b>Target Queue</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Egress queue of the target node's port, holding packets sent from target to source; without it the target node's default queue applies.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Target Queue</em>' containment reference.
	 * @see #setTargetQueue(QueueSettings)
	 * @see org.dclab.model.DclabPackage#getLink_TargetQueue()
	 * @model containment="true"
	 * @generated
	 */
	QueueSettings getTargetQueue();

	/**
	 * Sets the value of the '{@link org.dclab.model.Link#getTargetQueue <em>Target Queue</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Target Queue</em>' containment reference.
	 * @see #getTargetQueue()
	 * @generated
	 */
	void setTargetQueue(QueueSettings value);

} // Link
