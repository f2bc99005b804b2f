package org.dclab.classroom.internal;

import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

import org.dclab.classroom.ClassQuestions;
import org.dclab.classroom.ClassQuestions.Outcome;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.http.MimeTypes;
import org.eclipse.jetty.server.FormFields;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;
import org.eclipse.jetty.util.Promise;
import org.eclipse.jetty.util.thread.Invocable.InvocationType;

/**
 * What the class page's server answers, behind Jetty's rate and size limits: under {@code /c/CODE/} the page's
 * resources by name, its event stream ({@code events}) and the posting of a prediction ({@code answer}); nothing else,
 * and nothing that changes the scenario or the run, which this bundle cannot reach. Every refusal has the status that
 * says why: 404 for another address or a wrong code, 405 for a method the resource does not take, 415 and 400 for a
 * prediction not in the page's form, 409 for a question not being asked, 429 for too many, 503 for a full class.
 */
public final class ClassHandler extends Handler.Abstract.NonBlocking {

    static final String PREFIX = "/c/";
    /** The page loads its scripts and styles from this server only, is never framed, and tells no other site its address. */
    static final String CONTENT_SECURITY = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
            + "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
    /** A page that lost its stream tries again after this; the server's end of a class is an event, not a drop. */
    private static final byte[] HELLO = "retry: 3000\n\n".getBytes(StandardCharsets.UTF_8);

    private final String code;
    private final PageResources resources;
    private final EventStreams streams;
    private final ClassQuestions questions;
    private final int maxBodyBytes;

    public ClassHandler(String code, PageResources resources, EventStreams streams, ClassQuestions questions, int maxBodyBytes) {
        this.code = code;
        this.resources = resources;
        this.streams = streams;
        this.questions = questions;
        this.maxBodyBytes = maxBodyBytes;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        HttpFields.Mutable headers = response.getHeaders();
        headers.put("X-Content-Type-Options", "nosniff");
        headers.put("Referrer-Policy", "no-referrer");
        headers.put("X-Frame-Options", "DENY");
        headers.put("Content-Security-Policy", CONTENT_SECURITY);
        headers.put(HttpHeader.CACHE_CONTROL, "no-store");

        String path = Request.getPathInContext(request);
        if (path == null || !path.startsWith(PREFIX)) {
            return refuse(request, response, callback, HttpStatus.NOT_FOUND_404);
        }
        String rest = path.substring(PREFIX.length());
        int slash = rest.indexOf('/');
        if (!SessionCode.matches(code, slash < 0 ? rest : rest.substring(0, slash))) {
            return refuse(request, response, callback, HttpStatus.NOT_FOUND_404);
        }
        String method = request.getMethod();
        if (slash < 0) {
            // The page's relative addresses need the slash.
            if (!HttpMethod.GET.is(method)) {
                return notAllowed(request, response, callback, "GET");
            }
            Response.sendRedirect(request, response, callback, HttpStatus.SEE_OTHER_303, PREFIX + code + "/", true);
            return true;
        }
        String name = rest.substring(slash + 1);
        return switch (name) {
            case "events" -> HttpMethod.GET.is(method) ? events(request, response, callback) : notAllowed(request, response, callback,
                    "GET");
            case "answer" -> HttpMethod.POST.is(method) ? answer(request, response, callback) : notAllowed(request, response, callback,
                    "POST");
            default -> resource(name, request, response, callback);
        };
    }

    private boolean resource(String name, Request request, Response response, Callback callback) {
        PageResources.Resource r = resources.get(name);
        if (r == null) {
            return refuse(request, response, callback, HttpStatus.NOT_FOUND_404);
        }
        boolean head = HttpMethod.HEAD.is(request.getMethod());
        if (!head && !HttpMethod.GET.is(request.getMethod())) {
            return notAllowed(request, response, callback, "GET, HEAD");
        }
        response.setStatus(HttpStatus.OK_200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, r.contentType());
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, r.bytes().length);
        if (head) {
            callback.succeeded();
        } else {
            response.write(true, ByteBuffer.wrap(r.bytes()), callback);
        }
        return true;
    }

    private boolean events(Request request, Response response, Callback callback) {
        EventStreams.Sink sink = new EventStreams.Sink() {
            @Override
            public void write(ByteBuffer bytes, Callback written) {
                response.write(false, bytes, written);
            }

            @Override
            public void finish(ByteBuffer last) {
                response.write(true, last, callback);
            }

            @Override
            public void abort(Throwable why) {
                callback.failed(why);
            }
        };
        response.setStatus(HttpStatus.OK_200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream;charset=utf-8");
        Object opened = streams.open(address(request), sink, HELLO);
        if (opened instanceof EventStreams.Refusal) {
            response.getHeaders().remove(HttpHeader.CONTENT_TYPE);
        }
        if (opened == EventStreams.Refusal.FULL) {
            response.getHeaders().put(HttpHeader.RETRY_AFTER, 10);
            return refuse(request, response, callback, HttpStatus.SERVICE_UNAVAILABLE_503);
        }
        if (opened == EventStreams.Refusal.TOO_MANY_FROM_ADDRESS) {
            return refuse(request, response, callback, HttpStatus.TOO_MANY_REQUESTS_429);
        }
        EventStreams.Stream stream = (EventStreams.Stream) opened;
        request.addFailureListener(stream::close);
        return true;
    }

    private boolean answer(Request request, Response response, Callback callback) {
        String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
        if (type == null || !MimeTypes.Type.FORM_ENCODED.is(MimeTypes.getContentTypeWithoutCharset(type))) {
            return refuse(request, response, callback, HttpStatus.UNSUPPORTED_MEDIA_TYPE_415);
        }
        String address = address(request);
        FormFields.onFields(request, StandardCharsets.UTF_8, 8, maxBodyBytes, Promise.Invocable.from(InvocationType.NON_BLOCKING,
                (Fields fields) -> answered(AnswerForm.parse(fields), address, request, response, callback), failure -> {
                    int status = failure instanceof HttpException http ? http.getCode() : HttpStatus.BAD_REQUEST_400;
                    refuse(request, response, callback, status == HttpStatus.PAYLOAD_TOO_LARGE_413 ? status : HttpStatus.BAD_REQUEST_400);
                }));
        return true;
    }

    private void answered(AnswerForm form, String address, Request request, Response response, Callback callback) {
        if (form == null) {
            refuse(request, response, callback, HttpStatus.BAD_REQUEST_400);
            return;
        }
        Outcome outcome = questions.answer(form.question(), form.student(), form.nickname(), form.value(), address);
        switch (outcome) {
            case ACCEPTED -> {
                response.setStatus(HttpStatus.NO_CONTENT_204);
                callback.succeeded();
            }
            case NOT_ASKED, CLOSED -> refuse(request, response, callback, HttpStatus.CONFLICT_409);
            case TOO_MANY -> refuse(request, response, callback, HttpStatus.TOO_MANY_REQUESTS_429);
        }
    }

    private static boolean notAllowed(Request request, Response response, Callback callback, String allowed) {
        response.getHeaders().put(HttpHeader.ALLOW, allowed);
        return refuse(request, response, callback, HttpStatus.METHOD_NOT_ALLOWED_405);
    }

    private static boolean refuse(Request request, Response response, Callback callback, int status) {
        Response.writeError(request, response, callback, status);
        return true;
    }

    /** The client's network address, without its port: what the limits count by. */
    static String address(Request request) {
        SocketAddress remote = request.getConnectionMetaData().getRemoteSocketAddress();
        return remote instanceof InetSocketAddress inet && inet.getAddress() != null ? inet.getAddress().getHostAddress() : String.valueOf(
                remote);
    }
}
