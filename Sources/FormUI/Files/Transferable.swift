import Foundation

/// A type whose values can be made from a file's bytes (and made into them): what
/// `PhotosPickerItem.loadTransferable(type:)` loads. `Data`, `String`, `URL` and `Image` are; an app's own
/// type is through its ``transferRepresentation`` (a ``DataRepresentation`` that reads image bytes into a
/// model, a ``CodableRepresentation`` for JSON).
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way to make a ``Transferable`` value from bytes of a content type, or bytes from it; or several
/// (a representation built of others, through ``body``).
public protocol TransferRepresentation<Item> {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: Transferable, TransferRepresentation {
    public typealias Item = Never
    public static var transferRepresentation: Never { fatalError("Never has no representation") }
}

extension TransferRepresentation where Body == Never {
    /// A primitive representation (``DataRepresentation``, ``FileRepresentation``…) is not built of others.
    public var body: Never { fatalError("a primitive representation has no body") }
}

extension TransferRepresentation {
    /// The file name a value is offered under. Accepted: a `fileExporter` names the file by its
    /// `defaultFilename`, or "Untitled".
    public func suggestedFileName(_ fileName: String) -> Self { self }
    /// The file name made from the value. Accepted, as above.
    public func suggestedFileName(_ fileName: @escaping (Item) -> String?) -> Self { self }
    /// When the value may be exported. Accepted: a value a `fileExporter` is given is exported.
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> Self { self }
}

/// Builds a type's representations, in order of preference: the first that takes a file's type is used.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R) -> TupleTransferRepresentation<Item, repeat each R> {
        TupleTransferRepresentation(representations: (repeat each representations))
    }
}

/// Several representations, as a builder lists them.
public struct TupleTransferRepresentation<Item: Transferable, each R: TransferRepresentation>: TransferRepresentation, ImportingRepresentation, ExportingRepresentation {
    let representations: (repeat each R)
    var importers: [TransferImporter] {
        var all: [TransferImporter] = []
        for representation in repeat each representations {
            all += TransferImporter.importers(of: representation)
        }
        return all
    }
    var exporters: [TransferExporter] {
        var all: [TransferExporter] = []
        for representation in repeat each representations {
            all += TransferExporter.exporters(of: representation)
        }
        return all
    }
}

/// A representation by bytes: `DataRepresentation(importedContentType: .image) { data in … }`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, ImportingRepresentation, ExportingRepresentation {
    let contentType: UTType
    let importing: ((Data) async throws -> Item)?
    let exporting: ((Item) async throws -> Data)?

    public init(contentType: UTType, exporting: @escaping (Item) async throws -> Data, importing: @escaping (Data) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    public init(exportedContentType: UTType, exporting: @escaping (Item) async throws -> Data) {
        contentType = exportedContentType
        self.exporting = exporting
        importing = nil
    }

    public init(importedContentType: UTType, importing: @escaping (Data) async throws -> Item) {
        contentType = importedContentType
        exporting = nil
        self.importing = importing
    }

    var importers: [TransferImporter] {
        guard let importing else { return [] }
        return [TransferImporter(contentType: contentType) { data in try await importing(data) }]
    }

    var exporters: [TransferExporter] {
        guard let exporting else { return [] }
        return [TransferExporter(contentType: contentType) { value in try await exporting(value as! Item) }]
    }
}

/// A file sent: the file a ``FileRepresentation`` exports.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received: where a ``FileRepresentation``'s importer reads it (a file the server wrote for this
/// request; copy it to keep it).
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// A representation by file: the importer is given the file on disk.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, ImportingRepresentation, ExportingRepresentation {
    let contentType: UTType
    let importing: ((ReceivedTransferredFile) async throws -> Item)?
    let exporting: ((Item) async throws -> SentTransferredFile)?

    public init(contentType: UTType, exporting: @escaping (Item) async throws -> SentTransferredFile, importing: @escaping (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
        self.importing = importing
        self.exporting = exporting
    }

    public init(exportedContentType: UTType, exporting: @escaping (Item) async throws -> SentTransferredFile) {
        contentType = exportedContentType
        importing = nil
        self.exporting = exporting
    }

    public init(importedContentType: UTType, importing: @escaping (ReceivedTransferredFile) async throws -> Item) {
        contentType = importedContentType
        self.importing = importing
        exporting = nil
    }

    /// The bytes of the file the value is sent as.
    var exporters: [TransferExporter] {
        guard let exporting else { return [] }
        return [TransferExporter(contentType: contentType) { value in
            try Data(contentsOf: try await exporting(value as! Item).file)
        }]
    }

    var importers: [TransferImporter] {
        guard let importing else { return [] }
        let contentType = contentType
        return [TransferImporter(contentType: contentType) { data in
            let file = try ImportedFiles.write([PostedFile(filename: "file." + (contentType.preferredFilenameExtension ?? "data"), contentType: contentType.preferredMIMEType, data: data)])[0]
            return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
        }]
    }
}

/// A representation through another transferable type: `ProxyRepresentation(exporting: \.name)`.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation, ImportingRepresentation, ExportingRepresentation {
    let importing: ((Proxy) throws -> Item)?
    let exporting: ((Item) throws -> Proxy)?

    public init(exporting: @escaping (Item) throws -> Proxy, importing: @escaping (Proxy) throws -> Item) {
        self.importing = importing
        self.exporting = exporting
    }

    public init(exporting: @escaping (Item) throws -> Proxy) {
        importing = nil
        self.exporting = exporting
    }

    public init(importing: @escaping (Proxy) throws -> Item) {
        self.importing = importing
        exporting = nil
    }

    /// The value made into its proxy, sent as the proxy is.
    var exporters: [TransferExporter] {
        guard let exporting else { return [] }
        return TransferExporter.exporters(of: Proxy.transferRepresentation).map { proxy in
            TransferExporter(contentType: proxy.contentType) { value in try await proxy.export(try exporting(value as! Item)) }
        }
    }

    var importers: [TransferImporter] {
        guard let importing else { return [] }
        return TransferImporter.importers(of: Proxy.transferRepresentation).map { proxy in
            TransferImporter(contentType: proxy.contentType) { data in
                guard let value = try await proxy.load(data) as? Proxy else { throw TransferError.notImported(Proxy.self) }
                return try importing(value)
            }
        }
    }
}

/// A representation as JSON through the type's `Codable` conformance.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation, ImportingRepresentation, ExportingRepresentation {
    let contentType: UTType

    public init(contentType: UTType) { self.contentType = contentType }
    public init(for itemType: Item.Type = Item.self, contentType: UTType) { self.contentType = contentType }

    var importers: [TransferImporter] {
        [TransferImporter(contentType: contentType) { data in try JSONDecoder().decode(Item.self, from: data) }]
    }

    var exporters: [TransferExporter] {
        [TransferExporter(contentType: contentType) { value in try JSONEncoder().encode(value as! Item) }]
    }
}

// MARK: - Loading

/// A representation that reads values from bytes of a content type.
protocol ImportingRepresentation {
    var importers: [TransferImporter] { get }
}

/// One way in: bytes of a content type (or of one that conforms to it) made into a value.
struct TransferImporter {
    let contentType: UTType
    let load: (Data) async throws -> Any

    /// The ways into a representation's item, in its order of preference: a primitive representation's
    /// own, or those of the representation it is built of.
    static func importers<R: TransferRepresentation>(of representation: R) -> [TransferImporter] {
        if let importing = representation as? any ImportingRepresentation { return importing.importers }
        if R.Body.self == Never.self { return [] }
        return importers(of: representation.body)
    }

    /// `T` made from `data`, a file of `contentType`, by the first of `T`'s representations that takes
    /// it; nil when none does (as `loadTransferable` gives nil for an item of another type).
    static func load<T: Transferable>(_ type: T.Type, from data: Data, contentType: UTType) async throws -> T? {
        for importer in importers(of: T.transferRepresentation) where contentType.conforms(to: importer.contentType) {
            guard let value = try await importer.load(data) as? T else { throw TransferError.notImported(T.self) }
            return value
        }
        return nil
    }
}

// MARK: - Sending

/// A representation that makes bytes of a content type from values.
protocol ExportingRepresentation {
    var exporters: [TransferExporter] { get }
}

/// One way out: a value made into bytes of a content type.
struct TransferExporter {
    let contentType: UTType
    let export: (Any) async throws -> Data

    /// The ways out of a representation's item, in its order of preference.
    static func exporters<R: TransferRepresentation>(of representation: R) -> [TransferExporter] {
        if let exporting = representation as? any ExportingRepresentation { return exporting.exporters }
        if R.Body.self == Never.self { return [] }
        return exporters(of: representation.body)
    }

    /// `value`'s bytes in the first of `contentTypes` one of its representations makes (the first
    /// representation when `contentTypes` is empty), and that type; nil when none makes any of them.
    static func export<T: Transferable>(_ value: T, as contentTypes: [UTType]) async throws -> (data: Data, contentType: UTType)? {
        let exporters = exporters(of: T.transferRepresentation)
        let chosen = contentTypes.isEmpty
            ? exporters.first
            : contentTypes.lazy.compactMap { wanted in exporters.first { $0.contentType.conforms(to: wanted) } }.first
        guard let chosen else { return nil }
        return (try await chosen.export(value), chosen.contentType)
    }
}

/// Why bytes did not become a value.
enum TransferError: Error, CustomStringConvertible {
    case notImported(Any.Type)
    case notAnImage

    var description: String {
        switch self {
        case .notImported(let type): "The file could not be read as \(type)."
        case .notAnImage: "The file is not an image a browser shows (PNG, JPEG, GIF, WebP, AVIF, BMP or ICO)."
        }
    }
}

// MARK: - The standard library's and FormUI's types

extension Data: Transferable {
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension String: Transferable {
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(contentType: .plainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw TransferError.notImported(URL.self) }
            return url
        })
    }
}

extension Image: Transferable {
    /// An image's bytes shown in the page (as `Image(uiImage: UIImage(data:))`); exporting is not here:
    /// the server never encodes an image's pixels.
    public static var transferRepresentation: DataRepresentation<Image> {
        DataRepresentation(importedContentType: .image) { data in
            guard let image = UIImage(data: data) else { throw TransferError.notAnImage }
            return Image(uiImage: image)
        }
    }
}
