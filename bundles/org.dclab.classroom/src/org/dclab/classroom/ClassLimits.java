package org.dclab.classroom;

/**
 * What the class page's server allows, so that a school network's clients, careless or hostile, cannot take it over:
 * a classroom is tens of students, a lecture hall a few hundred, each with a page open or two.
 *
 * @param maxStreams          live pages at once; one more is refused with 503 until one closes
 * @param streamsPerAddress   live pages from one network address (a student with a few tabs); more are refused with
 *                            429
 * @param maxConnections      open connections of any kind; beyond it the server stops accepting until some close
 * @param requestsPerSecond   requests one address may make each second on average; beyond it, 429
 * @param requestBurst        requests one address may make at once (a page loads five resources and its stream)
 * @param maxHeaderBytes      a request's line and headers together; more is refused with 431
 * @param maxBodyBytes        a request's body (a prediction is a few dozen bytes); more is refused with 413
 * @param answersPerAddress   students answering one question from one network address
 * @param answersPerQuestion  answers one question keeps; a class is never this large
 * @param idleTimeoutMillis   a connection that sends nothing this long is closed (a slow client holds no socket)
 * @param keepAliveMillis     a live page hears at least this often, so that no proxy or timeout closes it while the
 *                            run stands still
 */
public record ClassLimits(int maxStreams, int streamsPerAddress, int maxConnections, int requestsPerSecond, int requestBurst,
        int maxHeaderBytes, int maxBodyBytes, int answersPerAddress, int answersPerQuestion, long idleTimeoutMillis,
        long keepAliveMillis) {

    /** For a class of up to a few hundred students. */
    public static final ClassLimits CLASSROOM = new ClassLimits(400, 8, 600, 10, 40, 4096, 1024, 4, 1000, 30_000, 10_000);

    public ClassLimits {
        if (maxStreams < 1 || streamsPerAddress < 1 || maxConnections < maxStreams || requestsPerSecond < 1 || requestBurst < 1
                || maxHeaderBytes < 512 || maxBodyBytes < 64 || answersPerAddress < 1 || answersPerQuestion < 1
                || keepAliveMillis < 100 || idleTimeoutMillis <= keepAliveMillis) {
            throw new IllegalArgumentException("class page limits out of range: " + maxStreams + " streams, " + streamsPerAddress
                    + " per address, " + maxConnections + " connections, keep-alive " + keepAliveMillis + " ms, idle " + idleTimeoutMillis
                    + " ms");
        }
    }
}
