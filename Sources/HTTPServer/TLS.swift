import COpenSSL

/// The server's libssl context: certificate, key, protocol floor, ALPN.
///
/// One `SSL_CTX` shared by every connection (libssl makes it safe to use from several threads once
/// configured). Each connection gets its own `SSL` on its non-blocking socket; `Connection` turns
/// `SSL_ERROR_WANT_READ`/`WANT_WRITE` into waiting on the matching Dispatch source.
final class TLSContext: @unchecked Sendable {
    let context: OpaquePointer

    init(_ configuration: HTTPServerConfiguration.TLSConfiguration) throws {
        guard let context = SSL_CTX_new(TLS_server_method()) else {
            throw HTTPServerError("TLS: cannot create a context: \(Self.lastError())")
        }
        self.context = context
        // TLS 1.2 is the floor: 1.0 and 1.1 are deprecated (RFC 8996).
        guard formui_SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION) == 1 else {
            throw HTTPServerError("TLS: cannot set the minimum version: \(Self.lastError())")
        }
        // No renegotiation (a DoS lever and useless for HTTP/1.1 servers), no TLS compression (CRIME),
        // and a peer that closes without close_notify is an ordinary EOF, not an error.
        SSL_CTX_set_options(
            context,
            formui_SSL_OP_NO_RENEGOTIATION | formui_SSL_OP_NO_COMPRESSION | formui_SSL_OP_IGNORE_UNEXPECTED_EOF
                | formui_SSL_OP_CIPHER_SERVER_PREFERENCE)
        // Partial writes and a moving write buffer let a response be written from a Swift array
        // across several attempts; releasing buffers keeps idle kept-alive connections small.
        _ = formui_SSL_CTX_set_mode(
            context,
            formui_SSL_MODE_ENABLE_PARTIAL_WRITE | formui_SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER | formui_SSL_MODE_RELEASE_BUFFERS)
        guard SSL_CTX_use_certificate_chain_file(context, configuration.certificatePath) == 1 else {
            throw HTTPServerError("TLS: cannot load the certificate \(configuration.certificatePath): \(Self.lastError())")
        }
        guard SSL_CTX_use_PrivateKey_file(context, configuration.privateKeyPath, SSL_FILETYPE_PEM) == 1 else {
            throw HTTPServerError("TLS: cannot load the private key \(configuration.privateKeyPath): \(Self.lastError())")
        }
        guard SSL_CTX_check_private_key(context) == 1 else {
            throw HTTPServerError("TLS: the private key does not match the certificate: \(Self.lastError())")
        }
        formui_SSL_CTX_select_alpn_http11(context)
    }

    deinit {
        SSL_CTX_free(context)
    }

    /// A server-side `SSL` on `fd`, or nil if libssl is out of memory.
    func makeSession(fd: Int32) -> OpaquePointer? {
        guard let ssl = SSL_new(context) else { return nil }
        guard SSL_set_fd(ssl, fd) == 1 else {
            SSL_free(ssl)
            return nil
        }
        SSL_set_accept_state(ssl)
        return ssl
    }

    /// The oldest error on this thread's libssl error queue, as text, and the queue emptied.
    static func lastError() -> String {
        let code = ERR_get_error()
        ERR_clear_error()
        if code == 0 { return "unknown error" }
        var text = [CChar](repeating: 0, count: 256)
        ERR_error_string_n(code, &text, text.count)
        return string(fromNulTerminated: text)
    }
}
