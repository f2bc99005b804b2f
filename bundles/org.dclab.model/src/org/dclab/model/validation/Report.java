package org.dclab.model.validation;

import org.dclab.model.internal.resource.OneLine;
import org.dclab.model.util.DclabValidator;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EObject;

/**
 * Where rules put their findings. Every message starts with the element it is about ({@link Labels}) and ends with
 * what to do about it, on one line whatever the values it quotes hold.
 */
final class Report {

    private final DiagnosticChain chain;
    private boolean clean = true;

    Report(DiagnosticChain chain) {
        this.chain = chain;
    }

    void error(EObject element, String problemAndFix) {
        add(Diagnostic.ERROR, element, problemAndFix);
        clean = false;
    }

    void warning(EObject element, String problemAndFix) {
        add(Diagnostic.WARNING, element, problemAndFix);
    }

    /** False once an error was reported; warnings leave a model valid. */
    boolean isClean() {
        return clean;
    }

    private void add(int severity, EObject element, String problemAndFix) {
        if (chain != null) {
            chain.add(new BasicDiagnostic(severity, DclabValidator.DIAGNOSTIC_SOURCE, 0,
                    OneLine.escaped(Labels.of(element) + ": " + problemAndFix), new Object[] { element }));
        }
    }
}
