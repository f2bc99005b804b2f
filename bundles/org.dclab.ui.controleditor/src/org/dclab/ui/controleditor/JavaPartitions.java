package org.dclab.ui.controleditor;

import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.IPredicateRule;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.RuleBasedPartitionScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;

/** Cuts Java source into comments, string and character literals, and code: the regions coloured differently. */
final class JavaPartitions extends RuleBasedPartitionScanner {

    static final String COMMENT = "__dclab_java_comment";
    static final String STRING = "__dclab_java_string";
    static final String[] TYPES = { COMMENT, STRING };

    JavaPartitions() {
        Token comment = new Token(COMMENT);
        Token string = new Token(STRING);
        setPredicateRules(new IPredicateRule[] { new EndOfLineRule("//", comment), new MultiLineRule("/*", "*/", comment, (char) 0, true),
                new SingleLineRule("\"", "\"", string, '\\'), new SingleLineRule("'", "'", string, '\\') });
    }
}
