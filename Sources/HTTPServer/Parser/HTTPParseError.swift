// This file and the others in Parser/ depend on the Swift standard library only, so that
// `scripts/fuzz.sh http-parser` can compile them alone with `-sanitize=fuzzer` (no packages, no Foundation).

/// Why a request could not be framed, expressed as the status the server answers with.
///
/// Every failure is terminal for the connection: after an ambiguous or oversized message the
/// server cannot know where the next request starts, so it answers once and closes. That is
/// what makes request smuggling through this server impossible rather than unlikely.
enum HTTPParseError: Error, Equatable, Sendable {
    /// 400: malformed request line, header field or chunk; ambiguous framing; bad `Host`.
    case badRequest
    /// 414: the request target is longer than `maxURIBytes`.
    case uriTooLong
    /// 431: the head (or the trailer section) is longer than `maxHeadBytes`, or has too many fields.
    case headersTooLarge
    /// 413: the declared or received body is longer than `maxBodyBytes`.
    case contentTooLarge
    /// 501: a transfer coding other than `chunked`.
    case notImplemented
    /// 505: a well-formed HTTP version whose major version is not 1 (0.9, 2.0).
    case versionNotSupported
    /// 417: an `Expect` other than `100-continue`.
    case expectationFailed

    var statusCode: Int {
        switch self {
        case .badRequest: 400
        case .uriTooLong: 414
        case .headersTooLarge: 431
        case .contentTooLarge: 413
        case .notImplemented: 501
        case .versionNotSupported: 505
        case .expectationFailed: 417
        }
    }
}
