/**
 */
package org.dclab.model.impl;

import org.dclab.model.DclabPackage;
import org.dclab.model.HardDropFrom;
import org.dclab.model.MarkingPoint;
import org.dclab.model.NotEctPolicy;
import org.dclab.model.QueueDiscipline;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Queue Settings</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getDiscipline <em>Discipline</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getUnit <em>Unit</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getBufferLimit <em>Buffer Limit</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getMarkingThreshold <em>Marking Threshold</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getMinThreshold <em>Min Threshold</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getMaxThreshold <em>Max Threshold</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getMaxProbability <em>Max Probability</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getQueueWeight <em>Queue Weight</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#isMarkEcn <em>Mark Ecn</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getChokeSamples <em>Choke Samples</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#isMarkMatches <em>Mark Matches</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#isGentle <em>Gentle</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#isHardDrop <em>Hard Drop</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getHardDropFrom <em>Hard Drop From</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#isWait <em>Wait</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getNotEctPolicy <em>Not Ect Policy</em>}</li>
 *   <li>{@link org.dclab.model.impl.QueueSettingsImpl#getMarkingPoint <em>Marking Point</em>}</li>
 * </ul>
 *
 * @generated
 */
public class QueueSettingsImpl extends MinimalEObjectImpl.Container implements QueueSettings {
	/**
	 * The default value of the '{@link #getDiscipline() <em>Discipline</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDiscipline()
	 * @generated
	 * @ordered
	 */
	protected static final QueueDiscipline DISCIPLINE_EDEFAULT = QueueDiscipline.DROP_TAIL;

	/**
	 * The cached value of the '{@link #getDiscipline() <em>Discipline</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDiscipline()
	 * @generated
	 * @ordered
	 */
	protected QueueDiscipline discipline = DISCIPLINE_EDEFAULT;

	/**
	 * The default value of the '{@link #getUnit() <em>Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnit()
	 * @generated
	 * @ordered
	 */
	protected static final QueueUnit UNIT_EDEFAULT = QueueUnit.PACKETS;

	/**
	 * The cached value of the '{@link #getUnit() <em>Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnit()
	 * @generated
	 * @ordered
	 */
	protected QueueUnit unit = UNIT_EDEFAULT;

	/**
	 * The default value of the '{@link #getBufferLimit() <em>Buffer Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBufferLimit()
	 * @generated
	 * @ordered
	 */
	protected static final long BUFFER_LIMIT_EDEFAULT = 100L;

	/**
	 * The cached value of the '{@link #getBufferLimit() <em>Buffer Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBufferLimit()
	 * @generated
	 * @ordered
	 */
	protected long bufferLimit = BUFFER_LIMIT_EDEFAULT;

	/**
	 * The default value of the '{@link #getMarkingThreshold() <em>Marking Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMarkingThreshold()
	 * @generated
	 * @ordered
	 */
	protected static final long MARKING_THRESHOLD_EDEFAULT = 65L;

	/**
	 * The cached value of the '{@link #getMarkingThreshold() <em>Marking Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMarkingThreshold()
	 * @generated
	 * @ordered
	 */
	protected long markingThreshold = MARKING_THRESHOLD_EDEFAULT;

	/**
	 * The default value of the '{@link #getMinThreshold() <em>Min Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinThreshold()
	 * @generated
	 * @ordered
	 */
	protected static final long MIN_THRESHOLD_EDEFAULT = 5L;

	/**
	 * The cached value of the '{@link #getMinThreshold() <em>Min Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinThreshold()
	 * @generated
	 * @ordered
	 */
	protected long minThreshold = MIN_THRESHOLD_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxThreshold() <em>Max Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxThreshold()
	 * @generated
	 * @ordered
	 */
	protected static final long MAX_THRESHOLD_EDEFAULT = 15L;

	/**
	 * The cached value of the '{@link #getMaxThreshold() <em>Max Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxThreshold()
	 * @generated
	 * @ordered
	 */
	protected long maxThreshold = MAX_THRESHOLD_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxProbability() <em>Max Probability</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxProbability()
	 * @generated
	 * @ordered
	 */
	protected static final double MAX_PROBABILITY_EDEFAULT = 0.1;

	/**
	 * The cached value of the '{@link #getMaxProbability() <em>Max Probability</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxProbability()
	 * @generated
	 * @ordered
	 */
	protected double maxProbability = MAX_PROBABILITY_EDEFAULT;

	/**
	 * The default value of the '{@link #getQueueWeight() <em>Queue Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQueueWeight()
	 * @generated
	 * @ordered
	 */
	protected static final double QUEUE_WEIGHT_EDEFAULT = 0.002;

	/**
	 * The cached value of the '{@link #getQueueWeight() <em>Queue Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQueueWeight()
	 * @generated
	 * @ordered
	 */
	protected double queueWeight = QUEUE_WEIGHT_EDEFAULT;

	/**
	 * The default value of the '{@link #isMarkEcn() <em>Mark Ecn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isMarkEcn()
	 * @generated
	 * @ordered
	 */
	protected static final boolean MARK_ECN_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isMarkEcn() <em>Mark Ecn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isMarkEcn()
	 * @generated
	 * @ordered
	 */
	protected boolean markEcn = MARK_ECN_EDEFAULT;

	/**
	 * The default value of the '{@link #getChokeSamples() <em>Choke Samples</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getChokeSamples()
	 * @generated
	 * @ordered
	 */
	protected static final int CHOKE_SAMPLES_EDEFAULT = 2;

	/**
	 * The cached value of the '{@link #getChokeSamples() <em>Choke Samples</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getChokeSamples()
	 * @generated
	 * @ordered
	 */
	protected int chokeSamples = CHOKE_SAMPLES_EDEFAULT;

	/**
	 * The default value of the '{@link #isMarkMatches() <em>Mark Matches</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isMarkMatches()
	 * @generated
	 * @ordered
	 */
	protected static final boolean MARK_MATCHES_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isMarkMatches() <em>Mark Matches</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isMarkMatches()
	 * @generated
	 * @ordered
	 */
	protected boolean markMatches = MARK_MATCHES_EDEFAULT;

	/**
	 * The default value of the '{@link #isGentle() <em>Gentle</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isGentle()
	 * @generated
	 * @ordered
	 */
	protected static final boolean GENTLE_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isGentle() <em>Gentle</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isGentle()
	 * @generated
	 * @ordered
	 */
	protected boolean gentle = GENTLE_EDEFAULT;

	/**
	 * The default value of the '{@link #isHardDrop() <em>Hard Drop</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isHardDrop()
	 * @generated
	 * @ordered
	 */
	protected static final boolean HARD_DROP_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isHardDrop() <em>Hard Drop</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isHardDrop()
	 * @generated
	 * @ordered
	 */
	protected boolean hardDrop = HARD_DROP_EDEFAULT;

	/**
	 * The default value of the '{@link #getHardDropFrom() <em>Hard Drop From</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHardDropFrom()
	 * @generated
	 * @ordered
	 */
	protected static final HardDropFrom HARD_DROP_FROM_EDEFAULT = HardDropFrom.MAX_THRESHOLD;

	/**
	 * The cached value of the '{@link #getHardDropFrom() <em>Hard Drop From</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHardDropFrom()
	 * @generated
	 * @ordered
	 */
	protected HardDropFrom hardDropFrom = HARD_DROP_FROM_EDEFAULT;

	/**
	 * The default value of the '{@link #isWait() <em>Wait</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isWait()
	 * @generated
	 * @ordered
	 */
	protected static final boolean WAIT_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isWait() <em>Wait</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isWait()
	 * @generated
	 * @ordered
	 */
	protected boolean wait = WAIT_EDEFAULT;

	/**
	 * The default value of the '{@link #getNotEctPolicy() <em>Not Ect Policy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNotEctPolicy()
	 * @generated
	 * @ordered
	 */
	protected static final NotEctPolicy NOT_ECT_POLICY_EDEFAULT = NotEctPolicy.AS_DISCIPLINE;

	/**
	 * The cached value of the '{@link #getNotEctPolicy() <em>Not Ect Policy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNotEctPolicy()
	 * @generated
	 * @ordered
	 */
	protected NotEctPolicy notEctPolicy = NOT_ECT_POLICY_EDEFAULT;

	/**
	 * The default value of the '{@link #getMarkingPoint() <em>Marking Point</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMarkingPoint()
	 * @generated
	 * @ordered
	 */
	protected static final MarkingPoint MARKING_POINT_EDEFAULT = MarkingPoint.ARRIVAL;

	/**
	 * The cached value of the '{@link #getMarkingPoint() <em>Marking Point</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMarkingPoint()
	 * @generated
	 * @ordered
	 */
	protected MarkingPoint markingPoint = MARKING_POINT_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected QueueSettingsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DclabPackage.Literals.QUEUE_SETTINGS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public QueueDiscipline getDiscipline() {
		return discipline;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDiscipline(QueueDiscipline newDiscipline) {
		QueueDiscipline oldDiscipline = discipline;
		discipline = newDiscipline == null ? DISCIPLINE_EDEFAULT : newDiscipline;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__DISCIPLINE, oldDiscipline, discipline));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public QueueUnit getUnit() {
		return unit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUnit(QueueUnit newUnit) {
		QueueUnit oldUnit = unit;
		unit = newUnit == null ? UNIT_EDEFAULT : newUnit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__UNIT, oldUnit, unit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getBufferLimit() {
		return bufferLimit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBufferLimit(long newBufferLimit) {
		long oldBufferLimit = bufferLimit;
		bufferLimit = newBufferLimit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__BUFFER_LIMIT, oldBufferLimit, bufferLimit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMarkingThreshold() {
		return markingThreshold;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMarkingThreshold(long newMarkingThreshold) {
		long oldMarkingThreshold = markingThreshold;
		markingThreshold = newMarkingThreshold;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__MARKING_THRESHOLD, oldMarkingThreshold, markingThreshold));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMinThreshold() {
		return minThreshold;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMinThreshold(long newMinThreshold) {
		long oldMinThreshold = minThreshold;
		minThreshold = newMinThreshold;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__MIN_THRESHOLD, oldMinThreshold, minThreshold));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMaxThreshold() {
		return maxThreshold;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxThreshold(long newMaxThreshold) {
		long oldMaxThreshold = maxThreshold;
		maxThreshold = newMaxThreshold;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__MAX_THRESHOLD, oldMaxThreshold, maxThreshold));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMaxProbability() {
		return maxProbability;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxProbability(double newMaxProbability) {
		double oldMaxProbability = maxProbability;
		maxProbability = newMaxProbability;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__MAX_PROBABILITY, oldMaxProbability, maxProbability));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getQueueWeight() {
		return queueWeight;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setQueueWeight(double newQueueWeight) {
		double oldQueueWeight = queueWeight;
		queueWeight = newQueueWeight;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__QUEUE_WEIGHT, oldQueueWeight, queueWeight));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isMarkEcn() {
		return markEcn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMarkEcn(boolean newMarkEcn) {
		boolean oldMarkEcn = markEcn;
		markEcn = newMarkEcn;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__MARK_ECN, oldMarkEcn, markEcn));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getChokeSamples() {
		return chokeSamples;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setChokeSamples(int newChokeSamples) {
		int oldChokeSamples = chokeSamples;
		chokeSamples = newChokeSamples;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__CHOKE_SAMPLES, oldChokeSamples, chokeSamples));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isMarkMatches() {
		return markMatches;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMarkMatches(boolean newMarkMatches) {
		boolean oldMarkMatches = markMatches;
		markMatches = newMarkMatches;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__MARK_MATCHES, oldMarkMatches, markMatches));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isGentle() {
		return gentle;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGentle(boolean newGentle) {
		boolean oldGentle = gentle;
		gentle = newGentle;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__GENTLE, oldGentle, gentle));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isHardDrop() {
		return hardDrop;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHardDrop(boolean newHardDrop) {
		boolean oldHardDrop = hardDrop;
		hardDrop = newHardDrop;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__HARD_DROP, oldHardDrop, hardDrop));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HardDropFrom getHardDropFrom() {
		return hardDropFrom;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHardDropFrom(HardDropFrom newHardDropFrom) {
		HardDropFrom oldHardDropFrom = hardDropFrom;
		hardDropFrom = newHardDropFrom == null ? HARD_DROP_FROM_EDEFAULT : newHardDropFrom;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__HARD_DROP_FROM, oldHardDropFrom, hardDropFrom));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isWait() {
		return wait;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWait(boolean newWait) {
		boolean oldWait = wait;
		wait = newWait;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__WAIT, oldWait, wait));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotEctPolicy getNotEctPolicy() {
		return notEctPolicy;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNotEctPolicy(NotEctPolicy newNotEctPolicy) {
		NotEctPolicy oldNotEctPolicy = notEctPolicy;
		notEctPolicy = newNotEctPolicy == null ? NOT_ECT_POLICY_EDEFAULT : newNotEctPolicy;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__NOT_ECT_POLICY, oldNotEctPolicy, notEctPolicy));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MarkingPoint getMarkingPoint() {
		return markingPoint;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMarkingPoint(MarkingPoint newMarkingPoint) {
		MarkingPoint oldMarkingPoint = markingPoint;
		markingPoint = newMarkingPoint == null ? MARKING_POINT_EDEFAULT : newMarkingPoint;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.QUEUE_SETTINGS__MARKING_POINT, oldMarkingPoint, markingPoint));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DclabPackage.QUEUE_SETTINGS__DISCIPLINE:
				return getDiscipline();
			case DclabPackage.QUEUE_SETTINGS__UNIT:
				return getUnit();
			case DclabPackage.QUEUE_SETTINGS__BUFFER_LIMIT:
				return getBufferLimit();
			case DclabPackage.QUEUE_SETTINGS__MARKING_THRESHOLD:
				return getMarkingThreshold();
			case DclabPackage.QUEUE_SETTINGS__MIN_THRESHOLD:
				return getMinThreshold();
			case DclabPackage.QUEUE_SETTINGS__MAX_THRESHOLD:
				return getMaxThreshold();
			case DclabPackage.QUEUE_SETTINGS__MAX_PROBABILITY:
				return getMaxProbability();
			case DclabPackage.QUEUE_SETTINGS__QUEUE_WEIGHT:
				return getQueueWeight();
			case DclabPackage.QUEUE_SETTINGS__MARK_ECN:
				return isMarkEcn();
			case DclabPackage.QUEUE_SETTINGS__CHOKE_SAMPLES:
				return getChokeSamples();
			case DclabPackage.QUEUE_SETTINGS__MARK_MATCHES:
				return isMarkMatches();
			case DclabPackage.QUEUE_SETTINGS__GENTLE:
				return isGentle();
			case DclabPackage.QUEUE_SETTINGS__HARD_DROP:
				return isHardDrop();
			case DclabPackage.QUEUE_SETTINGS__HARD_DROP_FROM:
				return getHardDropFrom();
			case DclabPackage.QUEUE_SETTINGS__WAIT:
				return isWait();
			case DclabPackage.QUEUE_SETTINGS__NOT_ECT_POLICY:
				return getNotEctPolicy();
			case DclabPackage.QUEUE_SETTINGS__MARKING_POINT:
				return getMarkingPoint();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case DclabPackage.QUEUE_SETTINGS__DISCIPLINE:
				setDiscipline((QueueDiscipline)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__UNIT:
				setUnit((QueueUnit)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__BUFFER_LIMIT:
				setBufferLimit((Long)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__MARKING_THRESHOLD:
				setMarkingThreshold((Long)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__MIN_THRESHOLD:
				setMinThreshold((Long)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__MAX_THRESHOLD:
				setMaxThreshold((Long)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__MAX_PROBABILITY:
				setMaxProbability((Double)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__QUEUE_WEIGHT:
				setQueueWeight((Double)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__MARK_ECN:
				setMarkEcn((Boolean)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__CHOKE_SAMPLES:
				setChokeSamples((Integer)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__MARK_MATCHES:
				setMarkMatches((Boolean)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__GENTLE:
				setGentle((Boolean)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__HARD_DROP:
				setHardDrop((Boolean)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__HARD_DROP_FROM:
				setHardDropFrom((HardDropFrom)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__WAIT:
				setWait((Boolean)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__NOT_ECT_POLICY:
				setNotEctPolicy((NotEctPolicy)newValue);
				return;
			case DclabPackage.QUEUE_SETTINGS__MARKING_POINT:
				setMarkingPoint((MarkingPoint)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case DclabPackage.QUEUE_SETTINGS__DISCIPLINE:
				setDiscipline(DISCIPLINE_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__UNIT:
				setUnit(UNIT_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__BUFFER_LIMIT:
				setBufferLimit(BUFFER_LIMIT_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__MARKING_THRESHOLD:
				setMarkingThreshold(MARKING_THRESHOLD_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__MIN_THRESHOLD:
				setMinThreshold(MIN_THRESHOLD_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__MAX_THRESHOLD:
				setMaxThreshold(MAX_THRESHOLD_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__MAX_PROBABILITY:
				setMaxProbability(MAX_PROBABILITY_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__QUEUE_WEIGHT:
				setQueueWeight(QUEUE_WEIGHT_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__MARK_ECN:
				setMarkEcn(MARK_ECN_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__CHOKE_SAMPLES:
				setChokeSamples(CHOKE_SAMPLES_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__MARK_MATCHES:
				setMarkMatches(MARK_MATCHES_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__GENTLE:
				setGentle(GENTLE_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__HARD_DROP:
				setHardDrop(HARD_DROP_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__HARD_DROP_FROM:
				setHardDropFrom(HARD_DROP_FROM_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__WAIT:
				setWait(WAIT_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__NOT_ECT_POLICY:
				setNotEctPolicy(NOT_ECT_POLICY_EDEFAULT);
				return;
			case DclabPackage.QUEUE_SETTINGS__MARKING_POINT:
				setMarkingPoint(MARKING_POINT_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case DclabPackage.QUEUE_SETTINGS__DISCIPLINE:
				return discipline != DISCIPLINE_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__UNIT:
				return unit != UNIT_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__BUFFER_LIMIT:
				return bufferLimit != BUFFER_LIMIT_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__MARKING_THRESHOLD:
				return markingThreshold != MARKING_THRESHOLD_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__MIN_THRESHOLD:
				return minThreshold != MIN_THRESHOLD_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__MAX_THRESHOLD:
				return maxThreshold != MAX_THRESHOLD_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__MAX_PROBABILITY:
				return maxProbability != MAX_PROBABILITY_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__QUEUE_WEIGHT:
				return queueWeight != QUEUE_WEIGHT_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__MARK_ECN:
				return markEcn != MARK_ECN_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__CHOKE_SAMPLES:
				return chokeSamples != CHOKE_SAMPLES_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__MARK_MATCHES:
				return markMatches != MARK_MATCHES_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__GENTLE:
				return gentle != GENTLE_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__HARD_DROP:
				return hardDrop != HARD_DROP_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__HARD_DROP_FROM:
				return hardDropFrom != HARD_DROP_FROM_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__WAIT:
				return wait != WAIT_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__NOT_ECT_POLICY:
				return notEctPolicy != NOT_ECT_POLICY_EDEFAULT;
			case DclabPackage.QUEUE_SETTINGS__MARKING_POINT:
				return markingPoint != MARKING_POINT_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (discipline: ");
		result.append(discipline);
		result.append(", unit: ");
		result.append(unit);
		result.append(", bufferLimit: ");
		result.append(bufferLimit);
		result.append(", markingThreshold: ");
		result.append(markingThreshold);
		result.append(", minThreshold: ");
		result.append(minThreshold);
		result.append(", maxThreshold: ");
		result.append(maxThreshold);
		result.append(", maxProbability: ");
		result.append(maxProbability);
		result.append(", queueWeight: ");
		result.append(queueWeight);
		result.append(", markEcn: ");
		result.append(markEcn);
		result.append(", chokeSamples: ");
		result.append(chokeSamples);
		result.append(", markMatches: ");
		result.append(markMatches);
		result.append(", gentle: ");
		result.append(gentle);
		result.append(", hardDrop: ");
		result.append(hardDrop);
		result.append(", hardDropFrom: ");
		result.append(hardDropFrom);
		result.append(", wait: ");
		result.append(wait);
		result.append(", notEctPolicy: ");
		result.append(notEctPolicy);
		result.append(", markingPoint: ");
		result.append(markingPoint);
		result.append(')');
		return result.toString();
	}

} //QueueSettingsImpl
