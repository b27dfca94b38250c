import Foundation

/// A visitor's own files served back to them: a `Link` or `ShareLink` to a file in their documents,
/// application support or caches directory (see ``FileManager``) points at an address of the site,
/// `/_files/Documents/receipt.pdf`, which the server answers from that visitor's session only, as a
/// download (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`), never as a page of
/// the site: a file a visitor uploaded cannot run as the site's HTML or script.
@_spi(Engine) public enum VisitorFileLinks {
    /// Where the addresses of visitors' files begin.
    public static let urlPrefix = "/_files/"

    /// The site address of `url` when it is a file in the current visitor's directories; nil for any
    /// other file, and outside a visitor's request.
    static func address(of url: URL) -> String? {
        guard url.isFileURL, let page = VisitorDevice.page, let id = page.sessionValues.values[VisitorFiles.idKey] as? String else { return nil }
        // The visitor's home is `…/formui-visitor-files-PID/ID/`: matched by the folder name and the id, so
        // that a URL the app kept before a restart (another process's folder) still finds the file.
        let components = url.standardizedFileURL.pathComponents
        guard let home = components.indices.dropLast().first(where: {
            components[$0].hasPrefix("formui-visitor-files-") && components[$0 + 1] == id
        }) else { return nil }
        let inside = components[(home + 2)...]
        guard !inside.isEmpty else { return nil }
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))
        return urlPrefix + inside.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }.joined(separator: "/")
    }

    /// The visitor's file at `path` (an address below ``urlPrefix``, percent-encoded), from their
    /// session's values: its name and bytes; nil when they have none there.
    public static func file(at path: Substring, in values: SessionValues) -> (name: String, data: Data)? {
        guard path.hasPrefix(urlPrefix) else { return nil }
        let segments = path.dropFirst(urlPrefix.count).split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).removingPercentEncoding }
        guard !segments.isEmpty, segments.allSatisfy({ $0 != nil && $0 != "" && $0 != "." && $0 != ".." }) else { return nil }
        let relative = segments.map { $0! }.joined(separator: "/")
        let key = VisitorFiles.filePrefix + relative
        guard let value = values.values[key] else { return nil }
        let data = value as? Data ?? (value as? StoredValue).flatMap { ValueCoding.decode($0, as: Data.self) }
        return data.map { (segments.last!!, $0) }
    }

    /// `Content-Disposition` for a download of a file named `name`: a plain ASCII name for old clients,
    /// the exact name in UTF-8 beside it (RFC 6266).
    public static func contentDisposition(for name: String) -> String {
        let plain = String(name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && scalar.value >= 0x20 && scalar != "\"" && scalar != "\\" && scalar.value != 0x7F ? Character(scalar) : "_"
        })
        let exact = name.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$&+-.^_`|~")) ?? plain
        return "attachment; filename=\"\(plain)\"; filename*=UTF-8''\(exact)"
    }
}
