package org.dclab.ui.controleditor;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.jface.text.source.DefaultAnnotationHover;
import org.eclipse.jface.text.source.IAnnotationHover;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.SourceViewerConfiguration;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;

/**
 * How a control's source looks: Java's keywords bold, comments green, literals blue, as Eclipse's Java editor colours
 * them; and the ruler's hover tells the compile errors of a line.
 */
final class JavaColouring extends SourceViewerConfiguration {

    private static final String[] KEYWORDS = { "abstract", "boolean", "break", "byte", "case", "catch", "char", "class", "continue",
            "default", "do", "double", "else", "extends", "false", "final", "finally", "float", "for", "if", "implements", "import",
            "instanceof",
            "int", "interface", "long", "new", "null", "package", "private", "protected", "public", "return", "short", "static", "super",
            "switch", "this", "throw", "throws", "true", "try", "var", "void", "while" };

    private static final Color KEYWORD = new Color(127, 0, 85);
    private static final Color COMMENT = new Color(63, 127, 95);
    private static final Color LITERAL = new Color(42, 0, 255);

    @Override
    public String[] getConfiguredContentTypes(ISourceViewer sourceViewer) {
        return new String[] { IDocument.DEFAULT_CONTENT_TYPE, JavaPartitions.COMMENT, JavaPartitions.STRING };
    }

    @Override
    public IPresentationReconciler getPresentationReconciler(ISourceViewer sourceViewer) {
        PresentationReconciler reconciler = new PresentationReconciler();
        colour(reconciler, IDocument.DEFAULT_CONTENT_TYPE, code());
        colour(reconciler, JavaPartitions.COMMENT, whole(new TextAttribute(COMMENT)));
        colour(reconciler, JavaPartitions.STRING, whole(new TextAttribute(LITERAL)));
        return reconciler;
    }

    @Override
    public IAnnotationHover getAnnotationHover(ISourceViewer sourceViewer) {
        return new DefaultAnnotationHover();
    }

    private static void colour(PresentationReconciler reconciler, String contentType, RuleBasedScanner scanner) {
        DefaultDamagerRepairer dr = new DefaultDamagerRepairer(scanner);
        reconciler.setDamager(dr, contentType);
        reconciler.setRepairer(dr, contentType);
    }

    private static RuleBasedScanner code() {
        WordRule words = new WordRule(new IWordDetector() {
            @Override
            public boolean isWordStart(char c) {
                return Character.isJavaIdentifierStart(c);
            }

            @Override
            public boolean isWordPart(char c) {
                return Character.isJavaIdentifierPart(c);
            }
        }, Token.UNDEFINED);
        Token keyword = new Token(new TextAttribute(KEYWORD, null, SWT.BOLD));
        for (String k : KEYWORDS) {
            words.addWord(k, keyword);
        }
        RuleBasedScanner scanner = new RuleBasedScanner();
        scanner.setRules(new IRule[] { words });
        return scanner;
    }

    private static RuleBasedScanner whole(TextAttribute attribute) {
        RuleBasedScanner scanner = new RuleBasedScanner();
        scanner.setDefaultReturnToken(new Token(attribute));
        return scanner;
    }
}
