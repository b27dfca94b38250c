import HTTPTypes

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Serves the files of one directory (typically `Public/`) under a URL prefix.
///
/// Never a file outside the directory. The request path is percent-decoded once and refused (404)
/// if it then holds `.` or `..` segments, a backslash, NUL or another control byte, or an encoded
/// slash (`%2F`, which would let one segment smuggle a separator); segments that start with a dot
/// are hidden files and refused as well, `.well-known` excepted. The remaining path is resolved
/// with `realpath`, so a symbolic link is followed only if where it leads is still inside the
/// directory, and the file is opened with `O_NOFOLLOW` and must be a regular file.
///
/// Responses carry `Content-Type` by extension, a strong `ETag` made of size and modification
/// time, `Last-Modified`, and `Cache-Control`; `If-None-Match` (weak comparison, RFC 9110 §13.1.2)
/// and `If-Modified-Since` answer 304. A directory is served by its `index.html`, after a 301 that
/// adds the trailing slash so relative links resolve; its `Location` is rebuilt from the checked
/// segments (so `//docs` goes to `/docs/`, never to a host named `docs`). GET and HEAD only (405 otherwise).
///
/// Small files are kept in memory once read (``FileCache``): a request still resolves and `stat`s the
/// path, and is served from memory only while the file's device, inode, size and modification time are
/// the ones that were read, so a changed file is read afresh.
public struct StaticFiles: Sendable {
    public let root: String
    public let urlPrefix: String
    public let cacheControl: String
    /// `realpath` of `root`, or nil if it does not exist (then every request is a 404).
    private let resolvedRoot: String?
    private let cache = FileCache()

    public init(root: String, urlPrefix: String = "/", cacheControl: String = "public, max-age=3600") {
        self.root = root
        var prefix = urlPrefix
        if !prefix.hasPrefix("/") { prefix = "/" + prefix }
        if !prefix.hasSuffix("/") { prefix += "/" }
        self.urlPrefix = prefix
        self.cacheControl = cacheControl
        self.resolvedRoot = StaticFiles.realPath(root)
    }

    /// nil when the path is not under `urlPrefix`; otherwise the file, 304, 301, 404 or 405.
    public func respond(to request: HTTPServerRequest) -> HTTPServerResponse? {
        guard let target = request.head.path else { return nil }
        var path = Substring(target)
        if let query = path.firstIndex(of: "?") { path = path[..<query] }
        // `/static` for the prefix `/static/` is the directory itself.
        let prefixWithoutSlash = urlPrefix.dropLast()
        let relative: Substring
        if path.hasPrefix(urlPrefix) {
            relative = path.dropFirst(urlPrefix.count)
        } else if path == prefixWithoutSlash && !prefixWithoutSlash.isEmpty {
            return redirect(to: urlPrefix)
        } else {
            return nil
        }
        guard request.head.method == .get || request.head.method == .head else {
            return HTTPServerResponse(
                status: .methodNotAllowed, headerFields: [.allow: "GET, HEAD", .contentType: "text/plain; charset=utf-8"],
                body: Array("405 Method Not Allowed\n".utf8))
        }
        guard let root = resolvedRoot, let segments = Self.safeSegments(relative) else { return notFound() }

        guard var (resolved, info) = Self.resolve(segments, under: root) else { return notFound() }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            if !path.hasSuffix("/") && !relative.isEmpty {
                // Built from the checked segments, never from the raw target: `GET //icons` must not answer
                // `Location: //icons/`, which a browser reads as the host `icons` (an open redirect).
                return redirect(to: urlPrefix + segments.map(Self.percentEncode).joined(separator: "/") + "/")
            }
            guard let index = Self.realPath(resolved + "/index.html"), Self.isInside(index, root: root) else { return notFound() }
            resolved = index
            guard stat(resolved, &info) == 0 else { return notFound() }
        }
        if let cached = cache.file(at: resolved, matching: info) { return respond(with: cached, to: request) }
        return serve(resolved, request: request)
    }

    private func serve(_ path: String, request: HTTPServerRequest) -> HTTPServerResponse {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return notFound() }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return notFound() }

        let size = Int(info.st_size)
        let body = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var offset = 0
            while offset < size {
                let n = pread(fd, buffer.baseAddress! + offset, size - offset, off_t(offset))
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                offset += n
            }
            // The file shrank while being read: serve what was there.
            initialized = offset
        }
        let file = FileCache.File(info: info, body: body, contentType: Self.contentType(forPath: path))
        if body.count == size { cache.keep(file, at: path) }
        return respond(with: file, to: request)
    }

    /// The file, or 304 when the request's validators match it.
    private func respond(with file: FileCache.File, to request: HTTPServerRequest) -> HTTPServerResponse {
        var fields: HTTPFields = [
            .eTag: file.etag,
            .lastModified: file.lastModified,
            .cacheControl: cacheControl,
            StaticFiles.noSniffName: "nosniff",
        ]
        if let ifNoneMatch = request.head.headerFields[values: .ifNoneMatch].nonEmpty {
            if Self.matches(ifNoneMatch, etag: file.etag) {
                return HTTPServerResponse(status: .notModified, headerFields: fields)
            }
        } else if let since = request.head.headerFields[.ifModifiedSince], let date = HTTPDate.parse(since), file.modified.tv_sec <= date {
            return HTTPServerResponse(status: .notModified, headerFields: fields)
        }
        fields[.contentType] = file.contentType
        return HTTPServerResponse(status: .ok, headerFields: fields, body: file.body)
    }

    private func notFound() -> HTTPServerResponse {
        HTTPServerResponse(
            status: .notFound, headerFields: [.contentType: "text/plain; charset=utf-8"], body: Array("404 Not Found\n".utf8))
    }

    private func redirect(to location: String) -> HTTPServerResponse {
        HTTPServerResponse(
            status: .movedPermanently, headerFields: [.location: location, .contentType: "text/plain; charset=utf-8"],
            body: Array("301 Moved Permanently\n".utf8))
    }

    /// The decoded path segments, or nil if the path is one this server will not look up.
    static func safeSegments(_ relative: Substring) -> [String]? {
        var segments: [String] = []
        for raw in relative.split(separator: "/", omittingEmptySubsequences: false) {
            if raw.isEmpty { continue }  // `a//b` and a trailing slash
            guard let bytes = percentDecode(raw) else { return nil }
            for byte in bytes {
                // Control bytes (NUL included), DEL, backslash, and a slash that was encoded.
                if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/") { return nil }
            }
            guard let segment = String(validating: bytes, as: UTF8.self) else { return nil }
            if segment == "." || segment == ".." { return nil }
            if segment.hasPrefix(".") && segment != ".well-known" { return nil }
            segments.append(segment)
        }
        return segments
    }

    static func percentDecode(_ s: Substring) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        var iterator = s.utf8.makeIterator()
        while let c = iterator.next() {
            if c == UInt8(ascii: "%") {
                guard let h = iterator.next(), let l = iterator.next(), let hv = hexValue(h), let lv = hexValue(l) else { return nil }
                out.append(hv << 4 | lv)
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// A decoded segment written back for a URL: unreserved characters and the sub-delimiters a path
    /// segment may hold stay as they are, every other byte (`%`, `?`, `#`, spaces, UTF-8) is `%XX`.
    static func percentEncode(_ segment: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(segment.utf8.count)
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.append(byte)
            case _ where "-._~!$&'()*+,;=:@".utf8.contains(byte):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The real path of `segments` under `root` (itself a real path) and what it is, or nil when it does
    /// not exist or leads outside `root`. Each segment is `lstat`ed; only when one is a symbolic link is the
    /// whole path resolved with `realpath` (which looks at every component from `/`, five or more calls).
    static func resolve(_ segments: [String], under root: String) -> (path: String, info: stat)? {
        var path = root
        var info = stat()
        if segments.isEmpty { return stat(root, &info) == 0 ? (root, info) : nil }
        for segment in segments {
            path += "/" + segment
            guard lstat(path, &info) == 0 else { return nil }
            if (info.st_mode & S_IFMT) == S_IFLNK {
                var candidate = root
                for segment in segments { candidate += "/" + segment }
                guard let resolved = realPath(candidate), isInside(resolved, root: root), stat(resolved, &info) == 0 else { return nil }
                return (resolved, info)
            }
        }
        return (path, info)
    }

    static func isInside(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `If-None-Match`: `*`, or any listed tag equal to ours by weak comparison.
    static func matches(_ values: [String], etag: String) -> Bool {
        let ours = etag.hasPrefix("W/") ? String(etag.dropFirst(2)) : etag
        for value in values {
            for item in value.split(separator: ",") {
                var tag = item.trimmingSpaces()
                if tag == "*" { return true }
                if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
                if tag == ours { return true }
            }
        }
        return false
    }

    static let noSniffName = HTTPField.Name("X-Content-Type-Options")!

    static let contentTypes: [String: String] = [
        "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "json": "application/json", "map": "application/json", "webmanifest": "application/manifest+json",
        "txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8", "csv": "text/csv; charset=utf-8",
        "xml": "application/xml", "svg": "image/svg+xml",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "avif": "image/avif", "ico": "image/x-icon",
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
        "pdf": "application/pdf", "wasm": "application/wasm", "zip": "application/zip", "gz": "application/gzip",
        "mp4": "video/mp4", "webm": "video/webm", "mp3": "audio/mpeg", "ogg": "audio/ogg", "wav": "audio/wav",
    ]

    /// By extension, case-insensitively; unknown extensions are `application/octet-stream`, which a
    /// browser downloads rather than renders (with `nosniff` it will not guess).
    public static func contentType(forPath path: String) -> String {
        guard let slash = path.lastIndex(of: "/").map({ path.index(after: $0) }) ?? Optional(path.startIndex),
            let dot = path[slash...].lastIndex(of: ".")
        else { return "application/octet-stream" }
        let ext = path[path.index(after: dot)...].lowercased()
        return contentTypes[ext] ?? "application/octet-stream"
    }
}

extension Array {
    fileprivate var nonEmpty: Self? { isEmpty ? nil : self }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return s
    }
}
