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
	 * The feature id for the '<em><b>Network</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__NETWORK = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The number of structural features of the '<em>Scenario</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 5;

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
	 * The number of structural features of the '<em>Switch</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH_FEATURE_COUNT = NODE_FEATURE_COUNT + 0;

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
	 * The meta object id for the '{@link org.dclab.model.impl.QueueSettingsImpl <em>Queue Settings</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.impl.QueueSettingsImpl
	 * @see org.dclab.model.impl.DclabPackageImpl#getQueueSettings()
	 * @generated
	 */
	int QUEUE_SETTINGS = 8;

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
	 * The feature id for the '<em><b>Marking Threshold</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS__MARKING_THRESHOLD = 3;

	/**
	 * The feature id for the '<em><b>Min Threshold</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS__MIN_THRESHOLD = 4;

	/**
	 * The feature id for the '<em><b>Max Threshold</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS__MAX_THRESHOLD = 5;

	/**
	 * The feature id for the '<em><b>Max Probability</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS__MAX_PROBABILITY = 6;

	/**
	 * The feature id for the '<em><b>Queue Weight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS__QUEUE_WEIGHT = 7;

	/**
	 * The feature id for the '<em><b>Mark Ecn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS__MARK_ECN = 8;

	/**
	 * The feature id for the '<em><b>Choke Samples</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS__CHOKE_SAMPLES = 9;

	/**
	 * The number of structural features of the '<em>Queue Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUEUE_SETTINGS_FEATURE_COUNT = 10;

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
	int TRANSPORT_SETTINGS = 9;

	/**
	 * The feature id for the '<em><b>Congestion Control</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__CONGESTION_CONTROL = 0;

	/**
	 * The feature id for the '<em><b>Mss Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__MSS_BYTES = 1;

	/**
	 * The feature id for the '<em><b>Initial Window Segments</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__INITIAL_WINDOW_SEGMENTS = 2;

	/**
	 * The feature id for the '<em><b>Min Rto Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__MIN_RTO_PS = 3;

	/**
	 * The feature id for the '<em><b>Delayed Ack</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__DELAYED_ACK = 4;

	/**
	 * The feature id for the '<em><b>Delayed Ack Timeout Ps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__DELAYED_ACK_TIMEOUT_PS = 5;

	/**
	 * The feature id for the '<em><b>Ecn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__ECN = 6;

	/**
	 * The feature id for the '<em><b>Dctcp G</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS__DCTCP_G = 7;

	/**
	 * The number of structural features of the '<em>Transport Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS_FEATURE_COUNT = 8;

	/**
	 * The number of operations of the '<em>Transport Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSPORT_SETTINGS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.dclab.model.QueueDiscipline <em>Queue Discipline</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.QueueDiscipline
	 * @see org.dclab.model.impl.DclabPackageImpl#getQueueDiscipline()
	 * @generated
	 */
	int QUEUE_DISCIPLINE = 10;

	/**
	 * The meta object id for the '{@link org.dclab.model.QueueUnit <em>Queue Unit</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.QueueUnit
	 * @see org.dclab.model.impl.DclabPackageImpl#getQueueUnit()
	 * @generated
	 */
	int QUEUE_UNIT = 11;

	/**
	 * The meta object id for the '{@link org.dclab.model.CongestionControl <em>Congestion Control</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.dclab.model.CongestionControl
	 * @see org.dclab.model.impl.DclabPackageImpl#getCongestionControl()
	 * @generated
	 */
	int CONGESTION_CONTROL = 12;

	/**
	 * The meta object id for the '<em>Identifier</em>' data type.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see java.lang.String
	 * @see org.dclab.model.impl.DclabPackageImpl#getIdentifier()
	 * @generated
	 */
	int IDENTIFIER = 13;


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
	 * Returns the meta object for the attribute '{@link org.dclab.model.QueueSettings#getMarkingThreshold <em>Marking Threshold</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Marking Threshold</em>'.
	 * @see org.dclab.model.QueueSettings#getMarkingThreshold()
	 * @see #getQueueSettings()
	 * @generated
	 */
	EAttribute getQueueSettings_MarkingThreshold();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.QueueSettings#getMinThreshold <em>Min Threshold</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min Threshold</em>'.
	 * @see org.dclab.model.QueueSettings#getMinThreshold()
	 * @see #getQueueSettings()
	 * @generated
	 */
	EAttribute getQueueSettings_MinThreshold();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.QueueSettings#getMaxThreshold <em>Max Threshold</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Threshold</em>'.
	 * @see org.dclab.model.QueueSettings#getMaxThreshold()
	 * @see #getQueueSettings()
	 * @generated
	 */
	EAttribute getQueueSettings_MaxThreshold();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.QueueSettings#getMaxProbability <em>Max Probability</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Probability</em>'.
	 * @see org.dclab.model.QueueSettings#getMaxProbability()
	 * @see #getQueueSettings()
	 * @generated
	 */
	EAttribute getQueueSettings_MaxProbability();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.QueueSettings#getQueueWeight <em>Queue Weight</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Queue Weight</em>'.
	 * @see org.dclab.model.QueueSettings#getQueueWeight()
	 * @see #getQueueSettings()
	 * @generated
	 */
	EAttribute getQueueSettings_QueueWeight();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.QueueSettings#isMarkEcn <em>Mark Ecn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mark Ecn</em>'.
	 * @see org.dclab.model.QueueSettings#isMarkEcn()
	 * @see #getQueueSettings()
	 * @generated
	 */
	EAttribute getQueueSettings_MarkEcn();

	/**
	 * Returns the meta object for the attribute '{@link org.dclab.model.QueueSettings#getChokeSamples <em>Choke Samples</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Choke Samples</em>'.
	 * @see org.dclab.model.QueueSettings#getChokeSamples()
	 * @see #getQueueSettings()
	 * @generated
	 */
	EAttribute getQueueSettings_ChokeSamples();

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
	 * Returns the meta object for the attribute '{@link org.dclab.model.TransportSettings#getDctcpG <em>Dctcp G</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Dctcp G</em>'.
	 * @see org.dclab.model.TransportSettings#getDctcpG()
	 * @see #getTransportSettings()
	 * @generated
	 */
	EAttribute getTransportSettings_DctcpG();

	/**
	 * Returns the meta object for enum '{@link org.dclab.model.QueueDiscipline <em>Queue Discipline</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Queue Discipline</em>'.
	 * @see org.dclab.model.QueueDiscipline
	 * @generated
	 */
	EEnum getQueueDiscipline();

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
	 * Returns the meta object for enum '{@link org.dclab.model.CongestionControl <em>Congestion Control</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Congestion Control</em>'.
	 * @see org.dclab.model.CongestionControl
	 * @generated
	 */
	EEnum getCongestionControl();

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
		 * The meta object literal for the '<em><b>Network</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__NETWORK = eINSTANCE.getScenario_Network();

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
		 * The meta object literal for the '<em><b>Marking Threshold</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUEUE_SETTINGS__MARKING_THRESHOLD = eINSTANCE.getQueueSettings_MarkingThreshold();

		/**
		 * The meta object literal for the '<em><b>Min Threshold</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUEUE_SETTINGS__MIN_THRESHOLD = eINSTANCE.getQueueSettings_MinThreshold();

		/**
		 * The meta object literal for the '<em><b>Max Threshold</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUEUE_SETTINGS__MAX_THRESHOLD = eINSTANCE.getQueueSettings_MaxThreshold();

		/**
		 * The meta object literal for the '<em><b>Max Probability</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUEUE_SETTINGS__MAX_PROBABILITY = eINSTANCE.getQueueSettings_MaxProbability();

		/**
		 * The meta object literal for the '<em><b>Queue Weight</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUEUE_SETTINGS__QUEUE_WEIGHT = eINSTANCE.getQueueSettings_QueueWeight();

		/**
		 * The meta object literal for the '<em><b>Mark Ecn</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUEUE_SETTINGS__MARK_ECN = eINSTANCE.getQueueSettings_MarkEcn();

		/**
		 * The meta object literal for the '<em><b>Choke Samples</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUEUE_SETTINGS__CHOKE_SAMPLES = eINSTANCE.getQueueSettings_ChokeSamples();

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
		 * The meta object literal for the '<em><b>Dctcp G</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSPORT_SETTINGS__DCTCP_G = eINSTANCE.getTransportSettings_DctcpG();

		/**
		 * The meta object literal for the '{@link org.dclab.model.QueueDiscipline <em>Queue Discipline</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.QueueDiscipline
		 * @see org.dclab.model.impl.DclabPackageImpl#getQueueDiscipline()
		 * @generated
		 */
		EEnum QUEUE_DISCIPLINE = eINSTANCE.getQueueDiscipline();

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
		 * The meta object literal for the '{@link org.dclab.model.CongestionControl <em>Congestion Control</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.dclab.model.CongestionControl
		 * @see org.dclab.model.impl.DclabPackageImpl#getCongestionControl()
		 * @generated
		 */
		EEnum CONGESTION_CONTROL = eINSTANCE.getCongestionControl();

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
