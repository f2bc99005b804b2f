package org.dclab.classroom.internal;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Every refusal, Jetty's own (a malformed request, a header too large) and the class page's, as one line of plain
 * text: its status and the reason's words. Jetty's error page repeats the address asked for, which here holds the
 * session code, and says what went wrong inside; a refusal here tells nothing but the status.
 */
public final class PlainErrors extends ErrorHandler {

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause, Callback callback) {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain;charset=utf-8");
        byte[] text = (code + " " + HttpStatus.getMessage(code) + "\n").getBytes(StandardCharsets.UTF_8);
        response.write(true, ByteBuffer.wrap(text), callback);
    }
}
