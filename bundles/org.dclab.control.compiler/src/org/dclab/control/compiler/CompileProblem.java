package org.dclab.control.compiler;

/**
 * An error the compiler found: its line (1-based), the characters it covers in the source (start inclusive, end
 * exclusive; -1 when the compiler names none) and its message as the compiler words it.
 */
public record CompileProblem(int line, int start, int end, String message) {

    /** "MyAimd.java line 23: Syntax error, insert ";" to complete BlockStatements". */
    public String describe(String fileName) {
        return fileName + " line " + line + ": " + message;
    }
}
