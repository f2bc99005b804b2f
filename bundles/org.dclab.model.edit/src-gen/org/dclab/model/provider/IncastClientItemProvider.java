/**
 */
package org.dclab.model.provider;


import java.util.Collection;
import java.util.List;

import org.dclab.model.DclabPackage;
import org.dclab.model.IncastClient;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.edit.provider.ComposeableAdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ViewerNotification;

/**
 * This is the item provider adapter for a {@link org.dclab.model.IncastClient} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class IncastClientItemProvider extends ApplicationItemProvider {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public IncastClientItemProvider(AdapterFactory adapterFactory) {
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

			addClientPropertyDescriptor(object);
			addServersPropertyDescriptor(object);
			addServerCountPropertyDescriptor(object);
			addStrategyPropertyDescriptor(object);
			addSruBytesPropertyDescriptor(object);
			addBlockBytesPropertyDescriptor(object);
			addBlocksPropertyDescriptor(object);
			addRequestDelayPsPropertyDescriptor(object);
			addCapacityBpsPropertyDescriptor(object);
			addPropagationRttPsPropertyDescriptor(object);
			addBottleneckBufferBytesPropertyDescriptor(object);
			addAipmIncreasePropertyDescriptor(object);
			addAipmLostAfterCompletionsPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Client feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addClientPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_IncastClient_client_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_IncastClient_client_feature", "_UI_IncastClient_type"),
				 DclabPackage.Literals.INCAST_CLIENT__CLIENT,
				 true,
				 false,
				 true,
				 null,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Servers feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addServersPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_IncastClient_servers_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_IncastClient_servers_feature", "_UI_IncastClient_type"),
				 DclabPackage.Literals.INCAST_CLIENT__SERVERS,
				 true,
				 false,
				 true,
				 null,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Server Count feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addServerCountPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_IncastClient_serverCount_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_IncastClient_serverCount_feature", "_UI_IncastClient_type"),
				 DclabPackage.Literals.INCAST_CLIENT__SERVER_COUNT,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Strategy feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addStrategyPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_IncastClient_strategy_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_IncastClient_strategy_feature", "_UI_IncastClient_type"),
				 DclabPackage.Literals.INCAST_CLIENT__STRATEGY,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Sru Bytes feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSruBytesPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_IncastClient_sruBytes_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_IncastClient_sruBytes_feature", "_UI_IncastClient_type"),
				 DclabPackage.Literals.INCAST_CLIENT__SRU_BYTES,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Block Bytes feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addBlockBytesPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_IncastClient_blockBytes_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_IncastClient_blockBytes_feature", "_UI_IncastClient_type"),
				 DclabPackage.Literals.INCAST_CLIENT__BLOCK_BYTES,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Blocks feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addBlocksPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_IncastClient_blocks_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_IncastClient_blocks_feature", "_UI_IncastClient_type"),
				 DclabPackage.Literals.INCAST_CLIENT__BLOCKS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Request Delay Ps feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addRequestDelayPsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_IncastClient_requestDelayPs_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_IncastClient_requestDelayPs_feature", "_UI_IncastClient_type"),
				 DclabPackage.Literals.INCAST_CLIENT__REQUEST_DELAY_PS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Capacity Bps feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addCapacityBpsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_IncastClient_capacityBps_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_IncastClient_capacityBps_feature", "_UI_IncastClient_type"),
				 DclabPackage.Literals.INCAST_CLIENT__CAPACITY_BPS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Propagation Rtt Ps feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addPropagationRttPsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_IncastClient_propagationRttPs_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_IncastClient_propagationRttPs_feature", "_UI_IncastClient_type"),
				 DclabPackage.Literals.INCAST_CLIENT__PROPAGATION_RTT_PS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Bottleneck Buffer Bytes feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addBottleneckBufferBytesPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_IncastClient_bottleneckBufferBytes_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_IncastClient_bottleneckBufferBytes_feature", "_UI_IncastClient_type"),
				 DclabPackage.Literals.INCAST_CLIENT__BOTTLENECK_BUFFER_BYTES,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Aipm Increase feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addAipmIncreasePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_IncastClient_aipmIncrease_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_IncastClient_aipmIncrease_feature", "_UI_IncastClient_type"),
				 DclabPackage.Literals.INCAST_CLIENT__AIPM_INCREASE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Aipm Lost After Completions feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addAipmLostAfterCompletionsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_IncastClient_aipmLostAfterCompletions_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_IncastClient_aipmLostAfterCompletions_feature", "_UI_IncastClient_type"),
				 DclabPackage.Literals.INCAST_CLIENT__AIPM_LOST_AFTER_COMPLETIONS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This returns IncastClient.gif.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object getImage(Object object) {
		return overlayImage(object, getResourceLocator().getImage("full/obj16/IncastClient"));
	}

	/**
	 * This returns the label text for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getText(Object object) {
		String label = ((IncastClient)object).getName();
		return label == null || label.length() == 0 ?
			getString("_UI_IncastClient_type") :
			getString("_UI_IncastClient_type") + " " + label;
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

		switch (notification.getFeatureID(IncastClient.class)) {
			case DclabPackage.INCAST_CLIENT__SERVER_COUNT:
			case DclabPackage.INCAST_CLIENT__STRATEGY:
			case DclabPackage.INCAST_CLIENT__SRU_BYTES:
			case DclabPackage.INCAST_CLIENT__BLOCK_BYTES:
			case DclabPackage.INCAST_CLIENT__BLOCKS:
			case DclabPackage.INCAST_CLIENT__REQUEST_DELAY_PS:
			case DclabPackage.INCAST_CLIENT__CAPACITY_BPS:
			case DclabPackage.INCAST_CLIENT__PROPAGATION_RTT_PS:
			case DclabPackage.INCAST_CLIENT__BOTTLENECK_BUFFER_BYTES:
			case DclabPackage.INCAST_CLIENT__AIPM_INCREASE:
			case DclabPackage.INCAST_CLIENT__AIPM_LOST_AFTER_COMPLETIONS:
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

}
