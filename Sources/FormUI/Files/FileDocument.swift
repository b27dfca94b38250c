import Foundation

/// A document an app writes as a file of a content type, and reads from one: what a `fileExporter`
/// offers the visitor as a download. (A page cannot open the device's files, so `DocumentGroup` is not
/// here; the document is the app's value, kept on the server as any other.)
public protocol FileDocument {
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    /// The types the document is read from.
    static var readableContentTypes: [UTType] { get }
    /// The types the document is written as; the readable ones unless the type says otherwise.
    static var writableContentTypes: [UTType] { get }

    init(configuration: ReadConfiguration) throws
    /// The document as a file (or a directory of files) of `configuration.contentType`.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document that is an object: written from a snapshot of it taken first, so that the object may
/// change while the file is written.
public protocol ReferenceFileDocument: ObservableObject {
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    associatedtype Snapshot

    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }

    init(configuration: ReadConfiguration) throws
    /// What the document is now, for ``fileWrapper(snapshot:configuration:)``.
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from: the file and its type.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper

    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document is written as: the type asked for, and the file it was read from, when there is one
/// (a document a `fileExporter` writes was not read from a file: nil).
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?

    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
