package org.dclab.model.validation;

import java.util.Map;

import org.dclab.model.Application;
import org.dclab.model.DclabPackage;
import org.dclab.model.CbrSource;
import org.dclab.model.Experiment;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.Link;
import org.dclab.model.LongFlow;
import org.dclab.model.Network;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Probe;
import org.dclab.model.QueueSettings;
import org.dclab.model.Scenario;
import org.dclab.model.ShortFlowMix;
import org.dclab.model.SweepParameter;
import org.dclab.model.TransportSettings;
import org.dclab.model.util.DclabValidator;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The generated validator plus DC Lab's own rules (see the *Rules classes), registered in its place by
 * {@link ScenarioValidation}. Rules that need the topology share one {@link ModelTopology} per validation run,
 * kept in the context map.
 */
public class ScenarioValidator extends DclabValidator {

    public static final ScenarioValidator INSTANCE = new ScenarioValidator();

    @Override
    public boolean validateScenario(Scenario scenario, DiagnosticChain diagnostics, Map<Object, Object> context) {
        Report report = new Report(diagnostics);
        NetworkRules.scenario(scenario, report);
        if (scenario.getNetwork() != null) {
            NetworkRules.reachability(scenario.getNetwork(), topology(scenario.getNetwork(), context), report);
        }
        return super.validateScenario(scenario, diagnostics, context) && report.isClean();
    }

    @Override
    public boolean validateLink(Link link, DiagnosticChain diagnostics, Map<Object, Object> context) {
        Report report = new Report(diagnostics);
        NetworkRules.link(link, report);
        return super.validateLink(link, diagnostics, context) && report.isClean();
    }

    @Override
    public boolean validateHost(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
        Report report = new Report(diagnostics);
        if (host.eContainer() instanceof Network network) {
            NetworkRules.host(host, topology(network, context), report);
        }
        return super.validateHost(host, diagnostics, context) && report.isClean();
    }

    @Override
    public boolean validateQueueSettings(QueueSettings queue, DiagnosticChain diagnostics, Map<Object, Object> context) {
        Report report = new Report(diagnostics);
        QueueRules.queue(queue, report);
        return super.validateQueueSettings(queue, diagnostics, context) && report.isClean();
    }

    @Override
    public boolean validateTransportSettings(TransportSettings transport, DiagnosticChain diagnostics, Map<Object, Object> context) {
        Report report = new Report(diagnostics);
        QueueRules.transport(transport, report);
        StackRules.transport(transport, report);
        return super.validateTransportSettings(transport, diagnostics, context) && report.isClean();
    }

    @Override
    public boolean validateLongFlow(LongFlow app, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return super.validateLongFlow(app, diagnostics, context) & application(app, diagnostics, context);
    }

    @Override
    public boolean validateShortFlowMix(ShortFlowMix app, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return super.validateShortFlowMix(app, diagnostics, context) & application(app, diagnostics, context);
    }

    @Override
    public boolean validatePoissonBackground(PoissonBackground app, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return super.validatePoissonBackground(app, diagnostics, context) & application(app, diagnostics, context);
    }

    @Override
    public boolean validateCbrSource(CbrSource app, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return super.validateCbrSource(app, diagnostics, context) & application(app, diagnostics, context);
    }

    @Override
    public boolean validateIncastClient(IncastClient app, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return super.validateIncastClient(app, diagnostics, context) & application(app, diagnostics, context);
    }

    @Override
    public boolean validateExperiment(Experiment experiment, DiagnosticChain diagnostics, Map<Object, Object> context) {
        Report report = new Report(diagnostics);
        ExperimentRules.experiment(experiment, report);
        return super.validateExperiment(experiment, diagnostics, context) && report.isClean();
    }

    @Override
    public boolean validateProbe(Probe probe, DiagnosticChain diagnostics, Map<Object, Object> context) {
        Report report = new Report(diagnostics);
        ExperimentRules.probe(probe, report);
        return super.validateProbe(probe, diagnostics, context) && report.isClean();
    }

    @Override
    public boolean validateSweepParameter(SweepParameter sweep, DiagnosticChain diagnostics, Map<Object, Object> context) {
        Report report = new Report(diagnostics);
        ExperimentRules.sweep(sweep, report);
        return super.validateSweepParameter(sweep, diagnostics, context) && report.isClean();
    }

    /** Every element's numbers are also checked against the engine's ranges, whatever its class. */
    @Override
    protected boolean validate(int classifierID, Object value, DiagnosticChain diagnostics, Map<Object, Object> context) {
        boolean valid = super.validate(classifierID, value, diagnostics, context);
        if (value instanceof EObject element) {
            Report report = new Report(diagnostics);
            RangeRules.numbers(element, report);
            valid &= report.isClean();
        }
        return valid;
    }

    /** Replaced by the duplicate-name rule, whose message says which two elements clash and works outside a resource. */
    @Override
    public boolean validate_UniqueID(EObject eObject, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return true;
    }

    /** Replaced by {@link ParameterRules}, whose message names the transport or queue and the parameter given twice. */
    @Override
    public boolean validate_EveryMapEntryUnique(EObject eObject, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return true;
    }

    /** A name or other Identifier that breaks its pattern is reported in DC Lab's words ({@link NameRules}). */
    @Override
    protected boolean validate_DataValueConforms(EObject eObject, EAttribute eAttribute, DiagnosticChain diagnostics,
            Map<Object, Object> context) {
        if (eAttribute.getEAttributeType() != DclabPackage.Literals.IDENTIFIER || !eObject.eIsSet(eAttribute)) {
            return super.validate_DataValueConforms(eObject, eAttribute, diagnostics, context);
        }
        String value = (String) eObject.eGet(eAttribute);
        if (value == null || validateIdentifier_Pattern(value, null, context)) {
            return true;
        }
        NameRules.invalidIdentifier(eObject, eAttribute, value, new Report(diagnostics));
        return false;
    }

    /** A required feature left unset is reported in DC Lab's words, or by the rule that already covers it. */
    @Override
    protected boolean validate_MultiplicityConforms(EObject eObject, EStructuralFeature feature, DiagnosticChain diagnostics,
            Map<Object, Object> context) {
        boolean unset = feature.isMany() ? ((java.util.List<?>) eObject.eGet(feature)).size() < feature.getLowerBound()
                : feature.isRequired() && eObject.eGet(feature) == null;
        if (unset && eObject.eClass() == DclabPackage.Literals.PARAMETER_ENTRY) {
            // ParameterRules says it of the transport or queue whose parameter it is.
            return true;
        }
        if (!unset) {
            return super.validate_MultiplicityConforms(eObject, feature, diagnostics, context);
        }
        NameRules.missing(eObject, feature, new Report(diagnostics));
        return false;
    }

    private boolean application(Application app, DiagnosticChain diagnostics, Map<Object, Object> context) {
        Report report = new Report(diagnostics);
        if (EcoreUtil.getRootContainer(app) instanceof Scenario scenario && scenario.getNetwork() != null) {
            TrafficRules.application(app, topology(scenario.getNetwork(), context), report);
        }
        return report.isClean();
    }

    private static ModelTopology topology(Network network, Map<Object, Object> context) {
        if (context == null) {
            return new ModelTopology(network);
        }
        Object key = ModelTopology.class.getName() + "@" + System.identityHashCode(network);
        return (ModelTopology) context.computeIfAbsent(key, k -> new ModelTopology(network));
    }
}
