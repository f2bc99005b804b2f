package org.dclab.engine.cc;

/**
 * A congestion control that keeps α, its estimate of the fraction of bytes marked CE, and sizes its cut by it
 * (DCTCP, GEMINI). Updated once per window without telling listeners, so observers sample it.
 */
public interface AlphaEstimator {

    /** The current estimate, from 0 to 1. */
    double alpha();
}
