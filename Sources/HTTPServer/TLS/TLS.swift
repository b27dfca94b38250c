import COpenSSL

/// The server's libssl context: certificate, key, protocol floor, ALPN.
///
/// One `SSL_CTX` shared by every connection (libssl makes it safe to use from several threads once
/// configured). Each connection gets its own `SSL` on its non-blocking socket; `Connection` turns
/// `SSL_ERROR_WANT_READ`/`WANT_WRITE` into waiting for the socket to be readable or writable. libssl is
/// opened when the first context is made (``LibSSL``).
// Sendable: immutable once made, and libssl lets threads share a configured `SSL_CTX`.
final class TLSContext: @unchecked Sendable {
    let library: LibSSL
    let context: OpaquePointer

    init(_ configuration: HTTPServerConfiguration.TLSConfiguration) throws {
        let library = try LibSSL.loaded()
        self.library = library
        guard let context = library.contextNew(library.serverMethod()) else {
            throw HTTPServerError("TLS: cannot create a context: \(library.lastError())")
        }
        self.context = context
        // TLS 1.2 is the floor: 1.0 and 1.1 are deprecated (RFC 8996).
        guard library.contextControl(context, SSL_CTRL_SET_MIN_PROTO_VERSION, Int(TLS1_2_VERSION), nil) == 1 else {
            throw HTTPServerError("TLS: cannot set the minimum version: \(library.lastError())")
        }
        // No renegotiation (a DoS lever and useless for HTTP/1.1 servers), no TLS compression (CRIME),
        // and a peer that closes without close_notify is an ordinary EOF, not an error.
        _ = library.contextSetOptions(
            context,
            formui_SSL_OP_NO_RENEGOTIATION | formui_SSL_OP_NO_COMPRESSION | formui_SSL_OP_IGNORE_UNEXPECTED_EOF
                | formui_SSL_OP_CIPHER_SERVER_PREFERENCE)
        // Partial writes and a moving write buffer let a response be written from a Swift array
        // across several attempts; releasing buffers keeps idle kept-alive connections small.
        _ = library.contextControl(
            context, SSL_CTRL_MODE,
            formui_SSL_MODE_ENABLE_PARTIAL_WRITE | formui_SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER | formui_SSL_MODE_RELEASE_BUFFERS, nil)
        guard library.contextUseCertificateChainFile(context, configuration.certificatePath) == 1 else {
            throw HTTPServerError("TLS: cannot load the certificate \(configuration.certificatePath): \(library.lastError())")
        }
        guard library.contextUsePrivateKeyFile(context, configuration.privateKeyPath, SSL_FILETYPE_PEM) == 1 else {
            throw HTTPServerError("TLS: cannot load the private key \(configuration.privateKeyPath): \(library.lastError())")
        }
        guard library.contextCheckPrivateKey(context) == 1 else {
            throw HTTPServerError("TLS: the private key does not match the certificate: \(library.lastError())")
        }
        // The callback chooses with libssl's SSL_select_next_proto, passed as its argument.
        library.contextSetALPNSelect(context, formui_alpn_select_http11, library.selectNextProtocol)
    }

    deinit {
        library.contextFree(context)
    }

    /// A server-side `SSL` on `fd`, or nil if libssl is out of memory.
    func makeSession(fd: Int32) -> OpaquePointer? {
        guard let ssl = library.new(context) else { return nil }
        guard library.setFD(ssl, fd) == 1 else {
            library.free(ssl)
            return nil
        }
        library.setAcceptState(ssl)
        return ssl
    }
}
