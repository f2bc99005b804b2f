/**
 */
package org.dclab.model.impl;

import org.dclab.model.DclabPackage;
import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.QueueSettings;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Link</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.LinkImpl#getSource <em>Source</em>}</li>
 *   <li>{@link org.dclab.model.impl.LinkImpl#getTarget <em>Target</em>}</li>
 *   <li>{@link org.dclab.model.impl.LinkImpl#getRateBps <em>Rate Bps</em>}</li>
 *   <li>{@link org.dclab.model.impl.LinkImpl#getDelayPs <em>Delay Ps</em>}</li>
 *   <li>{@link org.dclab.model.impl.LinkImpl#getLossRate <em>Loss Rate</em>}</li>
 *   <li>{@link org.dclab.model.impl.LinkImpl#getSourceQueue <em>Source Queue</em>}</li>
 *   <li>{@link org.dclab.model.impl.LinkImpl#getTargetQueue <em>Target Queue</em>}</li>
 * </ul>
 *
 * @generated
 */
public class LinkImpl extends NamedElementImpl implements Link {
	/**
	 * The cached value of the '{@link #getSource() <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSource()
	 * @generated
	 * @ordered
	 */
	protected Node source;

	/**
	 * The cached value of the '{@link #getTarget() <em>Target</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTarget()
	 * @generated
	 * @ordered
	 */
	protected Node target;

	/**
	 * The default value of the '{@link #getRateBps() <em>Rate Bps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRateBps()
	 * @generated
	 * @ordered
	 */
	protected static final long RATE_BPS_EDEFAULT = 10000000000L;

	/**
	 * The cached value of the '{@link #getRateBps() <em>Rate Bps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRateBps()
	 * @generated
	 * @ordered
	 */
	protected long rateBps = RATE_BPS_EDEFAULT;

	/**
	 * The default value of the '{@link #getDelayPs() <em>Delay Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDelayPs()
	 * @generated
	 * @ordered
	 */
	protected static final long DELAY_PS_EDEFAULT = 1000000L;

	/**
	 * The cached value of the '{@link #getDelayPs() <em>Delay Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDelayPs()
	 * @generated
	 * @ordered
	 */
	protected long delayPs = DELAY_PS_EDEFAULT;

	/**
	 * The default value of the '{@link #getLossRate() <em>Loss Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLossRate()
	 * @generated
	 * @ordered
	 */
	protected static final double LOSS_RATE_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getLossRate() <em>Loss Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLossRate()
	 * @generated
	 * @ordered
	 */
	protected double lossRate = LOSS_RATE_EDEFAULT;

	/**
	 * The cached value of the '{@link #getSourceQueue() <em>Source Queue</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSourceQueue()
	 * @generated
	 * @ordered
	 */
	protected QueueSettings sourceQueue;

	/**
	 * The cached value of the '{@link #getTargetQueue() <em>Target Queue</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTargetQueue()
	 * @generated
	 * @ordered
	 */
	protected QueueSettings targetQueue;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected LinkImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DclabPackage.Literals.LINK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Node getSource() {
		if (source != null && source.eIsProxy()) {
			InternalEObject oldSource = (InternalEObject)source;
			source = (Node)eResolveProxy(oldSource);
			if (source != oldSource) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, DclabPackage.LINK__SOURCE, oldSource, source));
			}
		}
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Node basicGetSource() {
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSource(Node newSource) {
		Node oldSource = source;
		source = newSource;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.LINK__SOURCE, oldSource, source));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Node getTarget() {
		if (target != null && target.eIsProxy()) {
			InternalEObject oldTarget = (InternalEObject)target;
			target = (Node)eResolveProxy(oldTarget);
			if (target != oldTarget) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, DclabPackage.LINK__TARGET, oldTarget, target));
			}
		}
		return target;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Node basicGetTarget() {
		return target;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTarget(Node newTarget) {
		Node oldTarget = target;
		target = newTarget;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.LINK__TARGET, oldTarget, target));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRateBps() {
		return rateBps;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRateBps(long newRateBps) {
		long oldRateBps = rateBps;
		rateBps = newRateBps;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.LINK__RATE_BPS, oldRateBps, rateBps));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getDelayPs() {
		return delayPs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDelayPs(long newDelayPs) {
		long oldDelayPs = delayPs;
		delayPs = newDelayPs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.LINK__DELAY_PS, oldDelayPs, delayPs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getLossRate() {
		return lossRate;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLossRate(double newLossRate) {
		double oldLossRate = lossRate;
		lossRate = newLossRate;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.LINK__LOSS_RATE, oldLossRate, lossRate));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public QueueSettings getSourceQueue() {
		return sourceQueue;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetSourceQueue(QueueSettings newSourceQueue, NotificationChain msgs) {
		QueueSettings oldSourceQueue = sourceQueue;
		sourceQueue = newSourceQueue;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, DclabPackage.LINK__SOURCE_QUEUE, oldSourceQueue, newSourceQueue);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSourceQueue(QueueSettings newSourceQueue) {
		if (newSourceQueue != sourceQueue) {
			NotificationChain msgs = null;
			if (sourceQueue != null)
				msgs = ((InternalEObject)sourceQueue).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - DclabPackage.LINK__SOURCE_QUEUE, null, msgs);
			if (newSourceQueue != null)
				msgs = ((InternalEObject)newSourceQueue).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - DclabPackage.LINK__SOURCE_QUEUE, null, msgs);
			msgs = basicSetSourceQueue(newSourceQueue, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.LINK__SOURCE_QUEUE, newSourceQueue, newSourceQueue));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public QueueSettings getTargetQueue() {
		return targetQueue;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetTargetQueue(QueueSettings newTargetQueue, NotificationChain msgs) {
		QueueSettings oldTargetQueue = targetQueue;
		targetQueue = newTargetQueue;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, DclabPackage.LINK__TARGET_QUEUE, oldTargetQueue, newTargetQueue);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTargetQueue(QueueSettings newTargetQueue) {
		if (newTargetQueue != targetQueue) {
			NotificationChain msgs = null;
			if (targetQueue != null)
				msgs = ((InternalEObject)targetQueue).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - DclabPackage.LINK__TARGET_QUEUE, null, msgs);
			if (newTargetQueue != null)
				msgs = ((InternalEObject)newTargetQueue).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - DclabPackage.LINK__TARGET_QUEUE, null, msgs);
			msgs = basicSetTargetQueue(newTargetQueue, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.LINK__TARGET_QUEUE, newTargetQueue, newTargetQueue));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DclabPackage.LINK__SOURCE_QUEUE:
				return basicSetSourceQueue(null, msgs);
			case DclabPackage.LINK__TARGET_QUEUE:
				return basicSetTargetQueue(null, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DclabPackage.LINK__SOURCE:
				if (resolve) return getSource();
				return basicGetSource();
			case DclabPackage.LINK__TARGET:
				if (resolve) return getTarget();
				return basicGetTarget();
			case DclabPackage.LINK__RATE_BPS:
				return getRateBps();
			case DclabPackage.LINK__DELAY_PS:
				return getDelayPs();
			case DclabPackage.LINK__LOSS_RATE:
				return getLossRate();
			case DclabPackage.LINK__SOURCE_QUEUE:
				return getSourceQueue();
			case DclabPackage.LINK__TARGET_QUEUE:
				return getTargetQueue();
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
			case DclabPackage.LINK__SOURCE:
				setSource((Node)newValue);
				return;
			case DclabPackage.LINK__TARGET:
				setTarget((Node)newValue);
				return;
			case DclabPackage.LINK__RATE_BPS:
				setRateBps((Long)newValue);
				return;
			case DclabPackage.LINK__DELAY_PS:
				setDelayPs((Long)newValue);
				return;
			case DclabPackage.LINK__LOSS_RATE:
				setLossRate((Double)newValue);
				return;
			case DclabPackage.LINK__SOURCE_QUEUE:
				setSourceQueue((QueueSettings)newValue);
				return;
			case DclabPackage.LINK__TARGET_QUEUE:
				setTargetQueue((QueueSettings)newValue);
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
			case DclabPackage.LINK__SOURCE:
				setSource((Node)null);
				return;
			case DclabPackage.LINK__TARGET:
				setTarget((Node)null);
				return;
			case DclabPackage.LINK__RATE_BPS:
				setRateBps(RATE_BPS_EDEFAULT);
				return;
			case DclabPackage.LINK__DELAY_PS:
				setDelayPs(DELAY_PS_EDEFAULT);
				return;
			case DclabPackage.LINK__LOSS_RATE:
				setLossRate(LOSS_RATE_EDEFAULT);
				return;
			case DclabPackage.LINK__SOURCE_QUEUE:
				setSourceQueue((QueueSettings)null);
				return;
			case DclabPackage.LINK__TARGET_QUEUE:
				setTargetQueue((QueueSettings)null);
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
			case DclabPackage.LINK__SOURCE:
				return source != null;
			case DclabPackage.LINK__TARGET:
				return target != null;
			case DclabPackage.LINK__RATE_BPS:
				return rateBps != RATE_BPS_EDEFAULT;
			case DclabPackage.LINK__DELAY_PS:
				return delayPs != DELAY_PS_EDEFAULT;
			case DclabPackage.LINK__LOSS_RATE:
				return lossRate != LOSS_RATE_EDEFAULT;
			case DclabPackage.LINK__SOURCE_QUEUE:
				return sourceQueue != null;
			case DclabPackage.LINK__TARGET_QUEUE:
				return targetQueue != null;
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
		result.append(" (rateBps: ");
		result.append(rateBps);
		result.append(", delayPs: ");
		result.append(delayPs);
		result.append(", lossRate: ");
		result.append(lossRate);
		result.append(')');
		return result.toString();
	}

} //LinkImpl
