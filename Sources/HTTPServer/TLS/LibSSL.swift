import COpenSSL
import LoadedLibraries

/// libssl and libcrypto (OpenSSL 3), opened the first time a server is configured for TLS or a session
/// store needs a SHA-256, instead of linked: a server that serves plain HTTP behind a proxy with its
/// sessions in memory maps neither, and the loader resolves nothing in them at start, which keeps an
/// idle server's resident memory small. `COpenSSL` provides the declarations only.
// Sendable: an immutable table of C function pointers into a library that is never closed.
package struct LibSSL: @unchecked Sendable {
    package typealias Context = OpaquePointer
    package typealias Connection = OpaquePointer

    let serverMethod: @convention(c) () -> OpaquePointer?
    let contextNew: @convention(c) (OpaquePointer?) -> Context?
    let contextFree: @convention(c) (Context?) -> Void
    let contextControl: @convention(c) (Context?, Int32, Int, UnsafeMutableRawPointer?) -> Int
    let contextSetOptions: @convention(c) (Context?, UInt64) -> UInt64
    let contextUseCertificateChainFile: @convention(c) (Context?, UnsafePointer<CChar>?) -> Int32
    let contextUsePrivateKeyFile: @convention(c) (Context?, UnsafePointer<CChar>?, Int32) -> Int32
    let contextCheckPrivateKey: @convention(c) (Context?) -> Int32
    let contextSetALPNSelect: @convention(c) (Context?, SSL_CTX_alpn_select_cb_func?, UnsafeMutableRawPointer?) -> Void
    let selectNextProtocol: UnsafeMutableRawPointer
    let new: @convention(c) (Context?) -> Connection?
    let free: @convention(c) (Connection?) -> Void
    let setFD: @convention(c) (Connection?, Int32) -> Int32
    let setAcceptState: @convention(c) (Connection?) -> Void
    let read: @convention(c) (Connection?, UnsafeMutableRawPointer?, Int32) -> Int32
    let write: @convention(c) (Connection?, UnsafeRawPointer?, Int32) -> Int32
    let getError: @convention(c) (Connection?, Int32) -> Int32
    let shutdown: @convention(c) (Connection?) -> Int32
    let errorGet: @convention(c) () -> UInt
    let errorClear: @convention(c) () -> Void
    let errorString: @convention(c) (UInt, UnsafeMutablePointer<CChar>?, Int) -> Void
    let digest: @convention(c) (UnsafeRawPointer?, Int, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt32>?, OpaquePointer?, OpaquePointer?) -> Int32
    /// SHA-256, fetched from libcrypto's provider once: `EVP_sha256()` names the algorithm, and every
    /// digest made with it would fetch the implementation again (OpenSSL 3's "implicit fetch"), a
    /// large part of a digest's work.
    let sha256Algorithm: OpaquePointer
    /// `EVP_PBE_scrypt`: a password's memory-hard hash (RFC 7914).
    let pbeScrypt: @convention(c) (
        UnsafePointer<CChar>?, Int, UnsafePointer<UInt8>?, Int, UInt64, UInt64, UInt64, UInt64, UnsafeMutablePointer<UInt8>?, Int
    ) -> Int32

    /// The libraries, opened once; why not when they cannot be.
    package static func loaded() throws(HTTPServerError) -> LibSSL { try shared.get() }

    private static let shared: Result<LibSSL, HTTPServerError> = open()

    /// OpenSSL 3's soname, then the name a development package links. libssl brings libcrypto, and a
    /// look-up in libssl's handle finds libcrypto's functions too.
    private static let fileNames = ["libssl.so.3", "libssl.3.dylib", "libssl.so", "libssl.dylib"]

    private static func open() -> Result<LibSSL, HTTPServerError> {
        let library: SharedLibrary
        switch SharedLibrary.open(fileNames) {
        case .success(let opened): library = opened
        case .failure(let failure):
            return .failure(HTTPServerError("TLS and stored sessions need OpenSSL 3's libssl (Debian: apt-get install libssl3), and it could not be opened: \(failure.reason)"))
        }
        func address(_ name: String) throws(HTTPServerError) -> UnsafeMutableRawPointer {
            guard let address = library.address(of: name) else { throw HTTPServerError("the libssl found has no \(name)") }
            return address
        }
        func symbol<Function>(_ name: String, as type: Function.Type) throws(HTTPServerError) -> Function {
            unsafeBitCast(try address(name), to: type)
        }
        func fetched(_ algorithm: String) throws(HTTPServerError) -> OpaquePointer {
            let fetch = try symbol("EVP_MD_fetch", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> OpaquePointer?).self)
            guard let found = fetch(nil, algorithm, nil) else { throw HTTPServerError("the libcrypto found has no \(algorithm)") }
            return found
        }
        do throws(HTTPServerError) {
            return .success(LibSSL(
                serverMethod: try symbol("TLS_server_method", as: (@convention(c) () -> OpaquePointer?).self),
                contextNew: try symbol("SSL_CTX_new", as: (@convention(c) (OpaquePointer?) -> Context?).self),
                contextFree: try symbol("SSL_CTX_free", as: (@convention(c) (Context?) -> Void).self),
                contextControl: try symbol("SSL_CTX_ctrl", as: (@convention(c) (Context?, Int32, Int, UnsafeMutableRawPointer?) -> Int).self),
                contextSetOptions: try symbol("SSL_CTX_set_options", as: (@convention(c) (Context?, UInt64) -> UInt64).self),
                contextUseCertificateChainFile: try symbol("SSL_CTX_use_certificate_chain_file", as: (@convention(c) (Context?, UnsafePointer<CChar>?) -> Int32).self),
                contextUsePrivateKeyFile: try symbol("SSL_CTX_use_PrivateKey_file", as: (@convention(c) (Context?, UnsafePointer<CChar>?, Int32) -> Int32).self),
                contextCheckPrivateKey: try symbol("SSL_CTX_check_private_key", as: (@convention(c) (Context?) -> Int32).self),
                contextSetALPNSelect: try symbol("SSL_CTX_set_alpn_select_cb", as: (@convention(c) (Context?, SSL_CTX_alpn_select_cb_func?, UnsafeMutableRawPointer?) -> Void).self),
                selectNextProtocol: try address("SSL_select_next_proto"),
                new: try symbol("SSL_new", as: (@convention(c) (Context?) -> Connection?).self),
                free: try symbol("SSL_free", as: (@convention(c) (Connection?) -> Void).self),
                setFD: try symbol("SSL_set_fd", as: (@convention(c) (Connection?, Int32) -> Int32).self),
                setAcceptState: try symbol("SSL_set_accept_state", as: (@convention(c) (Connection?) -> Void).self),
                read: try symbol("SSL_read", as: (@convention(c) (Connection?, UnsafeMutableRawPointer?, Int32) -> Int32).self),
                write: try symbol("SSL_write", as: (@convention(c) (Connection?, UnsafeRawPointer?, Int32) -> Int32).self),
                getError: try symbol("SSL_get_error", as: (@convention(c) (Connection?, Int32) -> Int32).self),
                shutdown: try symbol("SSL_shutdown", as: (@convention(c) (Connection?) -> Int32).self),
                errorGet: try symbol("ERR_get_error", as: (@convention(c) () -> UInt).self),
                errorClear: try symbol("ERR_clear_error", as: (@convention(c) () -> Void).self),
                errorString: try symbol("ERR_error_string_n", as: (@convention(c) (UInt, UnsafeMutablePointer<CChar>?, Int) -> Void).self),
                digest: try symbol("EVP_Digest", as: (@convention(c) (UnsafeRawPointer?, Int, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt32>?, OpaquePointer?, OpaquePointer?) -> Int32).self),
                sha256Algorithm: try fetched("SHA256"),
                pbeScrypt: try symbol("EVP_PBE_scrypt", as: (@convention(c) (
                    UnsafePointer<CChar>?, Int, UnsafePointer<UInt8>?, Int, UInt64, UInt64, UInt64, UInt64, UnsafeMutablePointer<UInt8>?, Int
                ) -> Int32).self)
            ))
        } catch {
            library.close()
            return .failure(error)
        }
    }

    /// The SHA-256 of `bytes`.
    package func sha256(_ bytes: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let status = bytes.withUnsafeBytes { input in
            result.withUnsafeMutableBufferPointer { digest(input.baseAddress, input.count, $0.baseAddress, &length, sha256Algorithm, nil) }
        }
        precondition(status == 1 && length == 32, "SHA-256 from libcrypto failed")
        return result
    }

    /// scrypt (RFC 7914) of `password` with `salt`: `length` bytes. Costs `128 · blockSize · cost` bytes of
    /// memory, which is its point.
    /// - Throws: ``HTTPServerError`` with libcrypto's reason when it refuses the parameters.
    package func scrypt(password: [UInt8], salt: [UInt8], cost: UInt64, blockSize: UInt64, parallelism: UInt64, length: Int) throws(HTTPServerError) -> [UInt8] {
        var key = [UInt8](repeating: 0, count: length)
        // What the computation needs, with room for libcrypto's own bookkeeping.
        let memory = 128 * blockSize * (cost + parallelism + 2) + (1 << 20)
        let status = password.withUnsafeBufferPointer { password in
            salt.withUnsafeBufferPointer { salt in
                key.withUnsafeMutableBufferPointer { key in
                    password.withMemoryRebound(to: CChar.self) { password in
                        pbeScrypt(password.baseAddress, password.count, salt.baseAddress, salt.count, cost, blockSize, parallelism, memory, key.baseAddress, length)
                    }
                }
            }
        }
        guard status == 1 else { throw HTTPServerError("scrypt: \(lastError())") }
        return key
    }

    /// The oldest error on this thread's OpenSSL error queue, as text, and the queue emptied.
    package func lastError() -> String {
        let code = errorGet()
        errorClear()
        if code == 0 { return "unknown error" }
        var text = [CChar](repeating: 0, count: 256)
        errorString(code, &text, text.count)
        return string(fromNulTerminated: text)
    }
}
