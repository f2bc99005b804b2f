package org.dclab.classroom;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * A client that sends exactly the bytes it is given, from a loopback address of its choice (every 127.x.y.z is this
 * machine's): what a careless or hostile student's program may send, which no well-behaved HTTP client would.
 */
final class RawClient {

    /** What came back: the status of the first response line (0 when the server closed without one) and the rest. */
    record Reply(int status, String text) {
    }

    private RawClient() {
    }

    /** Sends {@code request} from {@code from} to the server of {@code page} and reads until the server closes. */
    static Reply send(String from, URI page, byte[] request) throws IOException {
        try (Socket socket = connect(from, page)) {
            socket.getOutputStream().write(request);
            socket.getOutputStream().flush();
            return read(socket.getInputStream(), 64 * 1024);
        }
    }

    static Reply send(String from, URI page, String request) throws IOException {
        return send(from, page, request.getBytes(StandardCharsets.ISO_8859_1));
    }

    /** A GET of {@code path} as HTTP/1.0, which closes after one response. */
    static Reply get(String from, URI page, String path) throws IOException {
        return send(from, page, "GET " + path + " HTTP/1.0\r\nHost: " + page.getAuthority() + "\r\n\r\n");
    }

    /** A POST of a form to the page's {@code answer}. */
    static Reply post(String from, URI page, String path, String contentType, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return send(from, page, "POST " + path + " HTTP/1.0\r\nHost: " + page.getAuthority() + "\r\nContent-Type: " + contentType
                + "\r\nContent-Length: " + bytes.length + "\r\n\r\n" + body);
    }

    static Socket connect(String from, URI page) throws IOException {
        Socket socket = new Socket();
        socket.bind(new InetSocketAddress(InetAddress.getByName(from), 0));
        socket.connect(new InetSocketAddress(page.getHost(), page.getPort()), 5000);
        socket.setSoTimeout(10_000);
        return socket;
    }

    /** Reads up to {@code limit} bytes, until the server closes or stops sending for the socket's timeout. */
    static Reply read(InputStream in, int limit) throws IOException {
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            for (int n; got.size() < limit && (n = in.read(buffer)) >= 0;) {
                got.write(buffer, 0, n);
            }
        } catch (SocketTimeoutException | java.net.SocketException e) {
            // What came before the silence or the reset is the reply.
        }
        String text = got.toString(StandardCharsets.ISO_8859_1);
        int status = 0;
        if (text.startsWith("HTTP/1.")) {
            status = Integer.parseInt(text.substring(9, 12));
        }
        return new Reply(status, text);
    }
}
