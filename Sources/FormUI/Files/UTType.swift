import Foundation

/// A uniform type identifier, as Apple's UniformTypeIdentifiers has it: what kind of file a
/// `fileImporter` takes (`[.pdf, .image]`), told apart on a server by the MIME type and file name
/// extension a browser sends.
///
/// The common declared types are here with their place in the hierarchy (`.png` conforms to `.image`,
/// which conforms to `.data`); `UTType(filenameExtension:)` and `UTType(mimeType:)` find them, and make a
/// dynamic type for what they do not know.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier (`public.png`).
    public let identifier: String
    /// The MIME type a file of this type is sent with, when it has one.
    public let preferredMIMEType: String?
    /// The file name extension it is saved with, when it has one.
    public let preferredFilenameExtension: String?
    /// The identifiers of the types it directly conforms to.
    let parents: [String]
    /// Extensions and MIME types it is also known by.
    let otherExtensions: [String]

    init(_ identifier: String, mime: String? = nil, extensions: [String] = [], conformsTo parents: [String]) {
        self.identifier = identifier
        preferredMIMEType = mime
        preferredFilenameExtension = extensions.first
        otherExtensions = Array(extensions.dropFirst())
        self.parents = parents
    }

    public var description: String { identifier }

    /// The declared type with this identifier, if FormUI knows it.
    public init?(_ identifier: String) {
        guard let known = Self.byIdentifier[identifier] else { return nil }
        self = known
    }

    /// The type a file with this extension is (`"pdf"` → `.pdf`); one of its own, conforming to
    /// `supertype`, for an extension FormUI does not know.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard !lowered.isEmpty else { return nil }
        if let known = Self.declared.first(where: { $0.preferredFilenameExtension == lowered || $0.otherExtensions.contains(lowered) }),
           known.conforms(to: supertype) {
            self = known
        } else {
            self.init("dyn.ext." + lowered, extensions: [lowered], conformsTo: [supertype.identifier])
        }
    }

    /// The type sent with this MIME type (`"image/png"` → `.png`); one of its own, conforming to
    /// `supertype`, for one FormUI does not know.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let lowered = mimeType.lowercased().split(separator: ";").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        guard lowered.contains("/") else { return nil }
        if let known = Self.declared.first(where: { $0.preferredMIMEType == lowered }), known.conforms(to: supertype) {
            self = known
        } else {
            self.init("dyn.mime." + lowered, mime: lowered, conformsTo: [supertype.identifier])
        }
    }

    /// A type the app declares, conforming to `parentType`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, conformsTo: [(parentType ?? .data).identifier])
    }

    /// A type another app declares, conforming to `parentType`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// Whether this type is `type` or one of its kinds (`.png` conforms to `.image` and to `.data`).
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { parent in (Self.byIdentifier[parent] ?? UTType(parent, conformsTo: [])).conforms(to: type) }
    }

    /// Whether this type is one of `type`'s kinds, not `type` itself.
    public func isSubtype(of type: UTType) -> Bool { identifier != type.identifier && conforms(to: type) }

    /// Whether `type` is one of this type's kinds, not this type itself.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    /// Every type this one conforms to, itself left out.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var queue = parents
        while let next = queue.popLast() {
            guard let type = Self.byIdentifier[next], found.insert(type).inserted else { continue }
            queue += type.parents
        }
        return found
    }

    /// Whether FormUI declares this type (not one made for an unknown extension or MIME type).
    public var isDeclared: Bool { Self.byIdentifier[identifier] != nil }
    /// Whether the type was made for an extension or MIME type nobody declared.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

    /// What a file input's `accept` attribute lists for these types: a MIME type (with a wildcard for a
    /// family: `image/*`) and the extension for each; nil when one of them takes any file (`.data`).
    static func acceptAttribute(for types: [UTType]) -> String? {
        var entries: [String] = []
        for type in types {
            if let wildcard = Self.wildcards[type.identifier] {
                guard !wildcard.isEmpty else { return nil }
                entries.append(wildcard)
                continue
            }
            if let mime = type.preferredMIMEType { entries.append(mime) }
            for fileExtension in [type.preferredFilenameExtension].compactMap({ $0 }) + type.otherExtensions { entries.append("." + fileExtension) }
        }
        return entries.isEmpty ? nil : entries.joined(separator: ",")
    }

    /// Whether a file named `filename`, sent as `mimeType`, is one of `types`: its extension's type or
    /// its MIME type's conforms to one of them.
    static func file(named filename: String, mimeType: String?, isOneOf types: [UTType]) -> Bool {
        var candidates: [UTType] = []
        if let dot = filename.lastIndex(of: "."), let type = UTType(filenameExtension: String(filename[filename.index(after: dot)...])) {
            candidates.append(type)
        }
        if let mimeType, let type = UTType(mimeType: mimeType) { candidates.append(type) }
        return types.contains { allowed in
            allowed.identifier == UTType.item.identifier || allowed.identifier == UTType.data.identifier
                || candidates.contains { $0.conforms(to: allowed) }
        }
    }

    /// The families a browser can match with a MIME wildcard; "" for the ones that take any file.
    private static let wildcards: [String: String] = [
        "public.item": "", "public.content": "", "public.data": "",
        "public.image": "image/*", "public.audio": "audio/*", "public.movie": "video/*", "public.video": "video/*",
        "public.audiovisual-content": "audio/*,video/*", "public.text": "text/*",
    ]
}

extension UTType {
    public static let item = UTType("public.item", conformsTo: [])
    public static let content = UTType("public.content", conformsTo: ["public.item"])
    public static let data = UTType("public.data", conformsTo: ["public.item"])
    public static let text = UTType("public.text", conformsTo: ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", mime: "text/plain", extensions: ["txt", "text"], conformsTo: ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", conformsTo: ["public.plain-text"])
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", mime: "text/csv", extensions: ["csv"], conformsTo: ["public.text"])
    public static let tabSeparatedText = UTType("public.tab-separated-values-text", mime: "text/tab-separated-values", extensions: ["tsv"], conformsTo: ["public.text"])
    public static let json = UTType("public.json", mime: "application/json", extensions: ["json"], conformsTo: ["public.text"])
    public static let xml = UTType("public.xml", mime: "application/xml", extensions: ["xml"], conformsTo: ["public.text"])
    public static let html = UTType("public.html", mime: "text/html", extensions: ["html", "htm"], conformsTo: ["public.text"])
    public static let rtf = UTType("public.rtf", mime: "text/rtf", extensions: ["rtf"], conformsTo: ["public.text"])
    public static let sourceCode = UTType("public.source-code", conformsTo: ["public.plain-text"])
    public static let swiftSource = UTType("public.swift-source", extensions: ["swift"], conformsTo: ["public.source-code"])
    public static let pdf = UTType("com.adobe.pdf", mime: "application/pdf", extensions: ["pdf"], conformsTo: ["public.data", "public.content"])
    public static let image = UTType("public.image", conformsTo: ["public.data", "public.content"])
    public static let png = UTType("public.png", mime: "image/png", extensions: ["png"], conformsTo: ["public.image"])
    public static let jpeg = UTType("public.jpeg", mime: "image/jpeg", extensions: ["jpeg", "jpg"], conformsTo: ["public.image"])
    public static let gif = UTType("com.compuserve.gif", mime: "image/gif", extensions: ["gif"], conformsTo: ["public.image"])
    public static let heic = UTType("public.heic", mime: "image/heic", extensions: ["heic"], conformsTo: ["public.image"])
    public static let webP = UTType("org.webmproject.webp", mime: "image/webp", extensions: ["webp"], conformsTo: ["public.image"])
    public static let tiff = UTType("public.tiff", mime: "image/tiff", extensions: ["tiff", "tif"], conformsTo: ["public.image"])
    public static let bmp = UTType("com.microsoft.bmp", mime: "image/bmp", extensions: ["bmp"], conformsTo: ["public.image"])
    public static let svg = UTType("public.svg-image", mime: "image/svg+xml", extensions: ["svg"], conformsTo: ["public.image", "public.xml"])
    public static let audiovisualContent = UTType("public.audiovisual-content", conformsTo: ["public.data", "public.content"])
    public static let audio = UTType("public.audio", conformsTo: ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", mime: "audio/mpeg", extensions: ["mp3"], conformsTo: ["public.audio"])
    public static let wav = UTType("com.microsoft.waveform-audio", mime: "audio/wav", extensions: ["wav"], conformsTo: ["public.audio"])
    public static let mpeg4Audio = UTType("public.mpeg-4-audio", mime: "audio/mp4", extensions: ["m4a"], conformsTo: ["public.audio"])
    public static let movie = UTType("public.movie", conformsTo: ["public.audiovisual-content"])
    public static let video = UTType("public.video", conformsTo: ["public.movie"])
    public static let mpeg4Movie = UTType("public.mpeg-4", mime: "video/mp4", extensions: ["mp4"], conformsTo: ["public.movie"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", mime: "video/quicktime", extensions: ["mov"], conformsTo: ["public.movie"])
    public static let archive = UTType("public.archive", conformsTo: ["public.data"])
    public static let zip = UTType("public.zip-archive", mime: "application/zip", extensions: ["zip"], conformsTo: ["public.archive"])
    public static let gzip = UTType("org.gnu.gnu-zip-archive", mime: "application/gzip", extensions: ["gz"], conformsTo: ["public.archive"])
    public static let spreadsheet = UTType("public.spreadsheet", conformsTo: ["public.content"])
    public static let presentation = UTType("public.presentation", conformsTo: ["public.content"])
    public static let url = UTType("public.url", conformsTo: ["public.data"])
    public static let fileURL = UTType("public.file-url", conformsTo: ["public.url"])
    public static let folder = UTType("public.folder", conformsTo: ["public.item"])
    public static let vCard = UTType("public.vcard", mime: "text/vcard", extensions: ["vcf"], conformsTo: ["public.text"])

    /// Every type above, for the look-ups.
    static let declared: [UTType] = [
        item, content, data, text, plainText, utf8PlainText, commaSeparatedText, tabSeparatedText, json, xml, html, rtf, sourceCode,
        swiftSource, pdf, image, png, jpeg, gif, heic, webP, tiff, bmp, svg, audiovisualContent, audio, mp3, wav, mpeg4Audio, movie,
        video, mpeg4Movie, quickTimeMovie, archive, zip, gzip, spreadsheet, presentation, url, fileURL, folder, vCard,
    ]

    static let byIdentifier: [String: UTType] = Dictionary(declared.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
}
