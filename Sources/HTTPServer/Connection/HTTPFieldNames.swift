import HTTPTypes

/// Turns parsed byte ranges into HTTPTypes values, without a `String` for the names requests
/// carry all the time: those map to HTTPTypes' static names by a byte comparison.
enum HTTPFieldNames {
    static func method(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> HTTPRequest.Method? {
        switch range.count {
        case 3:
            if HTTPHeadParser.equalsCaseSensitive(p, range, "GET") { return .get }
            if HTTPHeadParser.equalsCaseSensitive(p, range, "PUT") { return .put }
        case 4:
            if HTTPHeadParser.equalsCaseSensitive(p, range, "POST") { return .post }
            if HTTPHeadParser.equalsCaseSensitive(p, range, "HEAD") { return .head }
        case 5:
            if HTTPHeadParser.equalsCaseSensitive(p, range, "PATCH") { return .patch }
        case 6:
            if HTTPHeadParser.equalsCaseSensitive(p, range, "DELETE") { return .delete }
        case 7:
            if HTTPHeadParser.equalsCaseSensitive(p, range, "OPTIONS") { return .options }
        default:
            break
        }
        return HTTPRequest.Method(String(decoding: UnsafeBufferPointer(rebasing: p[range]), as: UTF8.self))
    }

    private static let common: [(StaticString, HTTPField.Name)] = [
        ("accept", .accept),
        ("accept-encoding", .acceptEncoding),
        ("accept-language", .acceptLanguage),
        ("authorization", .authorization),
        ("cache-control", .cacheControl),
        ("connection", .connection),
        ("content-length", .contentLength),
        ("content-type", .contentType),
        ("cookie", .cookie),
        ("expect", .expect),
        ("if-modified-since", .ifModifiedSince),
        ("if-none-match", .ifNoneMatch),
        ("origin", .origin),
        ("pragma", .init("Pragma")!),
        ("referer", .referer),
        ("sec-fetch-dest", .init("Sec-Fetch-Dest")!),
        ("sec-fetch-mode", .init("Sec-Fetch-Mode")!),
        ("sec-fetch-site", .init("Sec-Fetch-Site")!),
        ("sec-fetch-user", .init("Sec-Fetch-User")!),
        ("transfer-encoding", .transferEncoding),
        ("upgrade-insecure-requests", .init("Upgrade-Insecure-Requests")!),
        ("user-agent", .userAgent),
    ]

    static func name(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> HTTPField.Name? {
        for (literal, name) in common where literal.utf8CodeUnitCount == range.count {
            if equalsLowercased(p, range, literal) { return name }
        }
        return HTTPField.Name(String(decoding: UnsafeBufferPointer(rebasing: p[range]), as: UTF8.self))
    }
}
