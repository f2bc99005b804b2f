/**
 */
package org.dclab.model.provider;


import java.util.Collection;
import java.util.List;

import org.dclab.model.DclabPackage;
import org.dclab.model.QueueDiscipline;
import org.dclab.model.QueueSettings;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.ResourceLocator;

import org.eclipse.emf.edit.provider.ComposeableAdapterFactory;
import org.eclipse.emf.edit.provider.IEditingDomainItemProvider;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.emf.edit.provider.IStructuredItemContentProvider;
import org.eclipse.emf.edit.provider.ITreeItemContentProvider;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemProviderAdapter;
import org.eclipse.emf.edit.provider.ViewerNotification;

/**
 * This is the item provider adapter for a {@link org.dclab.model.QueueSettings} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class QueueSettingsItemProvider 
	extends ItemProviderAdapter
	implements
		IEditingDomainItemProvider,
		IStructuredItemContentProvider,
		ITreeItemContentProvider,
		IItemLabelProvider,
		IItemPropertySource {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public QueueSettingsItemProvider(AdapterFactory adapterFactory) {
		super(adapterFactory);
	}

	/**
	 * This returns the property descriptors for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public List<IItemPropertyDescriptor> getPropertyDescriptors(Object object) {
		if (itemPropertyDescriptors == null) {
			super.getPropertyDescriptors(object);

			addDisciplinePropertyDescriptor(object);
			addUnitPropertyDescriptor(object);
			addBufferLimitPropertyDescriptor(object);
			addMarkingThresholdPropertyDescriptor(object);
			addMinThresholdPropertyDescriptor(object);
			addMaxThresholdPropertyDescriptor(object);
			addMaxProbabilityPropertyDescriptor(object);
			addQueueWeightPropertyDescriptor(object);
			addMarkEcnPropertyDescriptor(object);
			addChokeSamplesPropertyDescriptor(object);
			addMarkMatchesPropertyDescriptor(object);
			addGentlePropertyDescriptor(object);
			addHardDropPropertyDescriptor(object);
			addHardDropFromPropertyDescriptor(object);
			addWaitPropertyDescriptor(object);
			addNotEctPolicyPropertyDescriptor(object);
			addMarkingPointPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Discipline feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDisciplinePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_discipline_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_discipline_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__DISCIPLINE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Unit feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addUnitPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_unit_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_unit_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__UNIT,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Buffer Limit feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addBufferLimitPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_bufferLimit_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_bufferLimit_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__BUFFER_LIMIT,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Marking Threshold feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMarkingThresholdPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_markingThreshold_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_markingThreshold_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__MARKING_THRESHOLD,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Min Threshold feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMinThresholdPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_minThreshold_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_minThreshold_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__MIN_THRESHOLD,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Threshold feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxThresholdPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_maxThreshold_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_maxThreshold_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__MAX_THRESHOLD,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Probability feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxProbabilityPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_maxProbability_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_maxProbability_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__MAX_PROBABILITY,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Queue Weight feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addQueueWeightPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_queueWeight_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_queueWeight_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__QUEUE_WEIGHT,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Mark Ecn feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMarkEcnPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_markEcn_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_markEcn_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__MARK_ECN,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Choke Samples feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addChokeSamplesPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_chokeSamples_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_chokeSamples_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__CHOKE_SAMPLES,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Mark Matches feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMarkMatchesPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_markMatches_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_markMatches_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__MARK_MATCHES,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Gentle feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addGentlePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_gentle_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_gentle_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__GENTLE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Hard Drop feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addHardDropPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_hardDrop_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_hardDrop_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__HARD_DROP,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Hard Drop From feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addHardDropFromPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_hardDropFrom_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_hardDropFrom_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__HARD_DROP_FROM,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Wait feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addWaitPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_wait_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_wait_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__WAIT,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Not Ect Policy feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addNotEctPolicyPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_notEctPolicy_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_notEctPolicy_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__NOT_ECT_POLICY,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Marking Point feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMarkingPointPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_QueueSettings_markingPoint_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_QueueSettings_markingPoint_feature", "_UI_QueueSettings_type"),
				 DclabPackage.Literals.QUEUE_SETTINGS__MARKING_POINT,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This returns QueueSettings.gif.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object getImage(Object object) {
		return overlayImage(object, getResourceLocator().getImage("full/obj16/QueueSettings"));
	}

	/**
	 * This returns the label text for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getText(Object object) {
		QueueDiscipline labelValue = ((QueueSettings)object).getDiscipline();
		String label = labelValue == null ? null : labelValue.toString();
		return label == null || label.length() == 0 ?
			getString("_UI_QueueSettings_type") :
			getString("_UI_QueueSettings_type") + " " + label;
	}


	/**
	 * This handles model notifications by calling {@link #updateChildren} to update any cached
	 * children and by creating a viewer notification, which it passes to {@link #fireNotifyChanged}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void notifyChanged(Notification notification) {
		updateChildren(notification);

		switch (notification.getFeatureID(QueueSettings.class)) {
			case DclabPackage.QUEUE_SETTINGS__DISCIPLINE:
			case DclabPackage.QUEUE_SETTINGS__UNIT:
			case DclabPackage.QUEUE_SETTINGS__BUFFER_LIMIT:
			case DclabPackage.QUEUE_SETTINGS__MARKING_THRESHOLD:
			case DclabPackage.QUEUE_SETTINGS__MIN_THRESHOLD:
			case DclabPackage.QUEUE_SETTINGS__MAX_THRESHOLD:
			case DclabPackage.QUEUE_SETTINGS__MAX_PROBABILITY:
			case DclabPackage.QUEUE_SETTINGS__QUEUE_WEIGHT:
			case DclabPackage.QUEUE_SETTINGS__MARK_ECN:
			case DclabPackage.QUEUE_SETTINGS__CHOKE_SAMPLES:
			case DclabPackage.QUEUE_SETTINGS__MARK_MATCHES:
			case DclabPackage.QUEUE_SETTINGS__GENTLE:
			case DclabPackage.QUEUE_SETTINGS__HARD_DROP:
			case DclabPackage.QUEUE_SETTINGS__HARD_DROP_FROM:
			case DclabPackage.QUEUE_SETTINGS__WAIT:
			case DclabPackage.QUEUE_SETTINGS__NOT_ECT_POLICY:
			case DclabPackage.QUEUE_SETTINGS__MARKING_POINT:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
		}
		super.notifyChanged(notification);
	}

	/**
	 * This adds {@link org.eclipse.emf.edit.command.CommandParameter}s describing the children
	 * that can be created under this object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected void collectNewChildDescriptors(Collection<Object> newChildDescriptors, Object object) {
		super.collectNewChildDescriptors(newChildDescriptors, object);
	}

	/**
	 * Return the resource locator for this item provider's resources.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ResourceLocator getResourceLocator() {
		return DclabEditPlugin.INSTANCE;
	}

}
