/**
 */
package org.dclab.model.impl;

import java.util.Map;

import org.dclab.model.AipmIncrease;
import org.dclab.model.Application;
import org.dclab.model.CbrSource;
import org.dclab.model.DclabFactory;
import org.dclab.model.DclabPackage;
import org.dclab.model.EcmpMode;
import org.dclab.model.EctRule;
import org.dclab.model.Experiment;
import org.dclab.model.FinRule;
import org.dclab.model.GeneratedFlows;
import org.dclab.model.Host;
import org.dclab.model.IdleRestart;
import org.dclab.model.IncastClient;
import org.dclab.model.IncastStrategy;
import org.dclab.model.Link;
import org.dclab.model.LoadBasis;
import org.dclab.model.LongFlow;
import org.dclab.model.NamedElement;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.PrrBound;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;
import org.dclab.model.Router;
import org.dclab.model.RtoBackoff;
import org.dclab.model.Scenario;
import org.dclab.model.SharedBuffer;
import org.dclab.model.ShortFlowMix;
import org.dclab.model.SizeClasses;
import org.dclab.model.SsthreshRule;
import org.dclab.model.StackSwitch;
import org.dclab.model.SweepParameter;
import org.dclab.model.Switch;
import org.dclab.model.TcpStack;
import org.dclab.model.Traffic;
import org.dclab.model.TransportSettings;
import org.dclab.model.WindowGrowth;

import org.dclab.model.util.DclabValidator;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EValidator;

import org.eclipse.emf.ecore.impl.EPackageImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Package</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class DclabPackageImpl extends EPackageImpl implements DclabPackage {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass namedElementEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass scenarioEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass networkEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass nodeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass hostEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass switchEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass routerEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass linkEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass parameterEntryEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass queueSettingsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass transportSettingsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass sharedBufferEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass trafficEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass applicationEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass longFlowEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass generatedFlowsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass shortFlowMixEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass poissonBackgroundEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass cbrSourceEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass incastClientEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass experimentEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass probeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass sweepParameterEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum ecmpModeEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum loadBasisEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum sizeClassesEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum queueUnitEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum tcpStackEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum stackSwitchEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum prrBoundEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum windowGrowthEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum ssthreshRuleEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum idleRestartEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum finRuleEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum ectRuleEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum rtoBackoffEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum incastStrategyEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum aipmIncreaseEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum probeKindEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EDataType identifierEDataType = null;

	/**
	 * Creates an instance of the model <b>Package</b>, registered with
	 * {@link org.eclipse.emf.ecore.EPackage.Registry EPackage.Registry} by the package
	 * package URI value.
	 * <p>Note: the correct way to create the package is via the static
	 * factory method {@link #init init()}, which also performs
	 * initialization of the package, or returns the registered package,
	 * if one already exists.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.eclipse.emf.ecore.EPackage.Registry
	 * @see org.dclab.model.DclabPackage#eNS_URI
	 * @see #init()
	 * @generated
	 */
	private DclabPackageImpl() {
		super(eNS_URI, DclabFactory.eINSTANCE);
	}
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static boolean isInited = false;

	/**
	 * Creates, registers, and initializes the <b>Package</b> for this model, and for any others upon which it depends.
	 *
	 * <p>This method is used to initialize {@link DclabPackage#eINSTANCE} when that field is accessed.
	 * Clients should not invoke it directly. Instead, they should simply access that field to obtain the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #eNS_URI
	 * @see #createPackageContents()
	 * @see #initializePackageContents()
	 * @generated
	 */
	public static DclabPackage init() {
		if (isInited) return (DclabPackage)EPackage.Registry.INSTANCE.getEPackage(DclabPackage.eNS_URI);

		// Obtain or create and register package
		Object registeredDclabPackage = EPackage.Registry.INSTANCE.get(eNS_URI);
		DclabPackageImpl theDclabPackage = registeredDclabPackage instanceof DclabPackageImpl ? (DclabPackageImpl)registeredDclabPackage : new DclabPackageImpl();

		isInited = true;

		// Create package meta-data objects
		theDclabPackage.createPackageContents();

		// Initialize created meta-data
		theDclabPackage.initializePackageContents();

		// Register package validator
		EValidator.Registry.INSTANCE.put
			(theDclabPackage,
			 new EValidator.Descriptor() {
				 @Override
				 public EValidator getEValidator() {
					 return DclabValidator.INSTANCE;
				 }
			 });

		// Mark meta-data to indicate it can't be changed
		theDclabPackage.freeze();

		// Update the registry and return the package
		EPackage.Registry.INSTANCE.put(DclabPackage.eNS_URI, theDclabPackage);
		return theDclabPackage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getNamedElement() {
		return namedElementEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNamedElement_Name() {
		return (EAttribute)namedElementEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getScenario() {
		return scenarioEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_Description() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_SchemaVersion() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_Seed() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_DurationPs() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_TcpStack() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_Ecmp() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Network() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Traffic() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Experiment() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getNetwork() {
		return networkEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getNetwork_Nodes() {
		return (EReference)networkEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getNetwork_Links() {
		return (EReference)networkEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getNode() {
		return nodeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_X() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_Y() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getNode_DefaultQueue() {
		return (EReference)nodeEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHost() {
		return hostEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHost_Transport() {
		return (EReference)hostEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSwitch() {
		return switchEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSwitch_SharedBuffer() {
		return (EReference)switchEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRouter() {
		return routerEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getLink() {
		return linkEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLink_Source() {
		return (EReference)linkEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLink_Target() {
		return (EReference)linkEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_RateBps() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_DelayPs() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_LossRate() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLink_SourceQueue() {
		return (EReference)linkEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLink_TargetQueue() {
		return (EReference)linkEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getParameterEntry() {
		return parameterEntryEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParameterEntry_Key() {
		return (EAttribute)parameterEntryEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParameterEntry_Value() {
		return (EAttribute)parameterEntryEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getQueueSettings() {
		return queueSettingsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getQueueSettings_Discipline() {
		return (EAttribute)queueSettingsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getQueueSettings_Unit() {
		return (EAttribute)queueSettingsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getQueueSettings_BufferLimit() {
		return (EAttribute)queueSettingsEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getQueueSettings_Parameters() {
		return (EReference)queueSettingsEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTransportSettings() {
		return transportSettingsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_CongestionControl() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTransportSettings_Parameters() {
		return (EReference)transportSettingsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_MssBytes() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_InitialWindowSegments() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_MinRtoPs() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_DelayedAck() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_DelayedAckTimeoutPs() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_Ecn() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_ReceiveBufferBytes() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_Pacing() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_Sack() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_Timestamps() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_LimitedTransmit() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_Prr() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_Rack() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_TailLossProbe() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_QuickAck() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_WindowGrowth() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_SsthreshRule() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(18);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_IdleRestart() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(19);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_EctRule() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(20);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_FinRule() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(21);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_PrrBound() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(22);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTransportSettings_RtoBackoff() {
		return (EAttribute)transportSettingsEClass.getEStructuralFeatures().get(23);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSharedBuffer() {
		return sharedBufferEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSharedBuffer_BufferBytes() {
		return (EAttribute)sharedBufferEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSharedBuffer_Alpha() {
		return (EAttribute)sharedBufferEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTraffic() {
		return trafficEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTraffic_Applications() {
		return (EReference)trafficEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getApplication() {
		return applicationEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getApplication_Transport() {
		return (EReference)applicationEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getApplication_StartPs() {
		return (EAttribute)applicationEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getLongFlow() {
		return longFlowEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLongFlow_Source() {
		return (EReference)longFlowEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLongFlow_Destination() {
		return (EReference)longFlowEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLongFlow_SizeBytes() {
		return (EAttribute)longFlowEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getGeneratedFlows() {
		return generatedFlowsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratedFlows_SizeClasses() {
		return (EAttribute)generatedFlowsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratedFlows_SizeClassBounds() {
		return (EAttribute)generatedFlowsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getShortFlowMix() {
		return shortFlowMixEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getShortFlowMix_Source() {
		return (EReference)shortFlowMixEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getShortFlowMix_Destinations() {
		return (EReference)shortFlowMixEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getShortFlowMix_MinSizeBytes() {
		return (EAttribute)shortFlowMixEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getShortFlowMix_MaxSizeBytes() {
		return (EAttribute)shortFlowMixEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getShortFlowMix_Load() {
		return (EAttribute)shortFlowMixEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getShortFlowMix_LoadBasis() {
		return (EAttribute)shortFlowMixEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getShortFlowMix_StopPs() {
		return (EAttribute)shortFlowMixEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPoissonBackground() {
		return poissonBackgroundEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPoissonBackground_Hosts() {
		return (EReference)poissonBackgroundEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPoissonBackground_Sources() {
		return (EReference)poissonBackgroundEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPoissonBackground_Destinations() {
		return (EReference)poissonBackgroundEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPoissonBackground_Cdf() {
		return (EAttribute)poissonBackgroundEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPoissonBackground_Load() {
		return (EAttribute)poissonBackgroundEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPoissonBackground_LoadBasis() {
		return (EAttribute)poissonBackgroundEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPoissonBackground_CdfPoints() {
		return (EAttribute)poissonBackgroundEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPoissonBackground_SizeCapBytes() {
		return (EAttribute)poissonBackgroundEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPoissonBackground_StopPs() {
		return (EAttribute)poissonBackgroundEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCbrSource() {
		return cbrSourceEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCbrSource_Source() {
		return (EReference)cbrSourceEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCbrSource_Destination() {
		return (EReference)cbrSourceEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCbrSource_RateBps() {
		return (EAttribute)cbrSourceEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCbrSource_ChunkBytes() {
		return (EAttribute)cbrSourceEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCbrSource_StopPs() {
		return (EAttribute)cbrSourceEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getIncastClient() {
		return incastClientEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getIncastClient_Client() {
		return (EReference)incastClientEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getIncastClient_Servers() {
		return (EReference)incastClientEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIncastClient_ServerCount() {
		return (EAttribute)incastClientEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIncastClient_Strategy() {
		return (EAttribute)incastClientEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIncastClient_SruBytes() {
		return (EAttribute)incastClientEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIncastClient_BlockBytes() {
		return (EAttribute)incastClientEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIncastClient_Blocks() {
		return (EAttribute)incastClientEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIncastClient_RequestDelayPs() {
		return (EAttribute)incastClientEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIncastClient_CapacityBps() {
		return (EAttribute)incastClientEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIncastClient_PropagationRttPs() {
		return (EAttribute)incastClientEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIncastClient_BottleneckBufferBytes() {
		return (EAttribute)incastClientEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIncastClient_AipmIncrease() {
		return (EAttribute)incastClientEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIncastClient_AipmLostAfterCompletions() {
		return (EAttribute)incastClientEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getExperiment() {
		return experimentEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getExperiment_Probes() {
		return (EReference)experimentEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getExperiment_Sweeps() {
		return (EReference)experimentEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getExperiment_Repetitions() {
		return (EAttribute)experimentEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getProbe() {
		return probeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getProbe_Kind() {
		return (EAttribute)probeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getProbe_Target() {
		return (EReference)probeEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getProbe_At() {
		return (EReference)probeEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getProbe_PeriodPs() {
		return (EAttribute)probeEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSweepParameter() {
		return sweepParameterEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSweepParameter_Path() {
		return (EAttribute)sweepParameterEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSweepParameter_Values() {
		return (EAttribute)sweepParameterEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getEcmpMode() {
		return ecmpModeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getLoadBasis() {
		return loadBasisEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSizeClasses() {
		return sizeClassesEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getQueueUnit() {
		return queueUnitEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getTcpStack() {
		return tcpStackEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getStackSwitch() {
		return stackSwitchEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getPrrBound() {
		return prrBoundEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getWindowGrowth() {
		return windowGrowthEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSsthreshRule() {
		return ssthreshRuleEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getIdleRestart() {
		return idleRestartEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getFinRule() {
		return finRuleEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getEctRule() {
		return ectRuleEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getRtoBackoff() {
		return rtoBackoffEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getIncastStrategy() {
		return incastStrategyEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getAipmIncrease() {
		return aipmIncreaseEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getProbeKind() {
		return probeKindEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EDataType getIdentifier() {
		return identifierEDataType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DclabFactory getDclabFactory() {
		return (DclabFactory)getEFactoryInstance();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isCreated = false;

	/**
	 * Creates the meta-model objects for the package.  This method is
	 * guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void createPackageContents() {
		if (isCreated) return;
		isCreated = true;

		// Create classes and their features
		namedElementEClass = createEClass(NAMED_ELEMENT);
		createEAttribute(namedElementEClass, NAMED_ELEMENT__NAME);

		scenarioEClass = createEClass(SCENARIO);
		createEAttribute(scenarioEClass, SCENARIO__DESCRIPTION);
		createEAttribute(scenarioEClass, SCENARIO__SCHEMA_VERSION);
		createEAttribute(scenarioEClass, SCENARIO__SEED);
		createEAttribute(scenarioEClass, SCENARIO__DURATION_PS);
		createEAttribute(scenarioEClass, SCENARIO__TCP_STACK);
		createEAttribute(scenarioEClass, SCENARIO__ECMP);
		createEReference(scenarioEClass, SCENARIO__NETWORK);
		createEReference(scenarioEClass, SCENARIO__TRAFFIC);
		createEReference(scenarioEClass, SCENARIO__EXPERIMENT);

		networkEClass = createEClass(NETWORK);
		createEReference(networkEClass, NETWORK__NODES);
		createEReference(networkEClass, NETWORK__LINKS);

		nodeEClass = createEClass(NODE);
		createEAttribute(nodeEClass, NODE__X);
		createEAttribute(nodeEClass, NODE__Y);
		createEReference(nodeEClass, NODE__DEFAULT_QUEUE);

		hostEClass = createEClass(HOST);
		createEReference(hostEClass, HOST__TRANSPORT);

		switchEClass = createEClass(SWITCH);
		createEReference(switchEClass, SWITCH__SHARED_BUFFER);

		routerEClass = createEClass(ROUTER);

		linkEClass = createEClass(LINK);
		createEReference(linkEClass, LINK__SOURCE);
		createEReference(linkEClass, LINK__TARGET);
		createEAttribute(linkEClass, LINK__RATE_BPS);
		createEAttribute(linkEClass, LINK__DELAY_PS);
		createEAttribute(linkEClass, LINK__LOSS_RATE);
		createEReference(linkEClass, LINK__SOURCE_QUEUE);
		createEReference(linkEClass, LINK__TARGET_QUEUE);

		parameterEntryEClass = createEClass(PARAMETER_ENTRY);
		createEAttribute(parameterEntryEClass, PARAMETER_ENTRY__KEY);
		createEAttribute(parameterEntryEClass, PARAMETER_ENTRY__VALUE);

		queueSettingsEClass = createEClass(QUEUE_SETTINGS);
		createEAttribute(queueSettingsEClass, QUEUE_SETTINGS__DISCIPLINE);
		createEAttribute(queueSettingsEClass, QUEUE_SETTINGS__UNIT);
		createEAttribute(queueSettingsEClass, QUEUE_SETTINGS__BUFFER_LIMIT);
		createEReference(queueSettingsEClass, QUEUE_SETTINGS__PARAMETERS);

		transportSettingsEClass = createEClass(TRANSPORT_SETTINGS);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__CONGESTION_CONTROL);
		createEReference(transportSettingsEClass, TRANSPORT_SETTINGS__PARAMETERS);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__MSS_BYTES);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__INITIAL_WINDOW_SEGMENTS);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__MIN_RTO_PS);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__DELAYED_ACK);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__DELAYED_ACK_TIMEOUT_PS);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__ECN);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__RECEIVE_BUFFER_BYTES);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__PACING);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__SACK);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__TIMESTAMPS);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__LIMITED_TRANSMIT);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__PRR);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__RACK);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__TAIL_LOSS_PROBE);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__QUICK_ACK);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__WINDOW_GROWTH);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__SSTHRESH_RULE);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__IDLE_RESTART);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__ECT_RULE);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__FIN_RULE);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__PRR_BOUND);
		createEAttribute(transportSettingsEClass, TRANSPORT_SETTINGS__RTO_BACKOFF);

		sharedBufferEClass = createEClass(SHARED_BUFFER);
		createEAttribute(sharedBufferEClass, SHARED_BUFFER__BUFFER_BYTES);
		createEAttribute(sharedBufferEClass, SHARED_BUFFER__ALPHA);

		trafficEClass = createEClass(TRAFFIC);
		createEReference(trafficEClass, TRAFFIC__APPLICATIONS);

		applicationEClass = createEClass(APPLICATION);
		createEReference(applicationEClass, APPLICATION__TRANSPORT);
		createEAttribute(applicationEClass, APPLICATION__START_PS);

		longFlowEClass = createEClass(LONG_FLOW);
		createEReference(longFlowEClass, LONG_FLOW__SOURCE);
		createEReference(longFlowEClass, LONG_FLOW__DESTINATION);
		createEAttribute(longFlowEClass, LONG_FLOW__SIZE_BYTES);

		generatedFlowsEClass = createEClass(GENERATED_FLOWS);
		createEAttribute(generatedFlowsEClass, GENERATED_FLOWS__SIZE_CLASSES);
		createEAttribute(generatedFlowsEClass, GENERATED_FLOWS__SIZE_CLASS_BOUNDS);

		shortFlowMixEClass = createEClass(SHORT_FLOW_MIX);
		createEReference(shortFlowMixEClass, SHORT_FLOW_MIX__SOURCE);
		createEReference(shortFlowMixEClass, SHORT_FLOW_MIX__DESTINATIONS);
		createEAttribute(shortFlowMixEClass, SHORT_FLOW_MIX__MIN_SIZE_BYTES);
		createEAttribute(shortFlowMixEClass, SHORT_FLOW_MIX__MAX_SIZE_BYTES);
		createEAttribute(shortFlowMixEClass, SHORT_FLOW_MIX__LOAD);
		createEAttribute(shortFlowMixEClass, SHORT_FLOW_MIX__LOAD_BASIS);
		createEAttribute(shortFlowMixEClass, SHORT_FLOW_MIX__STOP_PS);

		poissonBackgroundEClass = createEClass(POISSON_BACKGROUND);
		createEReference(poissonBackgroundEClass, POISSON_BACKGROUND__HOSTS);
		createEReference(poissonBackgroundEClass, POISSON_BACKGROUND__SOURCES);
		createEReference(poissonBackgroundEClass, POISSON_BACKGROUND__DESTINATIONS);
		createEAttribute(poissonBackgroundEClass, POISSON_BACKGROUND__CDF);
		createEAttribute(poissonBackgroundEClass, POISSON_BACKGROUND__LOAD);
		createEAttribute(poissonBackgroundEClass, POISSON_BACKGROUND__LOAD_BASIS);
		createEAttribute(poissonBackgroundEClass, POISSON_BACKGROUND__CDF_POINTS);
		createEAttribute(poissonBackgroundEClass, POISSON_BACKGROUND__SIZE_CAP_BYTES);
		createEAttribute(poissonBackgroundEClass, POISSON_BACKGROUND__STOP_PS);

		cbrSourceEClass = createEClass(CBR_SOURCE);
		createEReference(cbrSourceEClass, CBR_SOURCE__SOURCE);
		createEReference(cbrSourceEClass, CBR_SOURCE__DESTINATION);
		createEAttribute(cbrSourceEClass, CBR_SOURCE__RATE_BPS);
		createEAttribute(cbrSourceEClass, CBR_SOURCE__CHUNK_BYTES);
		createEAttribute(cbrSourceEClass, CBR_SOURCE__STOP_PS);

		incastClientEClass = createEClass(INCAST_CLIENT);
		createEReference(incastClientEClass, INCAST_CLIENT__CLIENT);
		createEReference(incastClientEClass, INCAST_CLIENT__SERVERS);
		createEAttribute(incastClientEClass, INCAST_CLIENT__SERVER_COUNT);
		createEAttribute(incastClientEClass, INCAST_CLIENT__STRATEGY);
		createEAttribute(incastClientEClass, INCAST_CLIENT__SRU_BYTES);
		createEAttribute(incastClientEClass, INCAST_CLIENT__BLOCK_BYTES);
		createEAttribute(incastClientEClass, INCAST_CLIENT__BLOCKS);
		createEAttribute(incastClientEClass, INCAST_CLIENT__REQUEST_DELAY_PS);
		createEAttribute(incastClientEClass, INCAST_CLIENT__CAPACITY_BPS);
		createEAttribute(incastClientEClass, INCAST_CLIENT__PROPAGATION_RTT_PS);
		createEAttribute(incastClientEClass, INCAST_CLIENT__BOTTLENECK_BUFFER_BYTES);
		createEAttribute(incastClientEClass, INCAST_CLIENT__AIPM_INCREASE);
		createEAttribute(incastClientEClass, INCAST_CLIENT__AIPM_LOST_AFTER_COMPLETIONS);

		experimentEClass = createEClass(EXPERIMENT);
		createEReference(experimentEClass, EXPERIMENT__PROBES);
		createEReference(experimentEClass, EXPERIMENT__SWEEPS);
		createEAttribute(experimentEClass, EXPERIMENT__REPETITIONS);

		probeEClass = createEClass(PROBE);
		createEAttribute(probeEClass, PROBE__KIND);
		createEReference(probeEClass, PROBE__TARGET);
		createEReference(probeEClass, PROBE__AT);
		createEAttribute(probeEClass, PROBE__PERIOD_PS);

		sweepParameterEClass = createEClass(SWEEP_PARAMETER);
		createEAttribute(sweepParameterEClass, SWEEP_PARAMETER__PATH);
		createEAttribute(sweepParameterEClass, SWEEP_PARAMETER__VALUES);

		// Create enums
		ecmpModeEEnum = createEEnum(ECMP_MODE);
		loadBasisEEnum = createEEnum(LOAD_BASIS);
		sizeClassesEEnum = createEEnum(SIZE_CLASSES);
		queueUnitEEnum = createEEnum(QUEUE_UNIT);
		tcpStackEEnum = createEEnum(TCP_STACK);
		stackSwitchEEnum = createEEnum(STACK_SWITCH);
		prrBoundEEnum = createEEnum(PRR_BOUND);
		windowGrowthEEnum = createEEnum(WINDOW_GROWTH);
		ssthreshRuleEEnum = createEEnum(SSTHRESH_RULE);
		idleRestartEEnum = createEEnum(IDLE_RESTART);
		finRuleEEnum = createEEnum(FIN_RULE);
		ectRuleEEnum = createEEnum(ECT_RULE);
		rtoBackoffEEnum = createEEnum(RTO_BACKOFF);
		incastStrategyEEnum = createEEnum(INCAST_STRATEGY);
		aipmIncreaseEEnum = createEEnum(AIPM_INCREASE);
		probeKindEEnum = createEEnum(PROBE_KIND);

		// Create data types
		identifierEDataType = createEDataType(IDENTIFIER);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isInitialized = false;

	/**
	 * Complete the initialization of the package and its meta-model.  This
	 * method is guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void initializePackageContents() {
		if (isInitialized) return;
		isInitialized = true;

		// Initialize package
		setName(eNAME);
		setNsPrefix(eNS_PREFIX);
		setNsURI(eNS_URI);

		// Create type parameters

		// Set bounds for type parameters

		// Add supertypes to classes
		scenarioEClass.getESuperTypes().add(this.getNamedElement());
		nodeEClass.getESuperTypes().add(this.getNamedElement());
		hostEClass.getESuperTypes().add(this.getNode());
		switchEClass.getESuperTypes().add(this.getNode());
		routerEClass.getESuperTypes().add(this.getNode());
		linkEClass.getESuperTypes().add(this.getNamedElement());
		applicationEClass.getESuperTypes().add(this.getNamedElement());
		longFlowEClass.getESuperTypes().add(this.getApplication());
		generatedFlowsEClass.getESuperTypes().add(this.getApplication());
		shortFlowMixEClass.getESuperTypes().add(this.getGeneratedFlows());
		poissonBackgroundEClass.getESuperTypes().add(this.getGeneratedFlows());
		cbrSourceEClass.getESuperTypes().add(this.getApplication());
		incastClientEClass.getESuperTypes().add(this.getApplication());

		// Initialize classes, features, and operations; add parameters
		initEClass(namedElementEClass, NamedElement.class, "NamedElement", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getNamedElement_Name(), this.getIdentifier(), "name", null, 1, 1, NamedElement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(scenarioEClass, Scenario.class, "Scenario", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getScenario_Description(), ecorePackage.getEString(), "description", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScenario_SchemaVersion(), ecorePackage.getEInt(), "schemaVersion", "3", 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScenario_Seed(), ecorePackage.getELong(), "seed", "1", 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScenario_DurationPs(), ecorePackage.getELong(), "durationPs", "1000000000000", 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScenario_TcpStack(), this.getTcpStack(), "tcpStack", "PAPERS", 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScenario_Ecmp(), this.getEcmpMode(), "ecmp", "PER_FLOW", 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Network(), this.getNetwork(), null, "network", null, 1, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Traffic(), this.getTraffic(), null, "traffic", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Experiment(), this.getExperiment(), null, "experiment", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(networkEClass, Network.class, "Network", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getNetwork_Nodes(), this.getNode(), null, "nodes", null, 0, -1, Network.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getNetwork_Links(), this.getLink(), null, "links", null, 0, -1, Network.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(nodeEClass, Node.class, "Node", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getNode_X(), ecorePackage.getEInt(), "x", "0", 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNode_Y(), ecorePackage.getEInt(), "y", "0", 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getNode_DefaultQueue(), this.getQueueSettings(), null, "defaultQueue", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(hostEClass, Host.class, "Host", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getHost_Transport(), this.getTransportSettings(), null, "transport", null, 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(switchEClass, Switch.class, "Switch", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getSwitch_SharedBuffer(), this.getSharedBuffer(), null, "sharedBuffer", null, 0, 1, Switch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(routerEClass, Router.class, "Router", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(linkEClass, Link.class, "Link", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getLink_Source(), this.getNode(), null, "source", null, 1, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getLink_Target(), this.getNode(), null, "target", null, 1, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLink_RateBps(), ecorePackage.getELong(), "rateBps", "10000000000", 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLink_DelayPs(), ecorePackage.getELong(), "delayPs", "1000000", 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLink_LossRate(), ecorePackage.getEDouble(), "lossRate", "0.0", 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getLink_SourceQueue(), this.getQueueSettings(), null, "sourceQueue", null, 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getLink_TargetQueue(), this.getQueueSettings(), null, "targetQueue", null, 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(parameterEntryEClass, Map.Entry.class, "ParameterEntry", !IS_ABSTRACT, !IS_INTERFACE, !IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getParameterEntry_Key(), ecorePackage.getEString(), "key", null, 1, 1, Map.Entry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getParameterEntry_Value(), ecorePackage.getEString(), "value", null, 1, 1, Map.Entry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(queueSettingsEClass, QueueSettings.class, "QueueSettings", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getQueueSettings_Discipline(), ecorePackage.getEString(), "discipline", "drop-tail", 0, 1, QueueSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getQueueSettings_Unit(), this.getQueueUnit(), "unit", "PACKETS", 0, 1, QueueSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getQueueSettings_BufferLimit(), ecorePackage.getELong(), "bufferLimit", "100", 0, 1, QueueSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getQueueSettings_Parameters(), this.getParameterEntry(), null, "parameters", null, 0, -1, QueueSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(transportSettingsEClass, TransportSettings.class, "TransportSettings", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTransportSettings_CongestionControl(), ecorePackage.getEString(), "congestionControl", "newreno", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTransportSettings_Parameters(), this.getParameterEntry(), null, "parameters", null, 0, -1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_MssBytes(), ecorePackage.getEInt(), "mssBytes", "1460", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_InitialWindowSegments(), ecorePackage.getEInt(), "initialWindowSegments", "10", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_MinRtoPs(), ecorePackage.getELong(), "minRtoPs", "200000000000", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_DelayedAck(), ecorePackage.getEBoolean(), "delayedAck", "true", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_DelayedAckTimeoutPs(), ecorePackage.getELong(), "delayedAckTimeoutPs", "40000000000", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_Ecn(), ecorePackage.getEBoolean(), "ecn", "false", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_ReceiveBufferBytes(), ecorePackage.getELong(), "receiveBufferBytes", "16777216", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_Pacing(), ecorePackage.getEBoolean(), "pacing", "false", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_Sack(), this.getStackSwitch(), "sack", "AS_STACK", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_Timestamps(), this.getStackSwitch(), "timestamps", "AS_STACK", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_LimitedTransmit(), this.getStackSwitch(), "limitedTransmit", "AS_STACK", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_Prr(), this.getStackSwitch(), "prr", "AS_STACK", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_Rack(), this.getStackSwitch(), "rack", "AS_STACK", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_TailLossProbe(), this.getStackSwitch(), "tailLossProbe", "AS_STACK", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_QuickAck(), this.getStackSwitch(), "quickAck", "AS_STACK", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_WindowGrowth(), this.getWindowGrowth(), "windowGrowth", "AS_STACK", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_SsthreshRule(), this.getSsthreshRule(), "ssthreshRule", "AS_STACK", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_IdleRestart(), this.getIdleRestart(), "idleRestart", "AS_STACK", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_EctRule(), this.getEctRule(), "ectRule", "AS_STACK", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_FinRule(), this.getFinRule(), "finRule", "AS_STACK", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_PrrBound(), this.getPrrBound(), "prrBound", "LINUX", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTransportSettings_RtoBackoff(), this.getRtoBackoff(), "rtoBackoff", "KEPT_UNTIL_RTT_SAMPLE", 0, 1, TransportSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(sharedBufferEClass, SharedBuffer.class, "SharedBuffer", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSharedBuffer_BufferBytes(), ecorePackage.getELong(), "bufferBytes", "4194304", 0, 1, SharedBuffer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSharedBuffer_Alpha(), ecorePackage.getEDouble(), "alpha", "1.0", 0, 1, SharedBuffer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(trafficEClass, Traffic.class, "Traffic", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getTraffic_Applications(), this.getApplication(), null, "applications", null, 0, -1, Traffic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(applicationEClass, Application.class, "Application", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getApplication_Transport(), this.getTransportSettings(), null, "transport", null, 0, 1, Application.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getApplication_StartPs(), ecorePackage.getELong(), "startPs", "0", 0, 1, Application.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(longFlowEClass, LongFlow.class, "LongFlow", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getLongFlow_Source(), this.getHost(), null, "source", null, 1, 1, LongFlow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getLongFlow_Destination(), this.getHost(), null, "destination", null, 1, 1, LongFlow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLongFlow_SizeBytes(), ecorePackage.getELong(), "sizeBytes", "0", 0, 1, LongFlow.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(generatedFlowsEClass, GeneratedFlows.class, "GeneratedFlows", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getGeneratedFlows_SizeClasses(), this.getSizeClasses(), "sizeClasses", "UP_TO_100KB_10MB", 0, 1, GeneratedFlows.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGeneratedFlows_SizeClassBounds(), ecorePackage.getEString(), "sizeClassBounds", null, 0, 1, GeneratedFlows.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(shortFlowMixEClass, ShortFlowMix.class, "ShortFlowMix", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getShortFlowMix_Source(), this.getHost(), null, "source", null, 1, 1, ShortFlowMix.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getShortFlowMix_Destinations(), this.getHost(), null, "destinations", null, 1, -1, ShortFlowMix.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getShortFlowMix_MinSizeBytes(), ecorePackage.getELong(), "minSizeBytes", "10240", 0, 1, ShortFlowMix.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getShortFlowMix_MaxSizeBytes(), ecorePackage.getELong(), "maxSizeBytes", "51200", 0, 1, ShortFlowMix.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getShortFlowMix_Load(), ecorePackage.getEDouble(), "load", "0.2", 0, 1, ShortFlowMix.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getShortFlowMix_LoadBasis(), this.getLoadBasis(), "loadBasis", "WIRE", 0, 1, ShortFlowMix.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getShortFlowMix_StopPs(), ecorePackage.getELong(), "stopPs", "0", 0, 1, ShortFlowMix.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(poissonBackgroundEClass, PoissonBackground.class, "PoissonBackground", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getPoissonBackground_Hosts(), this.getHost(), null, "hosts", null, 0, -1, PoissonBackground.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPoissonBackground_Sources(), this.getHost(), null, "sources", null, 0, -1, PoissonBackground.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPoissonBackground_Destinations(), this.getHost(), null, "destinations", null, 0, -1, PoissonBackground.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPoissonBackground_Cdf(), this.getIdentifier(), "cdf", "datamining", 0, 1, PoissonBackground.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPoissonBackground_Load(), ecorePackage.getEDouble(), "load", "0.5", 0, 1, PoissonBackground.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPoissonBackground_LoadBasis(), this.getLoadBasis(), "loadBasis", "WIRE", 0, 1, PoissonBackground.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPoissonBackground_CdfPoints(), ecorePackage.getEString(), "cdfPoints", null, 0, 1, PoissonBackground.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPoissonBackground_SizeCapBytes(), ecorePackage.getELong(), "sizeCapBytes", "0", 0, 1, PoissonBackground.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPoissonBackground_StopPs(), ecorePackage.getELong(), "stopPs", "0", 0, 1, PoissonBackground.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(cbrSourceEClass, CbrSource.class, "CbrSource", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getCbrSource_Source(), this.getHost(), null, "source", null, 1, 1, CbrSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getCbrSource_Destination(), this.getHost(), null, "destination", null, 1, 1, CbrSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCbrSource_RateBps(), ecorePackage.getELong(), "rateBps", "100000000", 0, 1, CbrSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCbrSource_ChunkBytes(), ecorePackage.getELong(), "chunkBytes", "1460", 0, 1, CbrSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCbrSource_StopPs(), ecorePackage.getELong(), "stopPs", "0", 0, 1, CbrSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(incastClientEClass, IncastClient.class, "IncastClient", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getIncastClient_Client(), this.getHost(), null, "client", null, 1, 1, IncastClient.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getIncastClient_Servers(), this.getHost(), null, "servers", null, 1, -1, IncastClient.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIncastClient_ServerCount(), ecorePackage.getEInt(), "serverCount", "0", 0, 1, IncastClient.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIncastClient_Strategy(), this.getIncastStrategy(), "strategy", "NAIVE", 0, 1, IncastClient.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIncastClient_SruBytes(), ecorePackage.getELong(), "sruBytes", "262144", 0, 1, IncastClient.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIncastClient_BlockBytes(), ecorePackage.getELong(), "blockBytes", "0", 0, 1, IncastClient.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIncastClient_Blocks(), ecorePackage.getEInt(), "blocks", "10", 0, 1, IncastClient.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIncastClient_RequestDelayPs(), ecorePackage.getELong(), "requestDelayPs", "50000000", 0, 1, IncastClient.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIncastClient_CapacityBps(), ecorePackage.getELong(), "capacityBps", "1000000000", 0, 1, IncastClient.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIncastClient_PropagationRttPs(), ecorePackage.getELong(), "propagationRttPs", "100000000", 0, 1, IncastClient.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIncastClient_BottleneckBufferBytes(), ecorePackage.getELong(), "bottleneckBufferBytes", "65536", 0, 1, IncastClient.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIncastClient_AipmIncrease(), this.getAipmIncrease(), "aipmIncrease", "ONE_OVER_N", 0, 1, IncastClient.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIncastClient_AipmLostAfterCompletions(), ecorePackage.getEInt(), "aipmLostAfterCompletions", "3", 0, 1, IncastClient.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(experimentEClass, Experiment.class, "Experiment", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getExperiment_Probes(), this.getProbe(), null, "probes", null, 0, -1, Experiment.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getExperiment_Sweeps(), this.getSweepParameter(), null, "sweeps", null, 0, -1, Experiment.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getExperiment_Repetitions(), ecorePackage.getEInt(), "repetitions", "1", 0, 1, Experiment.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(probeEClass, Probe.class, "Probe", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getProbe_Kind(), this.getProbeKind(), "kind", "QUEUE_LENGTH", 0, 1, Probe.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getProbe_Target(), this.getNamedElement(), null, "target", null, 1, 1, Probe.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getProbe_At(), this.getNode(), null, "at", null, 0, 1, Probe.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getProbe_PeriodPs(), ecorePackage.getELong(), "periodPs", "100000000", 0, 1, Probe.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(sweepParameterEClass, SweepParameter.class, "SweepParameter", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSweepParameter_Path(), ecorePackage.getEString(), "path", null, 0, 1, SweepParameter.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSweepParameter_Values(), ecorePackage.getEString(), "values", null, 0, -1, SweepParameter.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		// Initialize enums and add enum literals
		initEEnum(ecmpModeEEnum, EcmpMode.class, "EcmpMode");
		addEEnumLiteral(ecmpModeEEnum, EcmpMode.PER_FLOW);
		addEEnumLiteral(ecmpModeEEnum, EcmpMode.PER_PACKET);

		initEEnum(loadBasisEEnum, LoadBasis.class, "LoadBasis");
		addEEnumLiteral(loadBasisEEnum, LoadBasis.WIRE);
		addEEnumLiteral(loadBasisEEnum, LoadBasis.PAYLOAD);

		initEEnum(sizeClassesEEnum, SizeClasses.class, "SizeClasses");
		addEEnumLiteral(sizeClassesEEnum, SizeClasses.UP_TO_100KB_10MB);
		addEEnumLiteral(sizeClassesEEnum, SizeClasses.UP_TO_10KB_100KB);

		initEEnum(queueUnitEEnum, QueueUnit.class, "QueueUnit");
		addEEnumLiteral(queueUnitEEnum, QueueUnit.PACKETS);
		addEEnumLiteral(queueUnitEEnum, QueueUnit.BYTES);

		initEEnum(tcpStackEEnum, TcpStack.class, "TcpStack");
		addEEnumLiteral(tcpStackEEnum, TcpStack.PAPERS);
		addEEnumLiteral(tcpStackEEnum, TcpStack.LINUX);

		initEEnum(stackSwitchEEnum, StackSwitch.class, "StackSwitch");
		addEEnumLiteral(stackSwitchEEnum, StackSwitch.AS_STACK);
		addEEnumLiteral(stackSwitchEEnum, StackSwitch.ON);
		addEEnumLiteral(stackSwitchEEnum, StackSwitch.OFF);

		initEEnum(prrBoundEEnum, PrrBound.class, "PrrBound");
		addEEnumLiteral(prrBoundEEnum, PrrBound.LINUX);
		addEEnumLiteral(prrBoundEEnum, PrrBound.CONSERVATIVE);
		addEEnumLiteral(prrBoundEEnum, PrrBound.SLOW_START);

		initEEnum(windowGrowthEEnum, WindowGrowth.class, "WindowGrowth");
		addEEnumLiteral(windowGrowthEEnum, WindowGrowth.AS_STACK);
		addEEnumLiteral(windowGrowthEEnum, WindowGrowth.BYTE_COUNTING);
		addEEnumLiteral(windowGrowthEEnum, WindowGrowth.PER_ACK);
		addEEnumLiteral(windowGrowthEEnum, WindowGrowth.LINUX);

		initEEnum(ssthreshRuleEEnum, SsthreshRule.class, "SsthreshRule");
		addEEnumLiteral(ssthreshRuleEEnum, SsthreshRule.AS_STACK);
		addEEnumLiteral(ssthreshRuleEEnum, SsthreshRule.CWND);
		addEEnumLiteral(ssthreshRuleEEnum, SsthreshRule.FLIGHT_SIZE);

		initEEnum(idleRestartEEnum, IdleRestart.class, "IdleRestart");
		addEEnumLiteral(idleRestartEEnum, IdleRestart.AS_STACK);
		addEEnumLiteral(idleRestartEEnum, IdleRestart.OFF);
		addEEnumLiteral(idleRestartEEnum, IdleRestart.INITIAL_WINDOW);
		addEEnumLiteral(idleRestartEEnum, IdleRestart.DECAY);

		initEEnum(finRuleEEnum, FinRule.class, "FinRule");
		addEEnumLiteral(finRuleEEnum, FinRule.AS_STACK);
		addEEnumLiteral(finRuleEEnum, FinRule.ALONE);
		addEEnumLiteral(finRuleEEnum, FinRule.ON_UNSENT_TAIL);

		initEEnum(ectRuleEEnum, EctRule.class, "EctRule");
		addEEnumLiteral(ectRuleEEnum, EctRule.AS_STACK);
		addEEnumLiteral(ectRuleEEnum, EctRule.NEW_DATA);
		addEEnumLiteral(ectRuleEEnum, EctRule.ALL_DATA);
		addEEnumLiteral(ectRuleEEnum, EctRule.EVERY_PACKET);

		initEEnum(rtoBackoffEEnum, RtoBackoff.class, "RtoBackoff");
		addEEnumLiteral(rtoBackoffEEnum, RtoBackoff.KEPT_UNTIL_RTT_SAMPLE);
		addEEnumLiteral(rtoBackoffEEnum, RtoBackoff.CLEARED_BY_NEW_ACK);

		initEEnum(incastStrategyEEnum, IncastStrategy.class, "IncastStrategy");
		addEEnumLiteral(incastStrategyEEnum, IncastStrategy.NAIVE);
		addEEnumLiteral(incastStrategyEEnum, IncastStrategy.AIPM);
		addEEnumLiteral(incastStrategyEEnum, IncastStrategy.OSDT);
		addEEnumLiteral(incastStrategyEEnum, IncastStrategy.OSM);

		initEEnum(aipmIncreaseEEnum, AipmIncrease.class, "AipmIncrease");
		addEEnumLiteral(aipmIncreaseEEnum, AipmIncrease.ONE_OVER_N);
		addEEnumLiteral(aipmIncreaseEEnum, AipmIncrease.ONE);

		initEEnum(probeKindEEnum, ProbeKind.class, "ProbeKind");
		addEEnumLiteral(probeKindEEnum, ProbeKind.QUEUE_LENGTH);
		addEEnumLiteral(probeKindEEnum, ProbeKind.QUEUE_DROPS);
		addEEnumLiteral(probeKindEEnum, ProbeKind.QUEUE_MARKS);
		addEEnumLiteral(probeKindEEnum, ProbeKind.CWND);
		addEEnumLiteral(probeKindEEnum, ProbeKind.SSTHRESH);
		addEEnumLiteral(probeKindEEnum, ProbeKind.RTT);
		addEEnumLiteral(probeKindEEnum, ProbeKind.ALPHA);
		addEEnumLiteral(probeKindEEnum, ProbeKind.GOODPUT);
		addEEnumLiteral(probeKindEEnum, ProbeKind.CON_WND);
		addEEnumLiteral(probeKindEEnum, ProbeKind.LIVE_CONNECTIONS);
		addEEnumLiteral(probeKindEEnum, ProbeKind.AWND);
		addEEnumLiteral(probeKindEEnum, ProbeKind.LOST_CONNECTIONS);

		// Initialize data types
		initEDataType(identifierEDataType, String.class, "Identifier", IS_SERIALIZABLE, !IS_GENERATED_INSTANCE_CLASS);

		// Create resource
		createResource(eNS_URI);

		// Create annotations
		// http:///org/eclipse/emf/ecore/util/ExtendedMetaData
		createExtendedMetaDataAnnotations();
	}

	/**
	 * Initializes the annotations for <b>http:///org/eclipse/emf/ecore/util/ExtendedMetaData</b>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void createExtendedMetaDataAnnotations() {
		String source = "http:///org/eclipse/emf/ecore/util/ExtendedMetaData";
		addAnnotation
		  (identifierEDataType,
		   source,
		   new String[] {
			   "pattern", "[A-Za-z_][A-Za-z0-9_.-]*"
		   });
	}

} //DclabPackageImpl
