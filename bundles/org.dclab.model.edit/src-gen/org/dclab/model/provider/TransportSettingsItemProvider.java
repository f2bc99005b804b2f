/**
 */
package org.dclab.model.provider;


import java.util.Collection;
import java.util.List;

import org.dclab.model.DclabFactory;
import org.dclab.model.DclabPackage;
import org.dclab.model.TransportSettings;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.ResourceLocator;

import org.eclipse.emf.ecore.EStructuralFeature;

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
 * This is the item provider adapter for a {@link org.dclab.model.TransportSettings} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class TransportSettingsItemProvider 
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
	public TransportSettingsItemProvider(AdapterFactory adapterFactory) {
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

			addCongestionControlPropertyDescriptor(object);
			addMssBytesPropertyDescriptor(object);
			addInitialWindowSegmentsPropertyDescriptor(object);
			addMinRtoPsPropertyDescriptor(object);
			addDelayedAckPropertyDescriptor(object);
			addDelayedAckTimeoutPsPropertyDescriptor(object);
			addEcnPropertyDescriptor(object);
			addReceiveBufferBytesPropertyDescriptor(object);
			addPacingPropertyDescriptor(object);
			addSackPropertyDescriptor(object);
			addTimestampsPropertyDescriptor(object);
			addLimitedTransmitPropertyDescriptor(object);
			addPrrPropertyDescriptor(object);
			addRackPropertyDescriptor(object);
			addTailLossProbePropertyDescriptor(object);
			addQuickAckPropertyDescriptor(object);
			addWindowGrowthPropertyDescriptor(object);
			addSsthreshRulePropertyDescriptor(object);
			addIdleRestartPropertyDescriptor(object);
			addEctRulePropertyDescriptor(object);
			addFinRulePropertyDescriptor(object);
			addPrrBoundPropertyDescriptor(object);
			addRtoBackoffPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Congestion Control feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addCongestionControlPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_congestionControl_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_congestionControl_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__CONGESTION_CONTROL,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Mss Bytes feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMssBytesPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_mssBytes_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_mssBytes_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__MSS_BYTES,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Initial Window Segments feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addInitialWindowSegmentsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_initialWindowSegments_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_initialWindowSegments_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__INITIAL_WINDOW_SEGMENTS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Min Rto Ps feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMinRtoPsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_minRtoPs_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_minRtoPs_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__MIN_RTO_PS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Delayed Ack feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDelayedAckPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_delayedAck_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_delayedAck_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__DELAYED_ACK,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Delayed Ack Timeout Ps feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDelayedAckTimeoutPsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_delayedAckTimeoutPs_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_delayedAckTimeoutPs_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__DELAYED_ACK_TIMEOUT_PS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Ecn feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addEcnPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_ecn_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_ecn_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__ECN,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Receive Buffer Bytes feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addReceiveBufferBytesPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_receiveBufferBytes_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_receiveBufferBytes_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__RECEIVE_BUFFER_BYTES,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Pacing feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addPacingPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_pacing_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_pacing_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__PACING,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Sack feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSackPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_sack_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_sack_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__SACK,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Timestamps feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addTimestampsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_timestamps_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_timestamps_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__TIMESTAMPS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Limited Transmit feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addLimitedTransmitPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_limitedTransmit_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_limitedTransmit_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__LIMITED_TRANSMIT,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Prr feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addPrrPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_prr_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_prr_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__PRR,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Rack feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addRackPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_rack_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_rack_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__RACK,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Tail Loss Probe feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addTailLossProbePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_tailLossProbe_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_tailLossProbe_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__TAIL_LOSS_PROBE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Quick Ack feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addQuickAckPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_quickAck_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_quickAck_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__QUICK_ACK,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Window Growth feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addWindowGrowthPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_windowGrowth_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_windowGrowth_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__WINDOW_GROWTH,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Ssthresh Rule feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSsthreshRulePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_ssthreshRule_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_ssthreshRule_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__SSTHRESH_RULE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Idle Restart feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addIdleRestartPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_idleRestart_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_idleRestart_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__IDLE_RESTART,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Ect Rule feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addEctRulePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_ectRule_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_ectRule_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__ECT_RULE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Fin Rule feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addFinRulePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_finRule_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_finRule_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__FIN_RULE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Prr Bound feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addPrrBoundPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_prrBound_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_prrBound_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__PRR_BOUND,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Rto Backoff feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addRtoBackoffPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TransportSettings_rtoBackoff_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TransportSettings_rtoBackoff_feature", "_UI_TransportSettings_type"),
				 DclabPackage.Literals.TRANSPORT_SETTINGS__RTO_BACKOFF,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This specifies how to implement {@link #getChildren} and is used to deduce an appropriate feature for an
	 * {@link org.eclipse.emf.edit.command.AddCommand}, {@link org.eclipse.emf.edit.command.RemoveCommand} or
	 * {@link org.eclipse.emf.edit.command.MoveCommand} in {@link #createCommand}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Collection<? extends EStructuralFeature> getChildrenFeatures(Object object) {
		if (childrenFeatures == null) {
			super.getChildrenFeatures(object);
			childrenFeatures.add(DclabPackage.Literals.TRANSPORT_SETTINGS__PARAMETERS);
		}
		return childrenFeatures;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EStructuralFeature getChildFeature(Object object, Object child) {
		// Check the type of the specified child object and return the proper feature to use for
		// adding (see {@link AddCommand}) it as a child.

		return super.getChildFeature(object, child);
	}

	/**
	 * This returns TransportSettings.gif.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object getImage(Object object) {
		return overlayImage(object, getResourceLocator().getImage("full/obj16/TransportSettings"));
	}

	/**
	 * This returns the label text for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getText(Object object) {
		String label = ((TransportSettings)object).getCongestionControl();
		return label == null || label.length() == 0 ?
			getString("_UI_TransportSettings_type") :
			getString("_UI_TransportSettings_type") + " " + label;
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

		switch (notification.getFeatureID(TransportSettings.class)) {
			case DclabPackage.TRANSPORT_SETTINGS__CONGESTION_CONTROL:
			case DclabPackage.TRANSPORT_SETTINGS__MSS_BYTES:
			case DclabPackage.TRANSPORT_SETTINGS__INITIAL_WINDOW_SEGMENTS:
			case DclabPackage.TRANSPORT_SETTINGS__MIN_RTO_PS:
			case DclabPackage.TRANSPORT_SETTINGS__DELAYED_ACK:
			case DclabPackage.TRANSPORT_SETTINGS__DELAYED_ACK_TIMEOUT_PS:
			case DclabPackage.TRANSPORT_SETTINGS__ECN:
			case DclabPackage.TRANSPORT_SETTINGS__RECEIVE_BUFFER_BYTES:
			case DclabPackage.TRANSPORT_SETTINGS__PACING:
			case DclabPackage.TRANSPORT_SETTINGS__SACK:
			case DclabPackage.TRANSPORT_SETTINGS__TIMESTAMPS:
			case DclabPackage.TRANSPORT_SETTINGS__LIMITED_TRANSMIT:
			case DclabPackage.TRANSPORT_SETTINGS__PRR:
			case DclabPackage.TRANSPORT_SETTINGS__RACK:
			case DclabPackage.TRANSPORT_SETTINGS__TAIL_LOSS_PROBE:
			case DclabPackage.TRANSPORT_SETTINGS__QUICK_ACK:
			case DclabPackage.TRANSPORT_SETTINGS__WINDOW_GROWTH:
			case DclabPackage.TRANSPORT_SETTINGS__SSTHRESH_RULE:
			case DclabPackage.TRANSPORT_SETTINGS__IDLE_RESTART:
			case DclabPackage.TRANSPORT_SETTINGS__ECT_RULE:
			case DclabPackage.TRANSPORT_SETTINGS__FIN_RULE:
			case DclabPackage.TRANSPORT_SETTINGS__PRR_BOUND:
			case DclabPackage.TRANSPORT_SETTINGS__RTO_BACKOFF:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
			case DclabPackage.TRANSPORT_SETTINGS__PARAMETERS:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), true, false));
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

		newChildDescriptors.add
			(createChildParameter
				(DclabPackage.Literals.TRANSPORT_SETTINGS__PARAMETERS,
				 DclabFactory.eINSTANCE.create(DclabPackage.Literals.PARAMETER_ENTRY)));
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
