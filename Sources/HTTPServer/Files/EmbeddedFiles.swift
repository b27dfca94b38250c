import HTTPTypes
import Locking

/// Serves files the program carries in itself (compiled in, not on disk) under a URL prefix, answering
/// as ``StaticFiles`` does for a directory: the same path checks (a path it would refuse is a 404 here
/// too), `Content-Type` by extension, `X-Content-Type-Options: nosniff`, `Cache-Control`, a strong `ETag`
/// and 304 for `If-None-Match`; the connection gzips the body as it does any other.
///
/// The `ETag` is a hash of the file's bytes (64-bit FNV-1a), so every replica of one build, and every
/// build with the same file, gives the same tag. There is no `Last-Modified`: a file compiled in has no
/// modification time of its own worth sending.
///
/// `contents` gives a file's bytes by its path under the prefix (`icons/star.svg`), or nil when there is
/// none; it is asked once per file, and what it gave is kept with its tag. A directory is not a file
/// here (404).
public struct EmbeddedFiles: Sendable {
    public let urlPrefix: String
    public let cacheControl: String
    private let contents: @Sendable (String) -> [UInt8]?
    /// What `contents` gave, with its tag and type, by path: at most as many as the program carries.
    private let kept = LockedCache<String, File>()

    struct File: Sendable {
        let body: [UInt8]
        let etag: String
        let contentType: String
    }

    public init(urlPrefix: String = "/", cacheControl: String = "public, max-age=3600", contents: @escaping @Sendable (String) -> [UInt8]?) {
        var prefix = urlPrefix
        if !prefix.hasPrefix("/") { prefix = "/" + prefix }
        if !prefix.hasSuffix("/") { prefix += "/" }
        self.urlPrefix = prefix
        self.cacheControl = cacheControl
        self.contents = contents
    }

    /// nil when the path is not under `urlPrefix` or names no file carried; otherwise the file, 304, or
    /// 405 for a method other than GET and HEAD.
    public func respond(to request: HTTPServerRequest) -> HTTPServerResponse? {
        guard let target = request.head.path else { return nil }
        var path = Substring(target)
        if let query = path.firstIndex(of: "?") { path = path[..<query] }
        guard path.hasPrefix(urlPrefix), let segments = StaticFiles.safeSegments(path.dropFirst(urlPrefix.count)),
              !segments.isEmpty, let file = file(at: segments.joined(separator: "/"))
        else { return nil }
        guard request.head.method == .get || request.head.method == .head else {
            return HTTPServerResponse(
                status: .methodNotAllowed, headerFields: [.allow: "GET, HEAD", .contentType: "text/plain; charset=utf-8"],
                body: Array("405 Method Not Allowed\n".utf8))
        }
        var fields: HTTPFields = [.eTag: file.etag, .cacheControl: cacheControl, StaticFiles.noSniffName: "nosniff"]
        let ifNoneMatch = request.head.headerFields[values: .ifNoneMatch]
        if !ifNoneMatch.isEmpty, StaticFiles.matches(ifNoneMatch, etag: file.etag) {
            return HTTPServerResponse(status: .notModified, headerFields: fields)
        }
        fields[.contentType] = file.contentType
        return HTTPServerResponse(status: .ok, headerFields: fields, body: file.body)
    }

    private func file(at path: String) -> File? {
        if let known = kept[path] { return known }
        guard let body = contents(path) else { return nil }
        return kept.keep(File(body: body, etag: Self.etag(of: body), contentType: StaticFiles.contentType(forPath: path)), for: path)
    }

    /// `"` + 16 hex digits of the bytes' 64-bit FNV-1a hash + `"`.
    static func etag(of bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - digits.count) + digits + "\""
    }
}
