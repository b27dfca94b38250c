import Foundation

/// A photo or video the visitor picked with a ``PhotosPicker``: the file their browser sent, kept with
/// the state that holds the item (in the session, like any `@State`), until the app loads it.
///
/// Load it as SwiftUI code does, with ``loadTransferable(type:)`` (`Data`, `Image`, or a type of the app's
/// with a ``DataRepresentation``), in a `Task` started by `.onChange(of:)` or in `.task(id:)`: the page is
/// answered when the task has ended (see DESIGN §4a, "Tasks an action starts").
public struct PhotosPickerItem: Equatable, Hashable, Sendable, Codable {
    /// The picked file's id: one of its own for every file picked.
    public let itemIdentifier: String?
    /// The file as posted; nil for an item made from an identifier (there is no photo library to find it in).
    let file: PostedFile?

    init(file: PostedFile) {
        itemIdentifier = UUID().uuidString.lowercased()
        self.file = file
    }

    /// An item standing for a photo library's asset. A server has no photo library: loading it gives nil.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
        file = nil
    }

    /// The file's type, from its name and the type the browser sent; what ``loadTransferable(type:)`` can
    /// make of it follows from it.
    public var supportedContentTypes: [UTType] {
        guard let file else { return [] }
        let byName = UTType(filenameExtension: (file.filename as NSString).pathExtension)
        let sent = file.contentType.flatMap { UTType(mimeType: $0) }
        // A browser that does not know the type sends `application/octet-stream`: the name says more.
        if let sent, sent.isDeclared, sent != .data { return [sent] }
        return [byName ?? sent ?? .data]
    }

    /// The item as a value of `type`: nil when the file is not of a type that `type` takes (a video loaded
    /// as an `Image`); throws when the file is of that type but its bytes are not (a broken image).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        guard let file, let contentType = supportedContentTypes.first else { return nil }
        return try await TransferImporter.load(type, from: file.data, contentType: contentType)
    }

    /// The same, calling `completionHandler` when it is loaded (from a task of its own, which the page
    /// waits for as for any task an action starts).
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let load = UncheckedLoad { completionHandler(await Result { try await self.loadTransferable(type: type) }) }
        Task {
            await load.run()
            progress.completedUnitCount = 1
        }
        return progress
    }

    public static func == (a: PhotosPickerItem, b: PhotosPickerItem) -> Bool { a.itemIdentifier == b.itemIdentifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(itemIdentifier) }

    /// Which form of a file a picker hands over when it has several (a HEIF photo as JPEG): a browser
    /// sends the file as it is, whatever is asked.
    public enum EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        case automatic, current, compatible
    }
}

/// How a multiple-selection picker orders and confirms what is picked: a page's file input sends the
/// files in the order chosen, confirmed by its Add button, whatever is asked.
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    let name: String
    public static let `default` = Self(name: "default")
    public static let ordered = Self(name: "ordered")
    public static let continuous = Self(name: "continuous")
    public static let continuousAndOrdered = Self(name: "continuousAndOrdered")
}

/// A device's photo library, which a server does not have: what `PhotosPicker(…, photoLibrary:)` names.
public final class PHPhotoLibrary: Sendable {
    private static let library = PHPhotoLibrary()
    public class func shared() -> PHPhotoLibrary { library }
}

// Sendable: carries one load to the task that runs it, which alone calls it.
private struct UncheckedLoad: @unchecked Sendable {
    let run: () async -> Void
}

extension Result where Failure == any Error {
    /// The result of an async throwing body.
    fileprivate init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
