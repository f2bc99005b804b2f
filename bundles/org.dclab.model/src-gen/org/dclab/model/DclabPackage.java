/**
 */
package org.dclab.model;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * <!-- begin-user-doc -->
 * The <b>Package</b> for the model.
 * It contains accessors for the meta objects to represent
 * <ul>
 *   <li>each class,</li>
 *   <li>each feature of each class,</li>
 *   <li>each operation of each class,</li>
 *   <li>each enum,</li>
 *   <li>and each data type</li>
 * </ul>
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * A DC Lab scenario: the network to simulate and how long to run it.
 * 
 * Every attribute that has a unit names it, in one convention: times are long picoseconds (suffix Ps, the engine's clock), rates are long bits per second (suffix Bps), sizes say Bytes, Packets or Segments. Queue sizes are the one exception: a QueueSettings carries its unit, so that its buffer and its thresholds can never be compared across units.
 * 
 * Every NamedElement's name is its XML ID: references in a saved file read target="s1" instead of a position in a list, so reordering or inserting elements leaves the other lines of a diff alone.
 * <!-- end-model-doc -->
 * @see org.dclab.model.DclabFactory
 * @model kind="package"
 * @generated
 */
public interface DclabPackage extends EPackage {
	/**
	 * The package name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNAME = "model";

	/**
	 * The package namespace URI.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_URI = "http://dclab.org/model/1.0";

	/**
	 * The package namespace name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_PREFIX = "dclab";

	/**
	 * The singleton instance of the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	DclabPackage eINSTANCE = org.dclab.model.impl.DclabPackageImpl.init();

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.NamedElementImpl <em>Named Element</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.NamedElementImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getNamedElement()
	 * @generated
	 */
	int NAMED_ELEMENT = 0;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_ELEMENT__NAME = 0;

	/**
	 * The number of structural features of the '<em>Named Element</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_ELEMENT_FEATURE_COUNT = 1;

	/**
	 * The number of operations of the '<em>Named Element</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_ELEMENT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.ScenarioImpl <em>Scenario</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.ScenarioImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getScenario()
	 * @generated
	 */
	int SCENARIO = 1;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__DESCRIPTION = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Schema Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__SCHEMA_VERSION = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Seed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__SEED = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Duration Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__DURATION_PS = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Tcp Stack</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__TCP_STACK = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Ecmp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__ECMP = NAMED_ELEMENT_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Network</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__NETWORK = NAMED_ELEMENT_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Traffic</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__TRAFFIC = NAMED_ELEMENT_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Experiment</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__EXPERIMENT = NAMED_ELEMENT_FEATURE_COUNT + 8;

	/**
	 * The number of structural features of the '<em>Scenario</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 9;

	/**
	 * The number of operations of the '<em>Scenario</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.NetworkImpl <em>Network</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.NetworkImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getNetwork()
	 * @generated
	 */
	int NETWORK = 2;

	/**
	 * The feature id for the '<em><b>Nodes</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NETWORK__NODES = 0;

	/**
	 * The feature id for the '<em><b>Links</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NETWORK__LINKS = 1;

	/**
	 * The number of structural features of the '<em>Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NETWORK_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NETWORK_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.NodeImpl <em>Node</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.NodeImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getNode()
	 * @generated
	 */
	int NODE = 3;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>X</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__X = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Y</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__Y = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Default Queue</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__DEFAULT_QUEUE = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Node</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Node</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.HostImpl <em>Host</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.HostImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getHost()
	 * @generated
	 */
	int HOST = 4;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__NAME = NODE__NAME;

	/**
	 * The feature id for the '<em><b>X</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__X = NODE__X;

	/**
	 * The feature id for the '<em><b>Y</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__Y = NODE__Y;

	/**
	 * The feature id for the '<em><b>Default Queue</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__DEFAULT_QUEUE = NODE__DEFAULT_QUEUE;

	/**
	 * The feature id for the '<em><b>Transport</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__TRANSPORT = NODE_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Host</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST_FEATURE_COUNT = NODE_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Host</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST_OPERATION_COUNT = NODE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.SwitchImpl <em>Switch</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.SwitchImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getSwitch()
	 * @generated
	 */
	int SWITCH = 5;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__NAME = NODE__NAME;

	/**
	 * The feature id for the '<em><b>X</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__X = NODE__X;

	/**
	 * The feature id for the '<em><b>Y</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__Y = NODE__Y;

	/**
	 * The feature id for the '<em><b>Default Queue</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__DEFAULT_QUEUE = NODE__DEFAULT_QUEUE;

	/**
	 * The feature id for the '<em><b>Shared Buffer</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__SHARED_BUFFER = NODE_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Switch</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH_FEATURE_COUNT = NODE_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Switch</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH_OPERATION_COUNT = NODE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.RouterImpl <em>Router</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.RouterImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getRouter()
	 * @generated
	 */
	int ROUTER = 6;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTER__NAME = NODE__NAME;

	/**
	 * The feature id for the '<em><b>X</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTER__X = NODE__X;

	/**
	 * The feature id for the '<em><b>Y</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTER__Y = NODE__Y;

	/**
	 * The feature id for the '<em><b>Default Queue</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTER__DEFAULT_QUEUE = NODE__DEFAULT_QUEUE;

	/**
	 * The number of structural features of the '<em>Router</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTER_FEATURE_COUNT = NODE_FEATURE_COUNT + 0;

	/**
	 * The number of operations of the '<em>Router</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTER_OPERATION_COUNT = NODE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.LinkImpl <em>Link</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.LinkImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getLink()
	 * @generated
	 */
	int LINK = 7;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__SOURCE = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__TARGET = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Rate Bps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__RATE_BPS = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Delay Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__DELAY_PS = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Loss Rate</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__LOSS_RATE = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Source Queue</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__SOURCE_QUEUE = NAMED_ELEMENT_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Target Queue</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__TARGET_QUEUE = NAMED_ELEMENT_FEATURE_COUNT + 6;

	/**
	 * The number of structural features of the '<em>Link</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 7;

	/**
	 * The number of operations of the '<em>Link</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.ParameterEntryImpl <em>Parameter Entry</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.ParameterEntryImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getParameterEntry()
	 * @generated
	 */
	int PARAMETER_ENTRY = 8;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_ENTRY__KEY = 0;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_ENTRY__VALUE = 1;

	/**
	 * The number of structural features of the '<em>Parameter Entry</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_ENTRY_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Parameter Entry</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_ENTRY_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.QueueSettingsImpl <em>Queue Settings</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.QueueSettingsImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getQueueSettings()
	 * @generated
	 */
	int QUEUE_SETTINGS = 9;

	/**
	 * The feature id for the '<em><b>Discipline</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS__DISCIPLINE = 0;

	/**
	 * The feature id for the '<em><b>Unit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS__UNIT = 1;

	/**
	 * The feature id for the '<em><b>Buffer Limit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS__BUFFER_LIMIT = 2;

	/**
	 * The feature id for the '<em><b>Parameters</b></em>' map.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS__PARAMETERS = 3;

	/**
	 * The number of structural features of the '<em>Queue Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Queue Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.TransportSettingsImpl <em>Transport Settings</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.TransportSettingsImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getTransportSettings()
	 * @generated
	 */
	int TRANSPORT_SETTINGS = 10;

	/**
	 * The feature id for the '<em><b>Congestion Control</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__CONGESTION_CONTROL = 0;

	/**
	 * The feature id for the '<em><b>Parameters</b></em>' map.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__PARAMETERS = 1;

	/**
	 * The feature id for the '<em><b>Mss Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__MSS_BYTES = 2;

	/**
	 * The feature id for the '<em><b>Initial Window Segments</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__INITIAL_WINDOW_SEGMENTS = 3;

	/**
	 * The feature id for the '<em><b>Min Rto Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__MIN_RTO_PS = 4;

	/**
	 * The feature id for the '<em><b>Delayed Ack</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__DELAYED_ACK = 5;

	/**
	 * The feature id for the '<em><b>Delayed Ack Timeout Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__DELAYED_ACK_TIMEOUT_PS = 6;

	/**
	 * The feature id for the '<em><b>Ecn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__ECN = 7;

	/**
	 * The feature id for the '<em><b>Receive Buffer Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__RECEIVE_BUFFER_BYTES = 8;

	/**
	 * The feature id for the '<em><b>Pacing</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__PACING = 9;

	/**
	 * The feature id for the '<em><b>Sack</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__SACK = 10;

	/**
	 * The feature id for the '<em><b>Timestamps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__TIMESTAMPS = 11;

	/**
	 * The feature id for the '<em><b>Limited Transmit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__LIMITED_TRANSMIT = 12;

	/**
	 * The feature id for the '<em><b>Prr</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__PRR = 13;

	/**
	 * The feature id for the '<em><b>Rack</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__RACK = 14;

	/**
	 * The feature id for the '<em><b>Tail Loss Probe</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__TAIL_LOSS_PROBE = 15;

	/**
	 * The feature id for the '<em><b>Quick Ack</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__QUICK_ACK = 16;

	/**
	 * The feature id for the '<em><b>Window Growth</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__WINDOW_GROWTH = 17;

	/**
	 * The feature id for the '<em><b>Ssthresh Rule</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__SSTHRESH_RULE = 18;

	/**
	 * The feature id for the '<em><b>Idle Restart</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__IDLE_RESTART = 19;

	/**
	 * The feature id for the '<em><b>Ect Rule</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__ECT_RULE = 20;

	/**
	 * The feature id for the '<em><b>Fin Rule</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__FIN_RULE = 21;

	/**
	 * The feature id for the '<em><b>Prr Bound</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__PRR_BOUND = 22;

	/**
	 * The feature id for the '<em><b>Rto Backoff</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__RTO_BACKOFF = 23;

	/**
	 * The number of structural features of the '<em>Transport Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS_FEATURE_COUNT = 24;

	/**
	 * The number of operations of the '<em>Transport Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.SharedBufferImpl <em>Shared Buffer</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.SharedBufferImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getSharedBuffer()
	 * @generated
	 */
	int SHARED_BUFFER = 11;

	/**
	 * The feature id for the '<em><b>Buffer Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHARED_BUFFER__BUFFER_BYTES = 0;

	/**
	 * The feature id for the '<em><b>Alpha</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHARED_BUFFER__ALPHA = 1;

	/**
	 * The number of structural features of the '<em>Shared Buffer</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHARED_BUFFER_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Shared Buffer</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHARED_BUFFER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.TrafficImpl <em>Traffic</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.TrafficImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getTraffic()
	 * @generated
	 */
	int TRAFFIC = 12;

	/**
	 * The feature id for the '<em><b>Applications</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRAFFIC__APPLICATIONS = 0;

	/**
	 * The number of structural features of the '<em>Traffic</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRAFFIC_FEATURE_COUNT = 1;

	/**
	 * The number of operations of the '<em>Traffic</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRAFFIC_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.ApplicationImpl <em>Application</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.ApplicationImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getApplication()
	 * @generated
	 */
	int APPLICATION = 13;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int APPLICATION__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Transport</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int APPLICATION__TRANSPORT = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Start Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int APPLICATION__START_PS = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int APPLICATION_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int APPLICATION_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.LongFlowImpl <em>Long Flow</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.LongFlowImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getLongFlow()
	 * @generated
	 */
	int LONG_FLOW = 14;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LONG_FLOW__NAME = APPLICATION__NAME;

	/**
	 * The feature id for the '<em><b>Transport</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LONG_FLOW__TRANSPORT = APPLICATION__TRANSPORT;

	/**
	 * The feature id for the '<em><b>Start Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LONG_FLOW__START_PS = APPLICATION__START_PS;

	/**
	 * The feature id for the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LONG_FLOW__SOURCE = APPLICATION_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Destination</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LONG_FLOW__DESTINATION = APPLICATION_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Size Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LONG_FLOW__SIZE_BYTES = APPLICATION_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Long Flow</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LONG_FLOW_FEATURE_COUNT = APPLICATION_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Long Flow</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LONG_FLOW_OPERATION_COUNT = APPLICATION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.GeneratedFlowsImpl <em>Generated Flows</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.GeneratedFlowsImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getGeneratedFlows()
	 * @generated
	 */
	int GENERATED_FLOWS = 15;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATED_FLOWS__NAME = APPLICATION__NAME;

	/**
	 * The feature id for the '<em><b>Transport</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATED_FLOWS__TRANSPORT = APPLICATION__TRANSPORT;

	/**
	 * The feature id for the '<em><b>Start Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATED_FLOWS__START_PS = APPLICATION__START_PS;

	/**
	 * The feature id for the '<em><b>Size Classes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATED_FLOWS__SIZE_CLASSES = APPLICATION_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Size Class Bounds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATED_FLOWS__SIZE_CLASS_BOUNDS = APPLICATION_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Generated Flows</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATED_FLOWS_FEATURE_COUNT = APPLICATION_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Generated Flows</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATED_FLOWS_OPERATION_COUNT = APPLICATION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.ShortFlowMixImpl <em>Short Flow Mix</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.ShortFlowMixImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getShortFlowMix()
	 * @generated
	 */
	int SHORT_FLOW_MIX = 16;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX__NAME = GENERATED_FLOWS__NAME;

	/**
	 * The feature id for the '<em><b>Transport</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX__TRANSPORT = GENERATED_FLOWS__TRANSPORT;

	/**
	 * The feature id for the '<em><b>Start Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX__START_PS = GENERATED_FLOWS__START_PS;

	/**
	 * The feature id for the '<em><b>Size Classes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX__SIZE_CLASSES = GENERATED_FLOWS__SIZE_CLASSES;

	/**
	 * The feature id for the '<em><b>Size Class Bounds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX__SIZE_CLASS_BOUNDS = GENERATED_FLOWS__SIZE_CLASS_BOUNDS;

	/**
	 * The feature id for the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX__SOURCE = GENERATED_FLOWS_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Destinations</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX__DESTINATIONS = GENERATED_FLOWS_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Min Size Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX__MIN_SIZE_BYTES = GENERATED_FLOWS_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Max Size Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX__MAX_SIZE_BYTES = GENERATED_FLOWS_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Load</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX__LOAD = GENERATED_FLOWS_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Load Basis</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX__LOAD_BASIS = GENERATED_FLOWS_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Stop Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX__STOP_PS = GENERATED_FLOWS_FEATURE_COUNT + 6;

	/**
	 * The number of structural features of the '<em>Short Flow Mix</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX_FEATURE_COUNT = GENERATED_FLOWS_FEATURE_COUNT + 7;

	/**
	 * The number of operations of the '<em>Short Flow Mix</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHORT_FLOW_MIX_OPERATION_COUNT = GENERATED_FLOWS_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.PoissonBackgroundImpl <em>Poisson Background</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.PoissonBackgroundImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getPoissonBackground()
	 * @generated
	 */
	int POISSON_BACKGROUND = 17;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__NAME = GENERATED_FLOWS__NAME;

	/**
	 * The feature id for the '<em><b>Transport</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__TRANSPORT = GENERATED_FLOWS__TRANSPORT;

	/**
	 * The feature id for the '<em><b>Start Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__START_PS = GENERATED_FLOWS__START_PS;

	/**
	 * The feature id for the '<em><b>Size Classes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__SIZE_CLASSES = GENERATED_FLOWS__SIZE_CLASSES;

	/**
	 * The feature id for the '<em><b>Size Class Bounds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__SIZE_CLASS_BOUNDS = GENERATED_FLOWS__SIZE_CLASS_BOUNDS;

	/**
	 * The feature id for the '<em><b>Hosts</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__HOSTS = GENERATED_FLOWS_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Sources</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__SOURCES = GENERATED_FLOWS_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Destinations</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__DESTINATIONS = GENERATED_FLOWS_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Cdf</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__CDF = GENERATED_FLOWS_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Load</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__LOAD = GENERATED_FLOWS_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Load Basis</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__LOAD_BASIS = GENERATED_FLOWS_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Cdf Points</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__CDF_POINTS = GENERATED_FLOWS_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Size Cap Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__SIZE_CAP_BYTES = GENERATED_FLOWS_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Stop Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND__STOP_PS = GENERATED_FLOWS_FEATURE_COUNT + 8;

	/**
	 * The number of structural features of the '<em>Poisson Background</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND_FEATURE_COUNT = GENERATED_FLOWS_FEATURE_COUNT + 9;

	/**
	 * The number of operations of the '<em>Poisson Background</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_BACKGROUND_OPERATION_COUNT = GENERATED_FLOWS_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.CbrSourceImpl <em>Cbr Source</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.CbrSourceImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getCbrSource()
	 * @generated
	 */
	int CBR_SOURCE = 18;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CBR_SOURCE__NAME = APPLICATION__NAME;

	/**
	 * The feature id for the '<em><b>Transport</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CBR_SOURCE__TRANSPORT = APPLICATION__TRANSPORT;

	/**
	 * The feature id for the '<em><b>Start Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CBR_SOURCE__START_PS = APPLICATION__START_PS;

	/**
	 * The feature id for the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CBR_SOURCE__SOURCE = APPLICATION_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Destination</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CBR_SOURCE__DESTINATION = APPLICATION_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Rate Bps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CBR_SOURCE__RATE_BPS = APPLICATION_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Chunk Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CBR_SOURCE__CHUNK_BYTES = APPLICATION_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Stop Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CBR_SOURCE__STOP_PS = APPLICATION_FEATURE_COUNT + 4;

	/**
	 * The number of structural features of the '<em>Cbr Source</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CBR_SOURCE_FEATURE_COUNT = APPLICATION_FEATURE_COUNT + 5;

	/**
	 * The number of operations of the '<em>Cbr Source</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CBR_SOURCE_OPERATION_COUNT = APPLICATION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.IncastClientImpl <em>Incast Client</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.IncastClientImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getIncastClient()
	 * @generated
	 */
	int INCAST_CLIENT = 19;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__NAME = APPLICATION__NAME;

	/**
	 * The feature id for the '<em><b>Transport</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__TRANSPORT = APPLICATION__TRANSPORT;

	/**
	 * The feature id for the '<em><b>Start Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__START_PS = APPLICATION__START_PS;

	/**
	 * The feature id for the '<em><b>Client</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__CLIENT = APPLICATION_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Servers</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__SERVERS = APPLICATION_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Server Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__SERVER_COUNT = APPLICATION_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Strategy</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__STRATEGY = APPLICATION_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Sru Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__SRU_BYTES = APPLICATION_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Block Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__BLOCK_BYTES = APPLICATION_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Blocks</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__BLOCKS = APPLICATION_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Request Delay Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__REQUEST_DELAY_PS = APPLICATION_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Capacity Bps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__CAPACITY_BPS = APPLICATION_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Propagation Rtt Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__PROPAGATION_RTT_PS = APPLICATION_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Bottleneck Buffer Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__BOTTLENECK_BUFFER_BYTES = APPLICATION_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Aipm Increase</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__AIPM_INCREASE = APPLICATION_FEATURE_COUNT + 11;

	/**
	 * The feature id for the '<em><b>Aipm Lost After Completions</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT__AIPM_LOST_AFTER_COMPLETIONS = APPLICATION_FEATURE_COUNT + 12;

	/**
	 * The number of structural features of the '<em>Incast Client</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT_FEATURE_COUNT = APPLICATION_FEATURE_COUNT + 13;

	/**
	 * The number of operations of the '<em>Incast Client</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INCAST_CLIENT_OPERATION_COUNT = APPLICATION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.ExperimentImpl <em>Experiment</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.ExperimentImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getExperiment()
	 * @generated
	 */
	int EXPERIMENT = 20;

	/**
	 * The feature id for the '<em><b>Probes</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EXPERIMENT__PROBES = 0;

	/**
	 * The feature id for the '<em><b>Sweeps</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EXPERIMENT__SWEEPS = 1;

	/**
	 * The feature id for the '<em><b>Repetitions</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EXPERIMENT__REPETITIONS = 2;

	/**
	 * The number of structural features of the '<em>Experiment</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EXPERIMENT_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Experiment</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EXPERIMENT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.ProbeImpl <em>Probe</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.ProbeImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getProbe()
	 * @generated
	 */
	int PROBE = 21;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROBE__KIND = 0;

	/**
	 * The feature id for the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROBE__TARGET = 1;

	/**
	 * The feature id for the '<em><b>At</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROBE__AT = 2;

	/**
	 * The feature id for the '<em><b>Period Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROBE__PERIOD_PS = 3;

	/**
	 * The number of structural features of the '<em>Probe</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROBE_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Probe</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROBE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.impl.SweepParameterImpl <em>Sweep Parameter</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.SweepParameterImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getSweepParameter()
	 * @generated
	 */
	int SWEEP_PARAMETER = 22;

	/**
	 * The feature id for the '<em><b>Path</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWEEP_PARAMETER__PATH = 0;

	/**
	 * The feature id for the '<em><b>Values</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWEEP_PARAMETER__VALUES = 1;

	/**
	 * The number of structural features of the '<em>Sweep Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWEEP_PARAMETER_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Sweep Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWEEP_PARAMETER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.EcmpMode <em>Ecmp Mode</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.EcmpMode
	 * @see org.dclab.model.impl.DclabPackageImpl#getEcmpMode()
	 * @generated
	 */
	int ECMP_MODE = 23;

	/**
	 * The meta object id for the '{@link org.dclab.model.LoadBasis <em>Load Basis</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.LoadBasis
	 * @see org.dclab.model.impl.DclabPackageImpl#getLoadBasis()
	 * @generated
	 */
	int LOAD_BASIS = 24;

	/**
	 * The meta object id for the '{@link org.dclab.model.SizeClasses <em>Size Classes</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.SizeClasses
	 * @see org.dclab.model.impl.DclabPackageImpl#getSizeClasses()
	 * @generated
	 */
	int SIZE_CLASSES = 25;

	/**
	 * The meta object id for the '{@link org.dclab.model.QueueUnit <em>Queue Unit</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.QueueUnit
	 * @see org.dclab.model.impl.DclabPackageImpl#getQueueUnit()
	 * @generated
	 */
	int QUEUE_UNIT = 26;

	/**
	 * The meta object id for the '{@link org.dclab.model.TcpStack <em>Tcp Stack</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.TcpStack
	 * @see org.dclab.model.impl.DclabPackageImpl#getTcpStack()
	 * @generated
	 */
	int TCP_STACK = 27;

	/**
	 * The meta object id for the '{@link org.dclab.model.StackSwitch <em>Stack Switch</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.StackSwitch
	 * @see org.dclab.model.impl.DclabPackageImpl#getStackSwitch()
	 * @generated
	 */
	int STACK_SWITCH = 28;

	/**
	 * The meta object id for the '{@link org.dclab.model.PrrBound <em>Prr Bound</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.PrrBound
	 * @see org.dclab.model.impl.DclabPackageImpl#getPrrBound()
	 * @generated
	 */
	int PRR_BOUND = 29;

	/**
	 * The meta object id for the '{@link org.dclab.model.WindowGrowth <em>Window Growth</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.WindowGrowth
	 * @see org.dclab.model.impl.DclabPackageImpl#getWindowGrowth()
	 * @generated
	 */
	int WINDOW_GROWTH = 30;

	/**
	 * The meta object id for the '{@link org.dclab.model.SsthreshRule <em>Ssthresh Rule</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.SsthreshRule
	 * @see org.dclab.model.impl.DclabPackageImpl#getSsthreshRule()
	 * @generated
	 */
	int SSTHRESH_RULE = 31;

	/**
	 * The meta object id for the '{@link org.dclab.model.IdleRestart <em>Idle Restart</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.IdleRestart
	 * @see org.dclab.model.impl.DclabPackageImpl#getIdleRestart()
	 * @generated
	 */
	int IDLE_RESTART = 32;

	/**
	 * The meta object id for the '{@link org.dclab.model.FinRule <em>Fin Rule</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.FinRule
	 * @see org.dclab.model.impl.DclabPackageImpl#getFinRule()
	 * @generated
	 */
	int FIN_RULE = 33;

	/**
	 * The meta object id for the '{@link org.dclab.model.EctRule <em>Ect Rule</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.EctRule
	 * @see org.dclab.model.impl.DclabPackageImpl#getEctRule()
	 * @generated
	 */
	int ECT_RULE = 34;

	/**
	 * The meta object id for the '{@link org.dclab.model.RtoBackoff <em>Rto Backoff</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.RtoBackoff
	 * @see org.dclab.model.impl.DclabPackageImpl#getRtoBackoff()
	 * @generated
	 */
	int RTO_BACKOFF = 35;

	/**
	 * The meta object id for the '{@link org.dclab.model.IncastStrategy <em>Incast Strategy</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.IncastStrategy
	 * @see org.dclab.model.impl.DclabPackageImpl#getIncastStrategy()
	 * @generated
	 */
	int INCAST_STRATEGY = 36;

	/**
	 * The meta object id for the '{@link org.dclab.model.AipmIncrease <em>Aipm Increase</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.AipmIncrease
	 * @see org.dclab.model.impl.DclabPackageImpl#getAipmIncrease()
	 * @generated
	 */
	int AIPM_INCREASE = 37;

	/**
	 * The meta object id for the '{@link org.dclab.model.ProbeKind <em>Probe Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.ProbeKind
	 * @see org.dclab.model.impl.DclabPackageImpl#getProbeKind()
	 * @generated
	 */
	int PROBE_KIND = 38;

	/**
	 * The meta object id for the '<em>Identifier</em>' data type.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see java.lang.String
	 * @see org.dclab.model.impl.DclabPackageImpl#getIdentifier()
	 * @generated
	 */
	int IDENTIFIER = 39;


	/**
	 * Returns the meta object for class '{@link org.dclab.model.NamedElement <em>Named Element</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Named Element</em>'.
	 * @see org.dclab.model.NamedElement
	 * @generated
	 */
	EClass getNamedElement();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.NamedElement#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.dclab.model.NamedElement#getName()
	 * @see #getNamedElement()
	 * @generated
	 */
	EAttribute getNamedElement_Name();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.Scenario <em>Scenario</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Scenario</em>'.
	 * @see org.dclab.model.Scenario
	 * @generated
	 */
	EClass getScenario();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Scenario#getDescription <em>Description</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Description</em>'.
	 * @see org.dclab.model.Scenario#getDescription()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_Description();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Scenario#getSchemaVersion <em>Schema Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Schema Version</em>'.
	 * @see org.dclab.model.Scenario#getSchemaVersion()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_SchemaVersion();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Scenario#getSeed <em>Seed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Seed</em>'.
	 * @see org.dclab.model.Scenario#getSeed()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_Seed();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Scenario#getDurationPs <em>Duration Ps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Duration Ps</em>'.
	 * @see org.dclab.model.Scenario#getDurationPs()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_DurationPs();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Scenario#getTcpStack <em>Tcp Stack</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tcp Stack</em>'.
	 * @see org.dclab.model.Scenario#getTcpStack()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_TcpStack();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Scenario#getEcmp <em>Ecmp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ecmp</em>'.
	 * @see org.dclab.model.Scenario#getEcmp()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_Ecmp();

	/**
	 * Returns the meta object for the containment reference '{@link org.dclab.model.Scenario#getNetwork <em>Network</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Network</em>'.
	 * @see org.dclab.model.Scenario#getNetwork()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Network();

	/**
	 * Returns the meta object for the containment reference '{@link org.dclab.model.Scenario#getTraffic <em>Traffic</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Traffic</em>'.
	 * @see org.dclab.model.Scenario#getTraffic()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Traffic();

	/**
	 * Returns the meta object for the containment reference '{@link org.dclab.model.Scenario#getExperiment <em>Experiment</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Experiment</em>'.
	 * @see org.dclab.model.Scenario#getExperiment()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Experiment();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.Network <em>Network</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Network</em>'.
	 * @see org.dclab.model.Network
	 * @generated
	 */
	EClass getNetwork();

	/**
	 * Returns the meta object for the containment reference list '{@link org.dclab.model.Network#getNodes <em>Nodes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Nodes</em>'.
	 * @see org.dclab.model.Network#getNodes()
	 * @see #getNetwork()
	 * @generated
	 */
	EReference getNetwork_Nodes();

	/**
	 * Returns the meta object for the containment reference list '{@link org.dclab.model.Network#getLinks <em>Links</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Links</em>'.
	 * @see org.dclab.model.Network#getLinks()
	 * @see #getNetwork()
	 * @generated
	 */
	EReference getNetwork_Links();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.Node <em>Node</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Node</em>'.
	 * @see org.dclab.model.Node
	 * @generated
	 */
	EClass getNode();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Node#getX <em>X</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>X</em>'.
	 * @see org.dclab.model.Node#getX()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_X();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Node#getY <em>Y</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Y</em>'.
	 * @see org.dclab.model.Node#getY()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_Y();

	/**
	 * Returns the meta object for the containment reference '{@link org.dclab.model.Node#getDefaultQueue <em>Default Queue</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Default Queue</em>'.
	 * @see org.dclab.model.Node#getDefaultQueue()
	 * @see #getNode()
	 * @generated
	 */
	EReference getNode_DefaultQueue();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.Host <em>Host</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Host</em>'.
	 * @see org.dclab.model.Host
	 * @generated
	 */
	EClass getHost();

	/**
	 * Returns the meta object for the containment reference '{@link org.dclab.model.Host#getTransport <em>Transport</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Transport</em>'.
	 * @see org.dclab.model.Host#getTransport()
	 * @see #getHost()
	 * @generated
	 */
	EReference getHost_Transport();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.Switch <em>Switch</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Switch</em>'.
	 * @see org.dclab.model.Switch
	 * @generated
	 */
	EClass getSwitch();

	/**
	 * Returns the meta object for the containment reference '{@link org.dclab.model.Switch#getSharedBuffer <em>Shared Buffer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Shared Buffer</em>'.
	 * @see org.dclab.model.Switch#getSharedBuffer()
	 * @see #getSwitch()
	 * @generated
	 */
	EReference getSwitch_SharedBuffer();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.Router <em>Router</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Router</em>'.
	 * @see org.dclab.model.Router
	 * @generated
	 */
	EClass getRouter();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.Link <em>Link</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Link</em>'.
	 * @see org.dclab.model.Link
	 * @generated
	 */
	EClass getLink();

	/**
	 * Returns the meta object for the reference '{@link org.dclab.model.Link#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Source</em>'.
	 * @see org.dclab.model.Link#getSource()
	 * @see #getLink()
	 * @generated
	 */
	EReference getLink_Source();

	/**
	 * Returns the meta object for the reference '{@link org.dclab.model.Link#getTarget <em>Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Target</em>'.
	 * @see org.dclab.model.Link#getTarget()
	 * @see #getLink()
	 * @generated
	 */
	EReference getLink_Target();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Link#getRateBps <em>Rate Bps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rate Bps</em>'.
	 * @see org.dclab.model.Link#getRateBps()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_RateBps();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Link#getDelayPs <em>Delay Ps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Delay Ps</em>'.
	 * @see org.dclab.model.Link#getDelayPs()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_DelayPs();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Link#getLossRate <em>Loss Rate</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Loss Rate</em>'.
	 * @see org.dclab.model.Link#getLossRate()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_LossRate();

	/**
	 * Returns the meta object for the containment reference '{@link org.dclab.model.Link#getSourceQueue <em>Source Queue</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Source Queue</em>'.
	 * @see org.dclab.model.Link#getSourceQueue()
	 * @see #getLink()
	 * @generated
	 */
	EReference getLink_SourceQueue();

	/**
	 * Returns the meta object for the containment reference '{@link org.dclab.model.Link#getTargetQueue <em>Target Queue</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Target Queue</em>'.
	 * @see org.dclab.model.Link#getTargetQueue()
	 * @see #getLink()
	 * @generated
	 */
	EReference getLink_TargetQueue();

	/**
	 * Returns the meta object for class '{@link java.util.Map.Entry <em>Parameter Entry</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Parameter Entry</em>'.
	 * @see java.util.Map.Entry
	 * @model keyDataType="org.eclipse.emf.ecore.EString" keyRequired="true"
	 *        valueDataType="org.eclipse.emf.ecore.EString" valueRequired="true"
	 * @generated
	 */
	EClass getParameterEntry();

	/**
	 * Returns the meta object for the attribute '{@link java.util.Map.Entry <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see java.util.Map.Entry
	 * @see #getParameterEntry()
	 * @generated
	 */
	EAttribute getParameterEntry_Key();

	/**
	 * Returns the meta object for the attribute '{@link java.util.Map.Entry <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see java.util.Map.Entry
	 * @see #getParameterEntry()
	 * @generated
	 */
	EAttribute getParameterEntry_Value();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.QueueSettings <em>Queue Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Queue Settings</em>'.
	 * @see org.dclab.model.QueueSettings
	 * @generated
	 */
	EClass getQueueSettings();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.QueueSettings#getDiscipline <em>Discipline</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Discipline</em>'.
	 * @see org.dclab.model.QueueSettings#getDiscipline()
	 * @see #getQueueSettings()
	 * @generated
	 */
	EAttribute getQueueSettings_Discipline();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.QueueSettings#getUnit <em>Unit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Unit</em>'.
	 * @see org.dclab.model.QueueSettings#getUnit()
	 * @see #getQueueSettings()
	 * @generated
	 */
	EAttribute getQueueSettings_Unit();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.QueueSettings#getBufferLimit <em>Buffer Limit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Buffer Limit</em>'.
	 * @see org.dclab.model.QueueSettings#getBufferLimit()
	 * @see #getQueueSettings()
	 * @generated
	 */
	EAttribute getQueueSettings_BufferLimit();

	/**
	 * Returns the meta object for the map '{@link org.dclab.model.QueueSettings#getParameters <em>Parameters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the map '<em>Parameters</em>'.
	 * @see org.dclab.model.QueueSettings#getParameters()
	 * @see #getQueueSettings()
	 * @generated
	 */
	EReference getQueueSettings_Parameters();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.TransportSettings <em>Transport Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Transport Settings</em>'.
	 * @see org.dclab.model.TransportSettings
	 * @generated
	 */
	EClass getTransportSettings();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getCongestionControl <em>Congestion Control</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Congestion Control</em>'.
	 * @see org.dclab.model.TransportSettings#getCongestionControl()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_CongestionControl();

	/**
	 * Returns the meta object for the map '{@link org.dclab.model.TransportSettings#getParameters <em>Parameters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the map '<em>Parameters</em>'.
	 * @see org.dclab.model.TransportSettings#getParameters()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EReference getTransportSettings_Parameters();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getMssBytes <em>Mss Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mss Bytes</em>'.
	 * @see org.dclab.model.TransportSettings#getMssBytes()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_MssBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getInitialWindowSegments <em>Initial Window Segments</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Initial Window Segments</em>'.
	 * @see org.dclab.model.TransportSettings#getInitialWindowSegments()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_InitialWindowSegments();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getMinRtoPs <em>Min Rto Ps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min Rto Ps</em>'.
	 * @see org.dclab.model.TransportSettings#getMinRtoPs()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_MinRtoPs();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#isDelayedAck <em>Delayed Ack</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Delayed Ack</em>'.
	 * @see org.dclab.model.TransportSettings#isDelayedAck()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_DelayedAck();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getDelayedAckTimeoutPs <em>Delayed Ack Timeout Ps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Delayed Ack Timeout Ps</em>'.
	 * @see org.dclab.model.TransportSettings#getDelayedAckTimeoutPs()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_DelayedAckTimeoutPs();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#isEcn <em>Ecn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ecn</em>'.
	 * @see org.dclab.model.TransportSettings#isEcn()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_Ecn();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getReceiveBufferBytes <em>Receive Buffer Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Receive Buffer Bytes</em>'.
	 * @see org.dclab.model.TransportSettings#getReceiveBufferBytes()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_ReceiveBufferBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#isPacing <em>Pacing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pacing</em>'.
	 * @see org.dclab.model.TransportSettings#isPacing()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_Pacing();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getSack <em>Sack</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sack</em>'.
	 * @see org.dclab.model.TransportSettings#getSack()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_Sack();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getTimestamps <em>Timestamps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Timestamps</em>'.
	 * @see org.dclab.model.TransportSettings#getTimestamps()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_Timestamps();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getLimitedTransmit <em>Limited Transmit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Limited Transmit</em>'.
	 * @see org.dclab.model.TransportSettings#getLimitedTransmit()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_LimitedTransmit();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getPrr <em>Prr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Prr</em>'.
	 * @see org.dclab.model.TransportSettings#getPrr()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_Prr();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getRack <em>Rack</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rack</em>'.
	 * @see org.dclab.model.TransportSettings#getRack()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_Rack();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getTailLossProbe <em>Tail Loss Probe</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tail Loss Probe</em>'.
	 * @see org.dclab.model.TransportSettings#getTailLossProbe()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_TailLossProbe();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getQuickAck <em>Quick Ack</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Quick Ack</em>'.
	 * @see org.dclab.model.TransportSettings#getQuickAck()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_QuickAck();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getWindowGrowth <em>Window Growth</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Window Growth</em>'.
	 * @see org.dclab.model.TransportSettings#getWindowGrowth()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_WindowGrowth();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getSsthreshRule <em>Ssthresh Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ssthresh Rule</em>'.
	 * @see org.dclab.model.TransportSettings#getSsthreshRule()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_SsthreshRule();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getIdleRestart <em>Idle Restart</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Idle Restart</em>'.
	 * @see org.dclab.model.TransportSettings#getIdleRestart()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_IdleRestart();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getEctRule <em>Ect Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ect Rule</em>'.
	 * @see org.dclab.model.TransportSettings#getEctRule()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_EctRule();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getFinRule <em>Fin Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Fin Rule</em>'.
	 * @see org.dclab.model.TransportSettings#getFinRule()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_FinRule();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getPrrBound <em>Prr Bound</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Prr Bound</em>'.
	 * @see org.dclab.model.TransportSettings#getPrrBound()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_PrrBound();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getRtoBackoff <em>Rto Backoff</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rto Backoff</em>'.
	 * @see org.dclab.model.TransportSettings#getRtoBackoff()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_RtoBackoff();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.SharedBuffer <em>Shared Buffer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Shared Buffer</em>'.
	 * @see org.dclab.model.SharedBuffer
	 * @generated
	 */
	EClass getSharedBuffer();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.SharedBuffer#getBufferBytes <em>Buffer Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Buffer Bytes</em>'.
	 * @see org.dclab.model.SharedBuffer#getBufferBytes()
	 * @see #getSharedBuffer()
	 * @generated
	 */
	EAttribute getSharedBuffer_BufferBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.SharedBuffer#getAlpha <em>Alpha</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Alpha</em>'.
	 * @see org.dclab.model.SharedBuffer#getAlpha()
	 * @see #getSharedBuffer()
	 * @generated
	 */
	EAttribute getSharedBuffer_Alpha();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.Traffic <em>Traffic</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Traffic</em>'.
	 * @see org.dclab.model.Traffic
	 * @generated
	 */
	EClass getTraffic();

	/**
	 * Returns the meta object for the containment reference list '{@link org.dclab.model.Traffic#getApplications <em>Applications</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Applications</em>'.
	 * @see org.dclab.model.Traffic#getApplications()
	 * @see #getTraffic()
	 * @generated
	 */
	EReference getTraffic_Applications();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.Application <em>Application</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Application</em>'.
	 * @see org.dclab.model.Application
	 * @generated
	 */
	EClass getApplication();

	/**
	 * Returns the meta object for the containment reference '{@link org.dclab.model.Application#getTransport <em>Transport</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Transport</em>'.
	 * @see org.dclab.model.Application#getTransport()
	 * @see #getApplication()
	 * @generated
	 */
	EReference getApplication_Transport();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Application#getStartPs <em>Start Ps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Start Ps</em>'.
	 * @see org.dclab.model.Application#getStartPs()
	 * @see #getApplication()
	 * @generated
	 */
	EAttribute getApplication_StartPs();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.LongFlow <em>Long Flow</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Long Flow</em>'.
	 * @see org.dclab.model.LongFlow
	 * @generated
	 */
	EClass getLongFlow();

	/**
	 * Returns the meta object for the reference '{@link org.dclab.model.LongFlow#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Source</em>'.
	 * @see org.dclab.model.LongFlow#getSource()
	 * @see #getLongFlow()
	 * @generated
	 */
	EReference getLongFlow_Source();

	/**
	 * Returns the meta object for the reference '{@link org.dclab.model.LongFlow#getDestination <em>Destination</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Destination</em>'.
	 * @see org.dclab.model.LongFlow#getDestination()
	 * @see #getLongFlow()
	 * @generated
	 */
	EReference getLongFlow_Destination();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.LongFlow#getSizeBytes <em>Size Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Size Bytes</em>'.
	 * @see org.dclab.model.LongFlow#getSizeBytes()
	 * @see #getLongFlow()
	 * @generated
	 */
	EAttribute getLongFlow_SizeBytes();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.GeneratedFlows <em>Generated Flows</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Generated Flows</em>'.
	 * @see org.dclab.model.GeneratedFlows
	 * @generated
	 */
	EClass getGeneratedFlows();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.GeneratedFlows#getSizeClasses <em>Size Classes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Size Classes</em>'.
	 * @see org.dclab.model.GeneratedFlows#getSizeClasses()
	 * @see #getGeneratedFlows()
	 * @generated
	 */
	EAttribute getGeneratedFlows_SizeClasses();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.GeneratedFlows#getSizeClassBounds <em>Size Class Bounds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Size Class Bounds</em>'.
	 * @see org.dclab.model.GeneratedFlows#getSizeClassBounds()
	 * @see #getGeneratedFlows()
	 * @generated
	 */
	EAttribute getGeneratedFlows_SizeClassBounds();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.ShortFlowMix <em>Short Flow Mix</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Short Flow Mix</em>'.
	 * @see org.dclab.model.ShortFlowMix
	 * @generated
	 */
	EClass getShortFlowMix();

	/**
	 * Returns the meta object for the reference '{@link org.dclab.model.ShortFlowMix#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Source</em>'.
	 * @see org.dclab.model.ShortFlowMix#getSource()
	 * @see #getShortFlowMix()
	 * @generated
	 */
	EReference getShortFlowMix_Source();

	/**
	 * Returns the meta object for the reference list '{@link org.dclab.model.ShortFlowMix#getDestinations <em>Destinations</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Destinations</em>'.
	 * @see org.dclab.model.ShortFlowMix#getDestinations()
	 * @see #getShortFlowMix()
	 * @generated
	 */
	EReference getShortFlowMix_Destinations();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.ShortFlowMix#getMinSizeBytes <em>Min Size Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min Size Bytes</em>'.
	 * @see org.dclab.model.ShortFlowMix#getMinSizeBytes()
	 * @see #getShortFlowMix()
	 * @generated
	 */
	EAttribute getShortFlowMix_MinSizeBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.ShortFlowMix#getMaxSizeBytes <em>Max Size Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Size Bytes</em>'.
	 * @see org.dclab.model.ShortFlowMix#getMaxSizeBytes()
	 * @see #getShortFlowMix()
	 * @generated
	 */
	EAttribute getShortFlowMix_MaxSizeBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.ShortFlowMix#getLoad <em>Load</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Load</em>'.
	 * @see org.dclab.model.ShortFlowMix#getLoad()
	 * @see #getShortFlowMix()
	 * @generated
	 */
	EAttribute getShortFlowMix_Load();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.ShortFlowMix#getLoadBasis <em>Load Basis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Load Basis</em>'.
	 * @see org.dclab.model.ShortFlowMix#getLoadBasis()
	 * @see #getShortFlowMix()
	 * @generated
	 */
	EAttribute getShortFlowMix_LoadBasis();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.ShortFlowMix#getStopPs <em>Stop Ps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Stop Ps</em>'.
	 * @see org.dclab.model.ShortFlowMix#getStopPs()
	 * @see #getShortFlowMix()
	 * @generated
	 */
	EAttribute getShortFlowMix_StopPs();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.PoissonBackground <em>Poisson Background</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Poisson Background</em>'.
	 * @see org.dclab.model.PoissonBackground
	 * @generated
	 */
	EClass getPoissonBackground();

	/**
	 * Returns the meta object for the reference list '{@link org.dclab.model.PoissonBackground#getHosts <em>Hosts</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Hosts</em>'.
	 * @see org.dclab.model.PoissonBackground#getHosts()
	 * @see #getPoissonBackground()
	 * @generated
	 */
	EReference getPoissonBackground_Hosts();

	/**
	 * Returns the meta object for the reference list '{@link org.dclab.model.PoissonBackground#getSources <em>Sources</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Sources</em>'.
	 * @see org.dclab.model.PoissonBackground#getSources()
	 * @see #getPoissonBackground()
	 * @generated
	 */
	EReference getPoissonBackground_Sources();

	/**
	 * Returns the meta object for the reference list '{@link org.dclab.model.PoissonBackground#getDestinations <em>Destinations</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Destinations</em>'.
	 * @see org.dclab.model.PoissonBackground#getDestinations()
	 * @see #getPoissonBackground()
	 * @generated
	 */
	EReference getPoissonBackground_Destinations();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.PoissonBackground#getCdf <em>Cdf</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cdf</em>'.
	 * @see org.dclab.model.PoissonBackground#getCdf()
	 * @see #getPoissonBackground()
	 * @generated
	 */
	EAttribute getPoissonBackground_Cdf();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.PoissonBackground#getLoad <em>Load</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Load</em>'.
	 * @see org.dclab.model.PoissonBackground#getLoad()
	 * @see #getPoissonBackground()
	 * @generated
	 */
	EAttribute getPoissonBackground_Load();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.PoissonBackground#getLoadBasis <em>Load Basis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Load Basis</em>'.
	 * @see org.dclab.model.PoissonBackground#getLoadBasis()
	 * @see #getPoissonBackground()
	 * @generated
	 */
	EAttribute getPoissonBackground_LoadBasis();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.PoissonBackground#getCdfPoints <em>Cdf Points</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cdf Points</em>'.
	 * @see org.dclab.model.PoissonBackground#getCdfPoints()
	 * @see #getPoissonBackground()
	 * @generated
	 */
	EAttribute getPoissonBackground_CdfPoints();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.PoissonBackground#getSizeCapBytes <em>Size Cap Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Size Cap Bytes</em>'.
	 * @see org.dclab.model.PoissonBackground#getSizeCapBytes()
	 * @see #getPoissonBackground()
	 * @generated
	 */
	EAttribute getPoissonBackground_SizeCapBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.PoissonBackground#getStopPs <em>Stop Ps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Stop Ps</em>'.
	 * @see org.dclab.model.PoissonBackground#getStopPs()
	 * @see #getPoissonBackground()
	 * @generated
	 */
	EAttribute getPoissonBackground_StopPs();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.CbrSource <em>Cbr Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Cbr Source</em>'.
	 * @see org.dclab.model.CbrSource
	 * @generated
	 */
	EClass getCbrSource();

	/**
	 * Returns the meta object for the reference '{@link org.dclab.model.CbrSource#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Source</em>'.
	 * @see org.dclab.model.CbrSource#getSource()
	 * @see #getCbrSource()
	 * @generated
	 */
	EReference getCbrSource_Source();

	/**
	 * Returns the meta object for the reference '{@link org.dclab.model.CbrSource#getDestination <em>Destination</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Destination</em>'.
	 * @see org.dclab.model.CbrSource#getDestination()
	 * @see #getCbrSource()
	 * @generated
	 */
	EReference getCbrSource_Destination();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.CbrSource#getRateBps <em>Rate Bps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rate Bps</em>'.
	 * @see org.dclab.model.CbrSource#getRateBps()
	 * @see #getCbrSource()
	 * @generated
	 */
	EAttribute getCbrSource_RateBps();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.CbrSource#getChunkBytes <em>Chunk Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Chunk Bytes</em>'.
	 * @see org.dclab.model.CbrSource#getChunkBytes()
	 * @see #getCbrSource()
	 * @generated
	 */
	EAttribute getCbrSource_ChunkBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.CbrSource#getStopPs <em>Stop Ps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Stop Ps</em>'.
	 * @see org.dclab.model.CbrSource#getStopPs()
	 * @see #getCbrSource()
	 * @generated
	 */
	EAttribute getCbrSource_StopPs();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.IncastClient <em>Incast Client</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Incast Client</em>'.
	 * @see org.dclab.model.IncastClient
	 * @generated
	 */
	EClass getIncastClient();

	/**
	 * Returns the meta object for the reference '{@link org.dclab.model.IncastClient#getClient <em>Client</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Client</em>'.
	 * @see org.dclab.model.IncastClient#getClient()
	 * @see #getIncastClient()
	 * @generated
	 */
	EReference getIncastClient_Client();

	/**
	 * Returns the meta object for the reference list '{@link org.dclab.model.IncastClient#getServers <em>Servers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Servers</em>'.
	 * @see org.dclab.model.IncastClient#getServers()
	 * @see #getIncastClient()
	 * @generated
	 */
	EReference getIncastClient_Servers();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.IncastClient#getServerCount <em>Server Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Server Count</em>'.
	 * @see org.dclab.model.IncastClient#getServerCount()
	 * @see #getIncastClient()
	 * @generated
	 */
	EAttribute getIncastClient_ServerCount();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.IncastClient#getStrategy <em>Strategy</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Strategy</em>'.
	 * @see org.dclab.model.IncastClient#getStrategy()
	 * @see #getIncastClient()
	 * @generated
	 */
	EAttribute getIncastClient_Strategy();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.IncastClient#getSruBytes <em>Sru Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sru Bytes</em>'.
	 * @see org.dclab.model.IncastClient#getSruBytes()
	 * @see #getIncastClient()
	 * @generated
	 */
	EAttribute getIncastClient_SruBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.IncastClient#getBlockBytes <em>Block Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Block Bytes</em>'.
	 * @see org.dclab.model.IncastClient#getBlockBytes()
	 * @see #getIncastClient()
	 * @generated
	 */
	EAttribute getIncastClient_BlockBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.IncastClient#getBlocks <em>Blocks</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Blocks</em>'.
	 * @see org.dclab.model.IncastClient#getBlocks()
	 * @see #getIncastClient()
	 * @generated
	 */
	EAttribute getIncastClient_Blocks();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.IncastClient#getRequestDelayPs <em>Request Delay Ps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Request Delay Ps</em>'.
	 * @see org.dclab.model.IncastClient#getRequestDelayPs()
	 * @see #getIncastClient()
	 * @generated
	 */
	EAttribute getIncastClient_RequestDelayPs();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.IncastClient#getCapacityBps <em>Capacity Bps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Capacity Bps</em>'.
	 * @see org.dclab.model.IncastClient#getCapacityBps()
	 * @see #getIncastClient()
	 * @generated
	 */
	EAttribute getIncastClient_CapacityBps();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.IncastClient#getPropagationRttPs <em>Propagation Rtt Ps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Propagation Rtt Ps</em>'.
	 * @see org.dclab.model.IncastClient#getPropagationRttPs()
	 * @see #getIncastClient()
	 * @generated
	 */
	EAttribute getIncastClient_PropagationRttPs();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.IncastClient#getBottleneckBufferBytes <em>Bottleneck Buffer Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bottleneck Buffer Bytes</em>'.
	 * @see org.dclab.model.IncastClient#getBottleneckBufferBytes()
	 * @see #getIncastClient()
	 * @generated
	 */
	EAttribute getIncastClient_BottleneckBufferBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.IncastClient#getAipmIncrease <em>Aipm Increase</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Aipm Increase</em>'.
	 * @see org.dclab.model.IncastClient#getAipmIncrease()
	 * @see #getIncastClient()
	 * @generated
	 */
	EAttribute getIncastClient_AipmIncrease();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.IncastClient#getAipmLostAfterCompletions <em>Aipm Lost After Completions</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Aipm Lost After Completions</em>'.
	 * @see org.dclab.model.IncastClient#getAipmLostAfterCompletions()
	 * @see #getIncastClient()
	 * @generated
	 */
	EAttribute getIncastClient_AipmLostAfterCompletions();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.Experiment <em>Experiment</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Experiment</em>'.
	 * @see org.dclab.model.Experiment
	 * @generated
	 */
	EClass getExperiment();

	/**
	 * Returns the meta object for the containment reference list '{@link org.dclab.model.Experiment#getProbes <em>Probes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Probes</em>'.
	 * @see org.dclab.model.Experiment#getProbes()
	 * @see #getExperiment()
	 * @generated
	 */
	EReference getExperiment_Probes();

	/**
	 * Returns the meta object for the containment reference list '{@link org.dclab.model.Experiment#getSweeps <em>Sweeps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Sweeps</em>'.
	 * @see org.dclab.model.Experiment#getSweeps()
	 * @see #getExperiment()
	 * @generated
	 */
	EReference getExperiment_Sweeps();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Experiment#getRepetitions <em>Repetitions</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Repetitions</em>'.
	 * @see org.dclab.model.Experiment#getRepetitions()
	 * @see #getExperiment()
	 * @generated
	 */
	EAttribute getExperiment_Repetitions();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.Probe <em>Probe</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Probe</em>'.
	 * @see org.dclab.model.Probe
	 * @generated
	 */
	EClass getProbe();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Probe#getKind <em>Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kind</em>'.
	 * @see org.dclab.model.Probe#getKind()
	 * @see #getProbe()
	 * @generated
	 */
	EAttribute getProbe_Kind();

	/**
	 * Returns the meta object for the reference '{@link org.dclab.model.Probe#getTarget <em>Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Target</em>'.
	 * @see org.dclab.model.Probe#getTarget()
	 * @see #getProbe()
	 * @generated
	 */
	EReference getProbe_Target();

	/**
	 * Returns the meta object for the reference '{@link org.dclab.model.Probe#getAt <em>At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>At</em>'.
	 * @see org.dclab.model.Probe#getAt()
	 * @see #getProbe()
	 * @generated
	 */
	EReference getProbe_At();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.Probe#getPeriodPs <em>Period Ps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Period Ps</em>'.
	 * @see org.dclab.model.Probe#getPeriodPs()
	 * @see #getProbe()
	 * @generated
	 */
	EAttribute getProbe_PeriodPs();

	/**
	 * Returns the meta object for class '{@link org.dclab.model.SweepParameter <em>Sweep Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Sweep Parameter</em>'.
	 * @see org.dclab.model.SweepParameter
	 * @generated
	 */
	EClass getSweepParameter();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.SweepParameter#getPath <em>Path</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Path</em>'.
	 * @see org.dclab.model.SweepParameter#getPath()
	 * @see #getSweepParameter()
	 * @generated
	 */
	EAttribute getSweepParameter_Path();

	/**
	 * Returns the meta object for the attribute list '{@link org.dclab.model.SweepParameter#getValues <em>Values</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Values</em>'.
	 * @see org.dclab.model.SweepParameter#getValues()
	 * @see #getSweepParameter()
	 * @generated
	 */
	EAttribute getSweepParameter_Values();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.EcmpMode <em>Ecmp Mode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Ecmp Mode</em>'.
	 * @see org.dclab.model.EcmpMode
	 * @generated
	 */
	EEnum getEcmpMode();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.LoadBasis <em>Load Basis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Load Basis</em>'.
	 * @see org.dclab.model.LoadBasis
	 * @generated
	 */
	EEnum getLoadBasis();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.SizeClasses <em>Size Classes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Size Classes</em>'.
	 * @see org.dclab.model.SizeClasses
	 * @generated
	 */
	EEnum getSizeClasses();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.QueueUnit <em>Queue Unit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Queue Unit</em>'.
	 * @see org.dclab.model.QueueUnit
	 * @generated
	 */
	EEnum getQueueUnit();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.TcpStack <em>Tcp Stack</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Tcp Stack</em>'.
	 * @see org.dclab.model.TcpStack
	 * @generated
	 */
	EEnum getTcpStack();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.StackSwitch <em>Stack Switch</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Stack Switch</em>'.
	 * @see org.dclab.model.StackSwitch
	 * @generated
	 */
	EEnum getStackSwitch();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.PrrBound <em>Prr Bound</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Prr Bound</em>'.
	 * @see org.dclab.model.PrrBound
	 * @generated
	 */
	EEnum getPrrBound();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.WindowGrowth <em>Window Growth</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Window Growth</em>'.
	 * @see org.dclab.model.WindowGrowth
	 * @generated
	 */
	EEnum getWindowGrowth();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.SsthreshRule <em>Ssthresh Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Ssthresh Rule</em>'.
	 * @see org.dclab.model.SsthreshRule
	 * @generated
	 */
	EEnum getSsthreshRule();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.IdleRestart <em>Idle Restart</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Idle Restart</em>'.
	 * @see org.dclab.model.IdleRestart
	 * @generated
	 */
	EEnum getIdleRestart();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.FinRule <em>Fin Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Fin Rule</em>'.
	 * @see org.dclab.model.FinRule
	 * @generated
	 */
	EEnum getFinRule();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.EctRule <em>Ect Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Ect Rule</em>'.
	 * @see org.dclab.model.EctRule
	 * @generated
	 */
	EEnum getEctRule();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.RtoBackoff <em>Rto Backoff</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Rto Backoff</em>'.
	 * @see org.dclab.model.RtoBackoff
	 * @generated
	 */
	EEnum getRtoBackoff();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.IncastStrategy <em>Incast Strategy</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Incast Strategy</em>'.
	 * @see org.dclab.model.IncastStrategy
	 * @generated
	 */
	EEnum getIncastStrategy();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.AipmIncrease <em>Aipm Increase</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Aipm Increase</em>'.
	 * @see org.dclab.model.AipmIncrease
	 * @generated
	 */
	EEnum getAipmIncrease();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.ProbeKind <em>Probe Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Probe Kind</em>'.
	 * @see org.dclab.model.ProbeKind
	 * @generated
	 */
	EEnum getProbeKind();

	/**
	 * Returns the meta object for data type '{@link java.lang.String <em>Identifier</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
     * <!-- begin-model-doc -->
     * A name that can be written unquoted in a reference list and on a command line.
     * <!-- end-model-doc -->
	 * @return the meta object for data type '<em>Identifier</em>'.
	 * @see java.lang.String
	 * @model instanceClass="java.lang.String"
	 *        extendedMetaData="pattern='[A-Za-z_][A-Za-z0-9_.-]*'"
	 * @generated
	 */
	EDataType getIdentifier();

	/**
	 * Returns the factory that creates the instances of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the factory that creates the instances of the model.
	 * @generated
	 */
	DclabFactory getDclabFactory();

	/**
	 * <!-- begin-user-doc -->
	 * Defines literals for the meta objects that represent
	 * <ul>
	 *   <li>each class,</li>
	 *   <li>each feature of each class,</li>
	 *   <li>each operation of each class,</li>
	 *   <li>each enum,</li>
	 *   <li>and each data type</li>
	 * </ul>
	 * <!-- end-user-doc -->
	 * @generated
	 */
	interface Literals {
		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.NamedElementImpl <em>Named Element</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.NamedElementImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getNamedElement()
		 * @generated
		 */
		EClass NAMED_ELEMENT = eINSTANCE.getNamedElement();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NAMED_ELEMENT__NAME = eINSTANCE.getNamedElement_Name();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.ScenarioImpl <em>Scenario</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.ScenarioImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getScenario()
		 * @generated
		 */
		EClass SCENARIO = eINSTANCE.getScenario();

		/**
		 * The meta object literal for the '<em><b>Description</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__DESCRIPTION = eINSTANCE.getScenario_Description();

		/**
		 * The meta object literal for the '<em><b>Schema Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__SCHEMA_VERSION = eINSTANCE.getScenario_SchemaVersion();

		/**
		 * The meta object literal for the '<em><b>Seed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__SEED = eINSTANCE.getScenario_Seed();

		/**
		 * The meta object literal for the '<em><b>Duration Ps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__DURATION_PS = eINSTANCE.getScenario_DurationPs();

		/**
		 * The meta object literal for the '<em><b>Tcp Stack</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__TCP_STACK = eINSTANCE.getScenario_TcpStack();

		/**
		 * The meta object literal for the '<em><b>Ecmp</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__ECMP = eINSTANCE.getScenario_Ecmp();

		/**
		 * The meta object literal for the '<em><b>Network</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__NETWORK = eINSTANCE.getScenario_Network();

		/**
		 * The meta object literal for the '<em><b>Traffic</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__TRAFFIC = eINSTANCE.getScenario_Traffic();

		/**
		 * The meta object literal for the '<em><b>Experiment</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__EXPERIMENT = eINSTANCE.getScenario_Experiment();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.NetworkImpl <em>Network</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.NetworkImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getNetwork()
		 * @generated
		 */
		EClass NETWORK = eINSTANCE.getNetwork();

		/**
		 * The meta object literal for the '<em><b>Nodes</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference NETWORK__NODES = eINSTANCE.getNetwork_Nodes();

		/**
		 * The meta object literal for the '<em><b>Links</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference NETWORK__LINKS = eINSTANCE.getNetwork_Links();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.NodeImpl <em>Node</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.NodeImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getNode()
		 * @generated
		 */
		EClass NODE = eINSTANCE.getNode();

		/**
		 * The meta object literal for the '<em><b>X</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__X = eINSTANCE.getNode_X();

		/**
		 * The meta object literal for the '<em><b>Y</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__Y = eINSTANCE.getNode_Y();

		/**
		 * The meta object literal for the '<em><b>Default Queue</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference NODE__DEFAULT_QUEUE = eINSTANCE.getNode_DefaultQueue();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.HostImpl <em>Host</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.HostImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getHost()
		 * @generated
		 */
		EClass HOST = eINSTANCE.getHost();

		/**
		 * The meta object literal for the '<em><b>Transport</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HOST__TRANSPORT = eINSTANCE.getHost_Transport();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.SwitchImpl <em>Switch</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.SwitchImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getSwitch()
		 * @generated
		 */
		EClass SWITCH = eINSTANCE.getSwitch();

		/**
		 * The meta object literal for the '<em><b>Shared Buffer</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SWITCH__SHARED_BUFFER = eINSTANCE.getSwitch_SharedBuffer();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.RouterImpl <em>Router</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.RouterImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getRouter()
		 * @generated
		 */
		EClass ROUTER = eINSTANCE.getRouter();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.LinkImpl <em>Link</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.LinkImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getLink()
		 * @generated
		 */
		EClass LINK = eINSTANCE.getLink();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LINK__SOURCE = eINSTANCE.getLink_Source();

		/**
		 * The meta object literal for the '<em><b>Target</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LINK__TARGET = eINSTANCE.getLink_Target();

		/**
		 * The meta object literal for the '<em><b>Rate Bps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__RATE_BPS = eINSTANCE.getLink_RateBps();

		/**
		 * The meta object literal for the '<em><b>Delay Ps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__DELAY_PS = eINSTANCE.getLink_DelayPs();

		/**
		 * The meta object literal for the '<em><b>Loss Rate</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__LOSS_RATE = eINSTANCE.getLink_LossRate();

		/**
		 * The meta object literal for the '<em><b>Source Queue</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LINK__SOURCE_QUEUE = eINSTANCE.getLink_SourceQueue();

		/**
		 * The meta object literal for the '<em><b>Target Queue</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LINK__TARGET_QUEUE = eINSTANCE.getLink_TargetQueue();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.ParameterEntryImpl <em>Parameter Entry</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.ParameterEntryImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getParameterEntry()
		 * @generated
		 */
		EClass PARAMETER_ENTRY = eINSTANCE.getParameterEntry();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARAMETER_ENTRY__KEY = eINSTANCE.getParameterEntry_Key();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARAMETER_ENTRY__VALUE = eINSTANCE.getParameterEntry_Value();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.QueueSettingsImpl <em>Queue Settings</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.QueueSettingsImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getQueueSettings()
		 * @generated
		 */
		EClass QUEUE_SETTINGS = eINSTANCE.getQueueSettings();

		/**
		 * The meta object literal for the '<em><b>Discipline</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUEUE_SETTINGS__DISCIPLINE = eINSTANCE.getQueueSettings_Discipline();

		/**
		 * The meta object literal for the '<em><b>Unit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUEUE_SETTINGS__UNIT = eINSTANCE.getQueueSettings_Unit();

		/**
		 * The meta object literal for the '<em><b>Buffer Limit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUEUE_SETTINGS__BUFFER_LIMIT = eINSTANCE.getQueueSettings_BufferLimit();

		/**
		 * The meta object literal for the '<em><b>Parameters</b></em>' map feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference QUEUE_SETTINGS__PARAMETERS = eINSTANCE.getQueueSettings_Parameters();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.TransportSettingsImpl <em>Transport Settings</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.TransportSettingsImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getTransportSettings()
		 * @generated
		 */
		EClass TRANSPORT_SETTINGS = eINSTANCE.getTransportSettings();

		/**
		 * The meta object literal for the '<em><b>Congestion Control</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__CONGESTION_CONTROL = eINSTANCE.getTransportSettings_CongestionControl();

		/**
		 * The meta object literal for the '<em><b>Parameters</b></em>' map feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRANSPORT_SETTINGS__PARAMETERS = eINSTANCE.getTransportSettings_Parameters();

		/**
		 * The meta object literal for the '<em><b>Mss Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__MSS_BYTES = eINSTANCE.getTransportSettings_MssBytes();

		/**
		 * The meta object literal for the '<em><b>Initial Window Segments</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__INITIAL_WINDOW_SEGMENTS = eINSTANCE.getTransportSettings_InitialWindowSegments();

		/**
		 * The meta object literal for the '<em><b>Min Rto Ps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__MIN_RTO_PS = eINSTANCE.getTransportSettings_MinRtoPs();

		/**
		 * The meta object literal for the '<em><b>Delayed Ack</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__DELAYED_ACK = eINSTANCE.getTransportSettings_DelayedAck();

		/**
		 * The meta object literal for the '<em><b>Delayed Ack Timeout Ps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__DELAYED_ACK_TIMEOUT_PS = eINSTANCE.getTransportSettings_DelayedAckTimeoutPs();

		/**
		 * The meta object literal for the '<em><b>Ecn</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__ECN = eINSTANCE.getTransportSettings_Ecn();

		/**
		 * The meta object literal for the '<em><b>Receive Buffer Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__RECEIVE_BUFFER_BYTES = eINSTANCE.getTransportSettings_ReceiveBufferBytes();

		/**
		 * The meta object literal for the '<em><b>Pacing</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__PACING = eINSTANCE.getTransportSettings_Pacing();

		/**
		 * The meta object literal for the '<em><b>Sack</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__SACK = eINSTANCE.getTransportSettings_Sack();

		/**
		 * The meta object literal for the '<em><b>Timestamps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__TIMESTAMPS = eINSTANCE.getTransportSettings_Timestamps();

		/**
		 * The meta object literal for the '<em><b>Limited Transmit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__LIMITED_TRANSMIT = eINSTANCE.getTransportSettings_LimitedTransmit();

		/**
		 * The meta object literal for the '<em><b>Prr</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__PRR = eINSTANCE.getTransportSettings_Prr();

		/**
		 * The meta object literal for the '<em><b>Rack</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__RACK = eINSTANCE.getTransportSettings_Rack();

		/**
		 * The meta object literal for the '<em><b>Tail Loss Probe</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__TAIL_LOSS_PROBE = eINSTANCE.getTransportSettings_TailLossProbe();

		/**
		 * The meta object literal for the '<em><b>Quick Ack</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__QUICK_ACK = eINSTANCE.getTransportSettings_QuickAck();

		/**
		 * The meta object literal for the '<em><b>Window Growth</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__WINDOW_GROWTH = eINSTANCE.getTransportSettings_WindowGrowth();

		/**
		 * The meta object literal for the '<em><b>Ssthresh Rule</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__SSTHRESH_RULE = eINSTANCE.getTransportSettings_SsthreshRule();

		/**
		 * The meta object literal for the '<em><b>Idle Restart</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__IDLE_RESTART = eINSTANCE.getTransportSettings_IdleRestart();

		/**
		 * The meta object literal for the '<em><b>Ect Rule</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__ECT_RULE = eINSTANCE.getTransportSettings_EctRule();

		/**
		 * The meta object literal for the '<em><b>Fin Rule</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__FIN_RULE = eINSTANCE.getTransportSettings_FinRule();

		/**
		 * The meta object literal for the '<em><b>Prr Bound</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__PRR_BOUND = eINSTANCE.getTransportSettings_PrrBound();

		/**
		 * The meta object literal for the '<em><b>Rto Backoff</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__RTO_BACKOFF = eINSTANCE.getTransportSettings_RtoBackoff();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.SharedBufferImpl <em>Shared Buffer</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.SharedBufferImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getSharedBuffer()
		 * @generated
		 */
		EClass SHARED_BUFFER = eINSTANCE.getSharedBuffer();

		/**
		 * The meta object literal for the '<em><b>Buffer Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHARED_BUFFER__BUFFER_BYTES = eINSTANCE.getSharedBuffer_BufferBytes();

		/**
		 * The meta object literal for the '<em><b>Alpha</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHARED_BUFFER__ALPHA = eINSTANCE.getSharedBuffer_Alpha();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.TrafficImpl <em>Traffic</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.TrafficImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getTraffic()
		 * @generated
		 */
		EClass TRAFFIC = eINSTANCE.getTraffic();

		/**
		 * The meta object literal for the '<em><b>Applications</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRAFFIC__APPLICATIONS = eINSTANCE.getTraffic_Applications();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.ApplicationImpl <em>Application</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.ApplicationImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getApplication()
		 * @generated
		 */
		EClass APPLICATION = eINSTANCE.getApplication();

		/**
		 * The meta object literal for the '<em><b>Transport</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference APPLICATION__TRANSPORT = eINSTANCE.getApplication_Transport();

		/**
		 * The meta object literal for the '<em><b>Start Ps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute APPLICATION__START_PS = eINSTANCE.getApplication_StartPs();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.LongFlowImpl <em>Long Flow</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.LongFlowImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getLongFlow()
		 * @generated
		 */
		EClass LONG_FLOW = eINSTANCE.getLongFlow();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LONG_FLOW__SOURCE = eINSTANCE.getLongFlow_Source();

		/**
		 * The meta object literal for the '<em><b>Destination</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LONG_FLOW__DESTINATION = eINSTANCE.getLongFlow_Destination();

		/**
		 * The meta object literal for the '<em><b>Size Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LONG_FLOW__SIZE_BYTES = eINSTANCE.getLongFlow_SizeBytes();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.GeneratedFlowsImpl <em>Generated Flows</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.GeneratedFlowsImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getGeneratedFlows()
		 * @generated
		 */
		EClass GENERATED_FLOWS = eINSTANCE.getGeneratedFlows();

		/**
		 * The meta object literal for the '<em><b>Size Classes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATED_FLOWS__SIZE_CLASSES = eINSTANCE.getGeneratedFlows_SizeClasses();

		/**
		 * The meta object literal for the '<em><b>Size Class Bounds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATED_FLOWS__SIZE_CLASS_BOUNDS = eINSTANCE.getGeneratedFlows_SizeClassBounds();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.ShortFlowMixImpl <em>Short Flow Mix</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.ShortFlowMixImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getShortFlowMix()
		 * @generated
		 */
		EClass SHORT_FLOW_MIX = eINSTANCE.getShortFlowMix();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SHORT_FLOW_MIX__SOURCE = eINSTANCE.getShortFlowMix_Source();

		/**
		 * The meta object literal for the '<em><b>Destinations</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SHORT_FLOW_MIX__DESTINATIONS = eINSTANCE.getShortFlowMix_Destinations();

		/**
		 * The meta object literal for the '<em><b>Min Size Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHORT_FLOW_MIX__MIN_SIZE_BYTES = eINSTANCE.getShortFlowMix_MinSizeBytes();

		/**
		 * The meta object literal for the '<em><b>Max Size Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHORT_FLOW_MIX__MAX_SIZE_BYTES = eINSTANCE.getShortFlowMix_MaxSizeBytes();

		/**
		 * The meta object literal for the '<em><b>Load</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHORT_FLOW_MIX__LOAD = eINSTANCE.getShortFlowMix_Load();

		/**
		 * The meta object literal for the '<em><b>Load Basis</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHORT_FLOW_MIX__LOAD_BASIS = eINSTANCE.getShortFlowMix_LoadBasis();

		/**
		 * The meta object literal for the '<em><b>Stop Ps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHORT_FLOW_MIX__STOP_PS = eINSTANCE.getShortFlowMix_StopPs();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.PoissonBackgroundImpl <em>Poisson Background</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.PoissonBackgroundImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getPoissonBackground()
		 * @generated
		 */
		EClass POISSON_BACKGROUND = eINSTANCE.getPoissonBackground();

		/**
		 * The meta object literal for the '<em><b>Hosts</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POISSON_BACKGROUND__HOSTS = eINSTANCE.getPoissonBackground_Hosts();

		/**
		 * The meta object literal for the '<em><b>Sources</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POISSON_BACKGROUND__SOURCES = eINSTANCE.getPoissonBackground_Sources();

		/**
		 * The meta object literal for the '<em><b>Destinations</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POISSON_BACKGROUND__DESTINATIONS = eINSTANCE.getPoissonBackground_Destinations();

		/**
		 * The meta object literal for the '<em><b>Cdf</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POISSON_BACKGROUND__CDF = eINSTANCE.getPoissonBackground_Cdf();

		/**
		 * The meta object literal for the '<em><b>Load</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POISSON_BACKGROUND__LOAD = eINSTANCE.getPoissonBackground_Load();

		/**
		 * The meta object literal for the '<em><b>Load Basis</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POISSON_BACKGROUND__LOAD_BASIS = eINSTANCE.getPoissonBackground_LoadBasis();

		/**
		 * The meta object literal for the '<em><b>Cdf Points</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POISSON_BACKGROUND__CDF_POINTS = eINSTANCE.getPoissonBackground_CdfPoints();

		/**
		 * The meta object literal for the '<em><b>Size Cap Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POISSON_BACKGROUND__SIZE_CAP_BYTES = eINSTANCE.getPoissonBackground_SizeCapBytes();

		/**
		 * The meta object literal for the '<em><b>Stop Ps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POISSON_BACKGROUND__STOP_PS = eINSTANCE.getPoissonBackground_StopPs();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.CbrSourceImpl <em>Cbr Source</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.CbrSourceImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getCbrSource()
		 * @generated
		 */
		EClass CBR_SOURCE = eINSTANCE.getCbrSource();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CBR_SOURCE__SOURCE = eINSTANCE.getCbrSource_Source();

		/**
		 * The meta object literal for the '<em><b>Destination</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CBR_SOURCE__DESTINATION = eINSTANCE.getCbrSource_Destination();

		/**
		 * The meta object literal for the '<em><b>Rate Bps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CBR_SOURCE__RATE_BPS = eINSTANCE.getCbrSource_RateBps();

		/**
		 * The meta object literal for the '<em><b>Chunk Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CBR_SOURCE__CHUNK_BYTES = eINSTANCE.getCbrSource_ChunkBytes();

		/**
		 * The meta object literal for the '<em><b>Stop Ps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CBR_SOURCE__STOP_PS = eINSTANCE.getCbrSource_StopPs();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.IncastClientImpl <em>Incast Client</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.IncastClientImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getIncastClient()
		 * @generated
		 */
		EClass INCAST_CLIENT = eINSTANCE.getIncastClient();

		/**
		 * The meta object literal for the '<em><b>Client</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference INCAST_CLIENT__CLIENT = eINSTANCE.getIncastClient_Client();

		/**
		 * The meta object literal for the '<em><b>Servers</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference INCAST_CLIENT__SERVERS = eINSTANCE.getIncastClient_Servers();

		/**
		 * The meta object literal for the '<em><b>Server Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INCAST_CLIENT__SERVER_COUNT = eINSTANCE.getIncastClient_ServerCount();

		/**
		 * The meta object literal for the '<em><b>Strategy</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INCAST_CLIENT__STRATEGY = eINSTANCE.getIncastClient_Strategy();

		/**
		 * The meta object literal for the '<em><b>Sru Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INCAST_CLIENT__SRU_BYTES = eINSTANCE.getIncastClient_SruBytes();

		/**
		 * The meta object literal for the '<em><b>Block Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INCAST_CLIENT__BLOCK_BYTES = eINSTANCE.getIncastClient_BlockBytes();

		/**
		 * The meta object literal for the '<em><b>Blocks</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INCAST_CLIENT__BLOCKS = eINSTANCE.getIncastClient_Blocks();

		/**
		 * The meta object literal for the '<em><b>Request Delay Ps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INCAST_CLIENT__REQUEST_DELAY_PS = eINSTANCE.getIncastClient_RequestDelayPs();

		/**
		 * The meta object literal for the '<em><b>Capacity Bps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INCAST_CLIENT__CAPACITY_BPS = eINSTANCE.getIncastClient_CapacityBps();

		/**
		 * The meta object literal for the '<em><b>Propagation Rtt Ps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INCAST_CLIENT__PROPAGATION_RTT_PS = eINSTANCE.getIncastClient_PropagationRttPs();

		/**
		 * The meta object literal for the '<em><b>Bottleneck Buffer Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INCAST_CLIENT__BOTTLENECK_BUFFER_BYTES = eINSTANCE.getIncastClient_BottleneckBufferBytes();

		/**
		 * The meta object literal for the '<em><b>Aipm Increase</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INCAST_CLIENT__AIPM_INCREASE = eINSTANCE.getIncastClient_AipmIncrease();

		/**
		 * The meta object literal for the '<em><b>Aipm Lost After Completions</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INCAST_CLIENT__AIPM_LOST_AFTER_COMPLETIONS = eINSTANCE.getIncastClient_AipmLostAfterCompletions();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.ExperimentImpl <em>Experiment</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.ExperimentImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getExperiment()
		 * @generated
		 */
		EClass EXPERIMENT = eINSTANCE.getExperiment();

		/**
		 * The meta object literal for the '<em><b>Probes</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference EXPERIMENT__PROBES = eINSTANCE.getExperiment_Probes();

		/**
		 * The meta object literal for the '<em><b>Sweeps</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference EXPERIMENT__SWEEPS = eINSTANCE.getExperiment_Sweeps();

		/**
		 * The meta object literal for the '<em><b>Repetitions</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute EXPERIMENT__REPETITIONS = eINSTANCE.getExperiment_Repetitions();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.ProbeImpl <em>Probe</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.ProbeImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getProbe()
		 * @generated
		 */
		EClass PROBE = eINSTANCE.getProbe();

		/**
		 * The meta object literal for the '<em><b>Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PROBE__KIND = eINSTANCE.getProbe_Kind();

		/**
		 * The meta object literal for the '<em><b>Target</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PROBE__TARGET = eINSTANCE.getProbe_Target();

		/**
		 * The meta object literal for the '<em><b>At</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PROBE__AT = eINSTANCE.getProbe_At();

		/**
		 * The meta object literal for the '<em><b>Period Ps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PROBE__PERIOD_PS = eINSTANCE.getProbe_PeriodPs();

		/**
		 * The meta object literal for the '{@link org.dclab.model.impl.SweepParameterImpl <em>Sweep Parameter</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.impl.SweepParameterImpl
		 * @see org.dclab.model.impl.DclabPackageImpl#getSweepParameter()
		 * @generated
		 */
		EClass SWEEP_PARAMETER = eINSTANCE.getSweepParameter();

		/**
		 * The meta object literal for the '<em><b>Path</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWEEP_PARAMETER__PATH = eINSTANCE.getSweepParameter_Path();

		/**
		 * The meta object literal for the '<em><b>Values</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWEEP_PARAMETER__VALUES = eINSTANCE.getSweepParameter_Values();

		/**
		 * The meta object literal for the '{@link org.dclab.model.EcmpMode <em>Ecmp Mode</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.EcmpMode
		 * @see org.dclab.model.impl.DclabPackageImpl#getEcmpMode()
		 * @generated
		 */
		EEnum ECMP_MODE = eINSTANCE.getEcmpMode();

		/**
		 * The meta object literal for the '{@link org.dclab.model.LoadBasis <em>Load Basis</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.LoadBasis
		 * @see org.dclab.model.impl.DclabPackageImpl#getLoadBasis()
		 * @generated
		 */
		EEnum LOAD_BASIS = eINSTANCE.getLoadBasis();

		/**
		 * The meta object literal for the '{@link org.dclab.model.SizeClasses <em>Size Classes</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.SizeClasses
		 * @see org.dclab.model.impl.DclabPackageImpl#getSizeClasses()
		 * @generated
		 */
		EEnum SIZE_CLASSES = eINSTANCE.getSizeClasses();

		/**
		 * The meta object literal for the '{@link org.dclab.model.QueueUnit <em>Queue Unit</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.QueueUnit
		 * @see org.dclab.model.impl.DclabPackageImpl#getQueueUnit()
		 * @generated
		 */
		EEnum QUEUE_UNIT = eINSTANCE.getQueueUnit();

		/**
		 * The meta object literal for the '{@link org.dclab.model.TcpStack <em>Tcp Stack</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.TcpStack
		 * @see org.dclab.model.impl.DclabPackageImpl#getTcpStack()
		 * @generated
		 */
		EEnum TCP_STACK = eINSTANCE.getTcpStack();

		/**
		 * The meta object literal for the '{@link org.dclab.model.StackSwitch <em>Stack Switch</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.StackSwitch
		 * @see org.dclab.model.impl.DclabPackageImpl#getStackSwitch()
		 * @generated
		 */
		EEnum STACK_SWITCH = eINSTANCE.getStackSwitch();

		/**
		 * The meta object literal for the '{@link org.dclab.model.PrrBound <em>Prr Bound</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.PrrBound
		 * @see org.dclab.model.impl.DclabPackageImpl#getPrrBound()
		 * @generated
		 */
		EEnum PRR_BOUND = eINSTANCE.getPrrBound();

		/**
		 * The meta object literal for the '{@link org.dclab.model.WindowGrowth <em>Window Growth</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.WindowGrowth
		 * @see org.dclab.model.impl.DclabPackageImpl#getWindowGrowth()
		 * @generated
		 */
		EEnum WINDOW_GROWTH = eINSTANCE.getWindowGrowth();

		/**
		 * The meta object literal for the '{@link org.dclab.model.SsthreshRule <em>Ssthresh Rule</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.SsthreshRule
		 * @see org.dclab.model.impl.DclabPackageImpl#getSsthreshRule()
		 * @generated
		 */
		EEnum SSTHRESH_RULE = eINSTANCE.getSsthreshRule();

		/**
		 * The meta object literal for the '{@link org.dclab.model.IdleRestart <em>Idle Restart</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.IdleRestart
		 * @see org.dclab.model.impl.DclabPackageImpl#getIdleRestart()
		 * @generated
		 */
		EEnum IDLE_RESTART = eINSTANCE.getIdleRestart();

		/**
		 * The meta object literal for the '{@link org.dclab.model.FinRule <em>Fin Rule</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.FinRule
		 * @see org.dclab.model.impl.DclabPackageImpl#getFinRule()
		 * @generated
		 */
		EEnum FIN_RULE = eINSTANCE.getFinRule();

		/**
		 * The meta object literal for the '{@link org.dclab.model.EctRule <em>Ect Rule</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.EctRule
		 * @see org.dclab.model.impl.DclabPackageImpl#getEctRule()
		 * @generated
		 */
		EEnum ECT_RULE = eINSTANCE.getEctRule();

		/**
		 * The meta object literal for the '{@link org.dclab.model.RtoBackoff <em>Rto Backoff</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.RtoBackoff
		 * @see org.dclab.model.impl.DclabPackageImpl#getRtoBackoff()
		 * @generated
		 */
		EEnum RTO_BACKOFF = eINSTANCE.getRtoBackoff();

		/**
		 * The meta object literal for the '{@link org.dclab.model.IncastStrategy <em>Incast Strategy</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.IncastStrategy
		 * @see org.dclab.model.impl.DclabPackageImpl#getIncastStrategy()
		 * @generated
		 */
		EEnum INCAST_STRATEGY = eINSTANCE.getIncastStrategy();

		/**
		 * The meta object literal for the '{@link org.dclab.model.AipmIncrease <em>Aipm Increase</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.AipmIncrease
		 * @see org.dclab.model.impl.DclabPackageImpl#getAipmIncrease()
		 * @generated
		 */
		EEnum AIPM_INCREASE = eINSTANCE.getAipmIncrease();

		/**
		 * The meta object literal for the '{@link org.dclab.model.ProbeKind <em>Probe Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.ProbeKind
		 * @see org.dclab.model.impl.DclabPackageImpl#getProbeKind()
		 * @generated
		 */
		EEnum PROBE_KIND = eINSTANCE.getProbeKind();

		/**
		 * The meta object literal for the '<em>Identifier</em>' data type.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see java.lang.String
		 * @see org.dclab.model.impl.DclabPackageImpl#getIdentifier()
		 * @generated
		 */
		EDataType IDENTIFIER = eINSTANCE.getIdentifier();

	}

} //DclabPackage
