/**
 */
package org.dclab.model.impl;

import java.util.Map;

import org.dclab.model.*;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.impl.EFactoryImpl;

import org.eclipse.emf.ecore.plugin.EcorePlugin;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Factory</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class DclabFactoryImpl extends EFactoryImpl implements DclabFactory {
	/**
	 * Creates the default factory implementation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static DclabFactory init() {
		try {
			DclabFactory theDclabFactory = (DclabFactory)EPackage.Registry.INSTANCE.getEFactory(DclabPackage.eNS_URI);
			if (theDclabFactory != null) {
				return theDclabFactory;
			}
		}
		catch (Exception exception) {
			EcorePlugin.INSTANCE.log(exception);
		}
		return new DclabFactoryImpl();
	}

	/**
	 * Creates an instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public DclabFactoryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EObject create(EClass eClass) {
		switch (eClass.getClassifierID()) {
			case DclabPackage.SCENARIO: return createScenario();
			case DclabPackage.NETWORK: return createNetwork();
			case DclabPackage.HOST: return createHost();
			case DclabPackage.SWITCH: return createSwitch();
			case DclabPackage.ROUTER: return createRouter();
			case DclabPackage.LINK: return createLink();
			case DclabPackage.PARAMETER_ENTRY: return (EObject)createParameterEntry();
			case DclabPackage.QUEUE_SETTINGS: return createQueueSettings();
			case DclabPackage.TRANSPORT_SETTINGS: return createTransportSettings();
			case DclabPackage.SHARED_BUFFER: return createSharedBuffer();
			case DclabPackage.TRAFFIC: return createTraffic();
			case DclabPackage.LONG_FLOW: return createLongFlow();
			case DclabPackage.SHORT_FLOW_MIX: return createShortFlowMix();
			case DclabPackage.POISSON_BACKGROUND: return createPoissonBackground();
			case DclabPackage.CBR_SOURCE: return createCbrSource();
			case DclabPackage.INCAST_CLIENT: return createIncastClient();
			case DclabPackage.EXPERIMENT: return createExperiment();
			case DclabPackage.PROBE: return createProbe();
			case DclabPackage.SWEEP_PARAMETER: return createSweepParameter();
			default:
				throw new IllegalArgumentException("The class '" + eClass.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object createFromString(EDataType eDataType, String initialValue) {
		switch (eDataType.getClassifierID()) {
			case DclabPackage.ECMP_MODE:
				return createEcmpModeFromString(eDataType, initialValue);
			case DclabPackage.LOAD_BASIS:
				return createLoadBasisFromString(eDataType, initialValue);
			case DclabPackage.SIZE_CLASSES:
				return createSizeClassesFromString(eDataType, initialValue);
			case DclabPackage.QUEUE_UNIT:
				return createQueueUnitFromString(eDataType, initialValue);
			case DclabPackage.TCP_STACK:
				return createTcpStackFromString(eDataType, initialValue);
			case DclabPackage.STACK_SWITCH:
				return createStackSwitchFromString(eDataType, initialValue);
			case DclabPackage.PRR_BOUND:
				return createPrrBoundFromString(eDataType, initialValue);
			case DclabPackage.WINDOW_GROWTH:
				return createWindowGrowthFromString(eDataType, initialValue);
			case DclabPackage.SSTHRESH_RULE:
				return createSsthreshRuleFromString(eDataType, initialValue);
			case DclabPackage.IDLE_RESTART:
				return createIdleRestartFromString(eDataType, initialValue);
			case DclabPackage.FIN_RULE:
				return createFinRuleFromString(eDataType, initialValue);
			case DclabPackage.ECT_RULE:
				return createEctRuleFromString(eDataType, initialValue);
			case DclabPackage.RTO_BACKOFF:
				return createRtoBackoffFromString(eDataType, initialValue);
			case DclabPackage.INCAST_STRATEGY:
				return createIncastStrategyFromString(eDataType, initialValue);
			case DclabPackage.AIPM_INCREASE:
				return createAipmIncreaseFromString(eDataType, initialValue);
			case DclabPackage.PROBE_KIND:
				return createProbeKindFromString(eDataType, initialValue);
			case DclabPackage.IDENTIFIER:
				return createIdentifierFromString(eDataType, initialValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String convertToString(EDataType eDataType, Object instanceValue) {
		switch (eDataType.getClassifierID()) {
			case DclabPackage.ECMP_MODE:
				return convertEcmpModeToString(eDataType, instanceValue);
			case DclabPackage.LOAD_BASIS:
				return convertLoadBasisToString(eDataType, instanceValue);
			case DclabPackage.SIZE_CLASSES:
				return convertSizeClassesToString(eDataType, instanceValue);
			case DclabPackage.QUEUE_UNIT:
				return convertQueueUnitToString(eDataType, instanceValue);
			case DclabPackage.TCP_STACK:
				return convertTcpStackToString(eDataType, instanceValue);
			case DclabPackage.STACK_SWITCH:
				return convertStackSwitchToString(eDataType, instanceValue);
			case DclabPackage.PRR_BOUND:
				return convertPrrBoundToString(eDataType, instanceValue);
			case DclabPackage.WINDOW_GROWTH:
				return convertWindowGrowthToString(eDataType, instanceValue);
			case DclabPackage.SSTHRESH_RULE:
				return convertSsthreshRuleToString(eDataType, instanceValue);
			case DclabPackage.IDLE_RESTART:
				return convertIdleRestartToString(eDataType, instanceValue);
			case DclabPackage.FIN_RULE:
				return convertFinRuleToString(eDataType, instanceValue);
			case DclabPackage.ECT_RULE:
				return convertEctRuleToString(eDataType, instanceValue);
			case DclabPackage.RTO_BACKOFF:
				return convertRtoBackoffToString(eDataType, instanceValue);
			case DclabPackage.INCAST_STRATEGY:
				return convertIncastStrategyToString(eDataType, instanceValue);
			case DclabPackage.AIPM_INCREASE:
				return convertAipmIncreaseToString(eDataType, instanceValue);
			case DclabPackage.PROBE_KIND:
				return convertProbeKindToString(eDataType, instanceValue);
			case DclabPackage.IDENTIFIER:
				return convertIdentifierToString(eDataType, instanceValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Scenario createScenario() {
		ScenarioImpl scenario = new ScenarioImpl();
		return scenario;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Network createNetwork() {
		NetworkImpl network = new NetworkImpl();
		return network;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Host createHost() {
		HostImpl host = new HostImpl();
		return host;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Switch createSwitch() {
		SwitchImpl switch_ = new SwitchImpl();
		return switch_;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Router createRouter() {
		RouterImpl router = new RouterImpl();
		return router;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Link createLink() {
		LinkImpl link = new LinkImpl();
		return link;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Map.Entry<String, String> createParameterEntry() {
		ParameterEntryImpl parameterEntry = new ParameterEntryImpl();
		return parameterEntry;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public QueueSettings createQueueSettings() {
		QueueSettingsImpl queueSettings = new QueueSettingsImpl();
		return queueSettings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TransportSettings createTransportSettings() {
		TransportSettingsImpl transportSettings = new TransportSettingsImpl();
		return transportSettings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SharedBuffer createSharedBuffer() {
		SharedBufferImpl sharedBuffer = new SharedBufferImpl();
		return sharedBuffer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Traffic createTraffic() {
		TrafficImpl traffic = new TrafficImpl();
		return traffic;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LongFlow createLongFlow() {
		LongFlowImpl longFlow = new LongFlowImpl();
		return longFlow;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ShortFlowMix createShortFlowMix() {
		ShortFlowMixImpl shortFlowMix = new ShortFlowMixImpl();
		return shortFlowMix;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PoissonBackground createPoissonBackground() {
		PoissonBackgroundImpl poissonBackground = new PoissonBackgroundImpl();
		return poissonBackground;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CbrSource createCbrSource() {
		CbrSourceImpl cbrSource = new CbrSourceImpl();
		return cbrSource;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public IncastClient createIncastClient() {
		IncastClientImpl incastClient = new IncastClientImpl();
		return incastClient;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Experiment createExperiment() {
		ExperimentImpl experiment = new ExperimentImpl();
		return experiment;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Probe createProbe() {
		ProbeImpl probe = new ProbeImpl();
		return probe;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SweepParameter createSweepParameter() {
		SweepParameterImpl sweepParameter = new SweepParameterImpl();
		return sweepParameter;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public EcmpMode createEcmpModeFromString(EDataType eDataType, String initialValue) {
		EcmpMode result = EcmpMode.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertEcmpModeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LoadBasis createLoadBasisFromString(EDataType eDataType, String initialValue) {
		LoadBasis result = LoadBasis.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertLoadBasisToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SizeClasses createSizeClassesFromString(EDataType eDataType, String initialValue) {
		SizeClasses result = SizeClasses.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSizeClassesToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public QueueUnit createQueueUnitFromString(EDataType eDataType, String initialValue) {
		QueueUnit result = QueueUnit.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertQueueUnitToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public TcpStack createTcpStackFromString(EDataType eDataType, String initialValue) {
		TcpStack result = TcpStack.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertTcpStackToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public StackSwitch createStackSwitchFromString(EDataType eDataType, String initialValue) {
		StackSwitch result = StackSwitch.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertStackSwitchToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public PrrBound createPrrBoundFromString(EDataType eDataType, String initialValue) {
		PrrBound result = PrrBound.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertPrrBoundToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public WindowGrowth createWindowGrowthFromString(EDataType eDataType, String initialValue) {
		WindowGrowth result = WindowGrowth.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertWindowGrowthToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SsthreshRule createSsthreshRuleFromString(EDataType eDataType, String initialValue) {
		SsthreshRule result = SsthreshRule.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSsthreshRuleToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public IdleRestart createIdleRestartFromString(EDataType eDataType, String initialValue) {
		IdleRestart result = IdleRestart.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertIdleRestartToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public FinRule createFinRuleFromString(EDataType eDataType, String initialValue) {
		FinRule result = FinRule.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertFinRuleToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public EctRule createEctRuleFromString(EDataType eDataType, String initialValue) {
		EctRule result = EctRule.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertEctRuleToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public RtoBackoff createRtoBackoffFromString(EDataType eDataType, String initialValue) {
		RtoBackoff result = RtoBackoff.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertRtoBackoffToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public IncastStrategy createIncastStrategyFromString(EDataType eDataType, String initialValue) {
		IncastStrategy result = IncastStrategy.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertIncastStrategyToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public AipmIncrease createAipmIncreaseFromString(EDataType eDataType, String initialValue) {
		AipmIncrease result = AipmIncrease.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertAipmIncreaseToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ProbeKind createProbeKindFromString(EDataType eDataType, String initialValue) {
		ProbeKind result = ProbeKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertProbeKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String createIdentifierFromString(EDataType eDataType, String initialValue) {
		return (String)super.createFromString(eDataType, initialValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertIdentifierToString(EDataType eDataType, Object instanceValue) {
		return super.convertToString(eDataType, instanceValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DclabPackage getDclabPackage() {
		return (DclabPackage)getEPackage();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @deprecated
	 * @generated
	 */
	@Deprecated
	public static DclabPackage getPackage() {
		return DclabPackage.eINSTANCE;
	}

} //DclabFactoryImpl
