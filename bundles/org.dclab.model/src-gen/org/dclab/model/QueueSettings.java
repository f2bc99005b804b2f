/**
 */
package org.dclab.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Queue Settings</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * How one egress port queues, drops and marks packets. Every size below is measured in unit. The defaults are Sally Floyd's recommended RED settings and the DCTCP paper's K for 10 Gbps, the default link rate.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.QueueSettings#getDiscipline <em>Discipline</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getUnit <em>Unit</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getBufferLimit <em>Buffer Limit</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getMarkingThreshold <em>Marking Threshold</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getMinThreshold <em>Min Threshold</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getMaxThreshold <em>Max Threshold</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getMaxProbability <em>Max Probability</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getQueueWeight <em>Queue Weight</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#isMarkEcn <em>Mark Ecn</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getChokeSamples <em>Choke Samples</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#isMarkMatches <em>Mark Matches</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#isGentle <em>Gentle</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#isHardDrop <em>Hard Drop</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getHardDropFrom <em>Hard Drop From</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#isWait <em>Wait</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getNotEctPolicy <em>Not Ect Policy</em>}</li>
 *   <li>{@link org.dclab.model.QueueSettings#getMarkingPoint <em>Marking Point</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getQueueSettings()
 * @model
 * @generated
 */
public interface QueueSettings extends EObject {
	/**
	 * Returns the value of the '<em><b>Discipline</b></em>' attribute.
	 * The default value is <code>"DROP_TAIL"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.QueueDiscipline}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Discipline</em>' attribute.
	 * @see org.dclab.model.QueueDiscipline
	 * @see #setDiscipline(QueueDiscipline)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_Discipline()
	 * @model default="DROP_TAIL"
	 * @generated
	 */
	QueueDiscipline getDiscipline();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getDiscipline <em>Discipline</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Discipline</em>' attribute.
	 * @see org.dclab.model.QueueDiscipline
	 * @see #getDiscipline()
	 * @generated
	 */
	void setDiscipline(QueueDiscipline value);

	/**
	 * Returns the value of the '<em><b>Unit</b></em>' attribute.
	 * The default value is <code>"PACKETS"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.QueueUnit}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Unit of bufferLimit, markingThreshold, minThreshold and maxThreshold.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Unit</em>' attribute.
	 * @see org.dclab.model.QueueUnit
	 * @see #setUnit(QueueUnit)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_Unit()
	 * @model default="PACKETS"
	 * @generated
	 */
	QueueUnit getUnit();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getUnit <em>Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Unit</em>' attribute.
	 * @see org.dclab.model.QueueUnit
	 * @see #getUnit()
	 * @generated
	 */
	void setUnit(QueueUnit value);

	/**
	 * Returns the value of the '<em><b>Buffer Limit</b></em>' attribute.
	 * The default value is <code>"100"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Capacity of the queue; an arriving packet that does not fit is dropped, whatever the discipline.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Buffer Limit</em>' attribute.
	 * @see #setBufferLimit(long)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_BufferLimit()
	 * @model default="100"
	 * @generated
	 */
	long getBufferLimit();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getBufferLimit <em>Buffer Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Buffer Limit</em>' attribute.
	 * @see #getBufferLimit()
	 * @generated
	 */
	void setBufferLimit(long value);

	/**
	 * Returns the value of the '<em><b>Marking Threshold</b></em>' attribute.
	 * The default value is <code>"65"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * THRESHOLD_ECN: DCTCP's K. A packet arriving while the instantaneous queue is longer than this is marked CE.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Marking Threshold</em>' attribute.
	 * @see #setMarkingThreshold(long)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_MarkingThreshold()
	 * @model default="65"
	 * @generated
	 */
	long getMarkingThreshold();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getMarkingThreshold <em>Marking Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Marking Threshold</em>' attribute.
	 * @see #getMarkingThreshold()
	 * @generated
	 */
	void setMarkingThreshold(long value);

	/**
	 * Returns the value of the '<em><b>Min Threshold</b></em>' attribute.
	 * The default value is <code>"5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RED and CHOKe: below this average queue length every packet is admitted.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Min Threshold</em>' attribute.
	 * @see #setMinThreshold(long)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_MinThreshold()
	 * @model default="5"
	 * @generated
	 */
	long getMinThreshold();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getMinThreshold <em>Min Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min Threshold</em>' attribute.
	 * @see #getMinThreshold()
	 * @generated
	 */
	void setMinThreshold(long value);

	/**
	 * Returns the value of the '<em><b>Max Threshold</b></em>' attribute.
	 * The default value is <code>"15"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RED and CHOKe: above this average queue length every packet is dropped (or marked).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Threshold</em>' attribute.
	 * @see #setMaxThreshold(long)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_MaxThreshold()
	 * @model default="15"
	 * @generated
	 */
	long getMaxThreshold();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getMaxThreshold <em>Max Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Threshold</em>' attribute.
	 * @see #getMaxThreshold()
	 * @generated
	 */
	void setMaxThreshold(long value);

	/**
	 * Returns the value of the '<em><b>Max Probability</b></em>' attribute.
	 * The default value is <code>"0.1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RED and CHOKe: drop (or mark) probability reached at maxThreshold, max_p.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Probability</em>' attribute.
	 * @see #setMaxProbability(double)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_MaxProbability()
	 * @model default="0.1"
	 * @generated
	 */
	double getMaxProbability();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getMaxProbability <em>Max Probability</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Probability</em>' attribute.
	 * @see #getMaxProbability()
	 * @generated
	 */
	void setMaxProbability(double value);

	/**
	 * Returns the value of the '<em><b>Queue Weight</b></em>' attribute.
	 * The default value is <code>"0.002"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RED and CHOKe: weight w_q of the newest sample in the moving average of the queue length.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Queue Weight</em>' attribute.
	 * @see #setQueueWeight(double)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_QueueWeight()
	 * @model default="0.002"
	 * @generated
	 */
	double getQueueWeight();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getQueueWeight <em>Queue Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Queue Weight</em>' attribute.
	 * @see #getQueueWeight()
	 * @generated
	 */
	void setQueueWeight(double value);

	/**
	 * Returns the value of the '<em><b>Mark Ecn</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RED: mark ECN-capable packets CE instead of dropping them early. CHOKe's matched packets are dropped unless markMatches is set (CHOKE_M only).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mark Ecn</em>' attribute.
	 * @see #setMarkEcn(boolean)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_MarkEcn()
	 * @model default="true"
	 * @generated
	 */
	boolean isMarkEcn();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#isMarkEcn <em>Mark Ecn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mark Ecn</em>' attribute.
	 * @see #isMarkEcn()
	 * @generated
	 */
	void setMarkEcn(boolean value);

	/**
	 * Returns the value of the '<em><b>Choke Samples</b></em>' attribute.
	 * The default value is <code>"2"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CHOKE_M: how many queued packets, m, each arrival is compared with. Plain CHOKE always compares with one.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Choke Samples</em>' attribute.
	 * @see #setChokeSamples(int)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_ChokeSamples()
	 * @model default="2"
	 * @generated
	 */
	int getChokeSamples();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getChokeSamples <em>Choke Samples</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Choke Samples</em>' attribute.
	 * @see #getChokeSamples()
	 * @generated
	 */
	void setChokeSamples(int value);

	/**
	 * Returns the value of the '<em><b>Mark Matches</b></em>' attribute.
	 * The default value is <code>"false"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CHOKE_M: mark the arrival and the queued packets it matched CE instead of dropping them (packets that are not ECN-capable are still dropped). The coexistence study does not say which it did.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mark Matches</em>' attribute.
	 * @see #setMarkMatches(boolean)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_MarkMatches()
	 * @model default="false"
	 * @generated
	 */
	boolean isMarkMatches();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#isMarkMatches <em>Mark Matches</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mark Matches</em>' attribute.
	 * @see #isMarkMatches()
	 * @generated
	 */
	void setMarkMatches(boolean value);

	/**
	 * Returns the value of the '<em><b>Gentle</b></em>' attribute.
	 * The default value is <code>"false"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RED and CHOKe: gentle RED (Floyd 2000, ns-2's and ns-3's default). Above maxThreshold the probability climbs on from maxProbability to 1 at twice maxThreshold instead of jumping to 1. Off, as in Floyd and Jacobson's original rule and every file written before it could be set.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Gentle</em>' attribute.
	 * @see #setGentle(boolean)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_Gentle()
	 * @model default="false"
	 * @generated
	 */
	boolean isGentle();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#isGentle <em>Gentle</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gentle</em>' attribute.
	 * @see #isGentle()
	 * @generated
	 */
	void setGentle(boolean value);

	/**
	 * Returns the value of the '<em><b>Hard Drop</b></em>' attribute.
	 * The default value is <code>"false"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RED and CHOKe with markEcn: once the average queue exceeds maxThreshold, drop even ECN-capable packets instead of marking them, as Linux RED's harddrop (ns-3 drops only beyond the gentle region). Off: ECN-capable packets are marked at any average.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hard Drop</em>' attribute.
	 * @see #setHardDrop(boolean)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_HardDrop()
	 * @model default="false"
	 * @generated
	 */
	boolean isHardDrop();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#isHardDrop <em>Hard Drop</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hard Drop</em>' attribute.
	 * @see #isHardDrop()
	 * @generated
	 */
	void setHardDrop(boolean value);

	/**
	 * Returns the value of the '<em><b>Hard Drop From</b></em>' attribute.
	 * The default value is <code>"MAX_THRESHOLD"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.HardDropFrom}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RED and CHOKe with gentle, markEcn and hardDrop: where drops of ECN-capable packets start. At maxThreshold, the gentle region dropping what it chooses (as every file before it could be set); or at twice maxThreshold, the gentle region still marking, as ns-3 with UseHardDrop.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hard Drop From</em>' attribute.
	 * @see org.dclab.model.HardDropFrom
	 * @see #setHardDropFrom(HardDropFrom)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_HardDropFrom()
	 * @model default="MAX_THRESHOLD"
	 * @generated
	 */
	HardDropFrom getHardDropFrom();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getHardDropFrom <em>Hard Drop From</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hard Drop From</em>' attribute.
	 * @see org.dclab.model.HardDropFrom
	 * @see #getHardDropFrom()
	 * @generated
	 */
	void setHardDropFrom(HardDropFrom value);

	/**
	 * Returns the value of the '<em><b>Wait</b></em>' attribute.
	 * The default value is <code>"false"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RED and CHOKe: ns-2's and ns-3's wait option (ns-3's default). No early mark or drop until count times the probability reaches 1, then the probability over 2 minus that product, so marks and drops come at more even gaps. Off, Floyd and Jacobson's rule and what every file before it ran.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wait</em>' attribute.
	 * @see #setWait(boolean)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_Wait()
	 * @model default="false"
	 * @generated
	 */
	boolean isWait();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#isWait <em>Wait</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Wait</em>' attribute.
	 * @see #isWait()
	 * @generated
	 */
	void setWait(boolean value);

	/**
	 * Returns the value of the '<em><b>Not Ect Policy</b></em>' attribute.
	 * The default value is <code>"AS_DISCIPLINE"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.NotEctPolicy}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * THRESHOLD_ECN, and RED and CHOKe with markEcn: what happens to a packet the queue would mark but that is not ECN-capable, such as a SYN, a pure ACK or a packet of a flow without ECN.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Not Ect Policy</em>' attribute.
	 * @see org.dclab.model.NotEctPolicy
	 * @see #setNotEctPolicy(NotEctPolicy)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_NotEctPolicy()
	 * @model default="AS_DISCIPLINE"
	 * @generated
	 */
	NotEctPolicy getNotEctPolicy();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getNotEctPolicy <em>Not Ect Policy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Not Ect Policy</em>' attribute.
	 * @see org.dclab.model.NotEctPolicy
	 * @see #getNotEctPolicy()
	 * @generated
	 */
	void setNotEctPolicy(NotEctPolicy value);

	/**
	 * Returns the value of the '<em><b>Marking Point</b></em>' attribute.
	 * The default value is <code>"ARRIVAL"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.MarkingPoint}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * THRESHOLD_ECN: whether the queue is compared with markingThreshold when a packet arrives (the DCTCP paper's rule) or when one departs.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Marking Point</em>' attribute.
	 * @see org.dclab.model.MarkingPoint
	 * @see #setMarkingPoint(MarkingPoint)
	 * @see org.dclab.model.DclabPackage#getQueueSettings_MarkingPoint()
	 * @model default="ARRIVAL"
	 * @generated
	 */
	MarkingPoint getMarkingPoint();

	/**
	 * Sets the value of the '{@link org.dclab.model.QueueSettings#getMarkingPoint <em>Marking Point</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Marking Point</em>' attribute.
	 * @see org.dclab.model.MarkingPoint
	 * @see #getMarkingPoint()
	 * @generated
	 */
	void setMarkingPoint(MarkingPoint value);

} // QueueSettings
