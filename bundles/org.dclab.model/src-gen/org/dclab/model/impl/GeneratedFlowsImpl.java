/**
 */
package org.dclab.model.impl;

import org.dclab.model.DclabPackage;
import org.dclab.model.GeneratedFlows;
import org.dclab.model.SizeClasses;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Generated Flows</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.impl.GeneratedFlowsImpl#getSizeClasses <em>Size Classes</em>}</li>
 *   <li>{@link org.dclab.model.impl.GeneratedFlowsImpl#getSizeClassBounds <em>Size Class Bounds</em>}</li>
 * </ul>
 *
 * @generated
 */
public abstract class GeneratedFlowsImpl extends ApplicationImpl implements GeneratedFlows {
	/**
	 * The default value of the '{@link #getSizeClasses() <em>Size Classes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSizeClasses()
	 * @generated
	 * @ordered
	 */
	protected static final SizeClasses SIZE_CLASSES_EDEFAULT = SizeClasses.UP_TO_100KB_10MB;

	/**
	 * The cached value of the '{@link #getSizeClasses() <em>Size Classes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSizeClasses()
	 * @generated
	 * @ordered
	 */
	protected SizeClasses sizeClasses = SIZE_CLASSES_EDEFAULT;

	/**
	 * The default value of the '{@link #getSizeClassBounds() <em>Size Class Bounds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSizeClassBounds()
	 * @generated
	 * @ordered
	 */
	protected static final String SIZE_CLASS_BOUNDS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getSizeClassBounds() <em>Size Class Bounds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSizeClassBounds()
	 * @generated
	 * @ordered
	 */
	protected String sizeClassBounds = SIZE_CLASS_BOUNDS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected GeneratedFlowsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DclabPackage.Literals.GENERATED_FLOWS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SizeClasses getSizeClasses() {
		return sizeClasses;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSizeClasses(SizeClasses newSizeClasses) {
		SizeClasses oldSizeClasses = sizeClasses;
		sizeClasses = newSizeClasses == null ? SIZE_CLASSES_EDEFAULT : newSizeClasses;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.GENERATED_FLOWS__SIZE_CLASSES, oldSizeClasses, sizeClasses));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getSizeClassBounds() {
		return sizeClassBounds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSizeClassBounds(String newSizeClassBounds) {
		String oldSizeClassBounds = sizeClassBounds;
		sizeClassBounds = newSizeClassBounds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DclabPackage.GENERATED_FLOWS__SIZE_CLASS_BOUNDS, oldSizeClassBounds, sizeClassBounds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DclabPackage.GENERATED_FLOWS__SIZE_CLASSES:
				return getSizeClasses();
			case DclabPackage.GENERATED_FLOWS__SIZE_CLASS_BOUNDS:
				return getSizeClassBounds();
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
			case DclabPackage.GENERATED_FLOWS__SIZE_CLASSES:
				setSizeClasses((SizeClasses)newValue);
				return;
			case DclabPackage.GENERATED_FLOWS__SIZE_CLASS_BOUNDS:
				setSizeClassBounds((String)newValue);
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
			case DclabPackage.GENERATED_FLOWS__SIZE_CLASSES:
				setSizeClasses(SIZE_CLASSES_EDEFAULT);
				return;
			case DclabPackage.GENERATED_FLOWS__SIZE_CLASS_BOUNDS:
				setSizeClassBounds(SIZE_CLASS_BOUNDS_EDEFAULT);
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
			case DclabPackage.GENERATED_FLOWS__SIZE_CLASSES:
				return sizeClasses != SIZE_CLASSES_EDEFAULT;
			case DclabPackage.GENERATED_FLOWS__SIZE_CLASS_BOUNDS:
				return SIZE_CLASS_BOUNDS_EDEFAULT == null ? sizeClassBounds != null : !SIZE_CLASS_BOUNDS_EDEFAULT.equals(sizeClassBounds);
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
		result.append(" (sizeClasses: ");
		result.append(sizeClasses);
		result.append(", sizeClassBounds: ");
		result.append(sizeClassBounds);
		result.append(')');
		return result.toString();
	}

} //GeneratedFlowsImpl
