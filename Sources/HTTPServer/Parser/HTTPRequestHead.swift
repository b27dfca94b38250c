// Standard library only: see HTTPParseError.swift.

/// How the body of a request is delimited (RFC 9112 §6.3).
enum HTTPBodyFraming: Equatable, Sendable {
    case none
    case length(Int)
    case chunked
}

/// The form of the request target (RFC 9112 §3.2).
enum HTTPTargetForm: Equatable, Sendable {
    /// `/path?query`
    case origin
    /// `http://authority/path?query`; the authority replaces `Host`.
    case absolute
    /// `*`, only with OPTIONS.
    case asterisk
}

/// A parsed request head, as byte ranges into the buffer it was parsed from.
///
/// Ranges instead of `String`s: the head is parsed without allocating, and strings are made once,
/// when the server builds the `HTTPRequest` handed to the responder. The ranges are valid only until
/// the decoder is called again.
struct HTTPRequestHead: Sendable {
    struct Field: Equatable, Sendable {
        var name: Range<Int>
        var value: Range<Int>
    }

    var method: Range<Int> = 0..<0
    /// The whole request target as received.
    var target: Range<Int> = 0..<0
    var targetForm: HTTPTargetForm = .origin
    /// The path and query. For the absolute form it is the part after the authority, which may be
    /// empty or start with `?`; `pathNeedsLeadingSlash` then says that `/` must be put in front.
    var path: Range<Int> = 0..<0
    var pathNeedsLeadingSlash = false
    /// From the absolute-form target, else from `Host`; nil for HTTP/1.0 without `Host`.
    var authority: Range<Int>? = nil
    /// 0 for HTTP/1.0, 1 for HTTP/1.1 and any later 1.x.
    var minorVersion = 1
    var fields: [Field] = []
    /// Index into `fields` of the single `Host` field, which the server leaves out of the
    /// `HTTPFields` it builds (it becomes the request's authority, as in swift-nio-extras).
    var hostFieldIndex: Int? = nil
    var framing: HTTPBodyFraming = .none
    /// Whether the connection may stay open after this request, from the version and `Connection`.
    var keepAlive = true
    /// `Expect: 100-continue` on an HTTP/1.1 request.
    var expectContinue = false
    /// Whether the method is HEAD (the response then carries no body).
    var isHEAD = false

    mutating func reset() {
        method = 0..<0
        target = 0..<0
        targetForm = .origin
        path = 0..<0
        pathNeedsLeadingSlash = false
        authority = nil
        minorVersion = 1
        fields.removeAll(keepingCapacity: true)
        hostFieldIndex = nil
        framing = .none
        keepAlive = true
        expectContinue = false
        isHEAD = false
    }
}
