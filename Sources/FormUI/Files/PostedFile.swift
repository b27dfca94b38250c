import Foundation

/// A file a visitor chose in a page's file input and posted with the form (`multipart/form-data`).
@_spi(Engine) public struct PostedFile: Sendable, Codable, Equatable {
    /// The file's name as the browser sent it (never a path).
    public var filename: String
    /// The MIME type the browser sent it with, when it sent one.
    public var contentType: String?
    /// Its bytes.
    public var data: Data

    public init(filename: String, contentType: String?, data: Data) {
        // A browser sends the name alone; a client that sends a path (or `..`) does not choose where it lands.
        let last = filename.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        self.filename = last == "." || last == ".." ? "" : last
        self.contentType = contentType
        self.data = data
    }

    /// "receipt.pdf, 2 MB": the name and a size a person reads.
    var summary: String {
        filename + ", " + ByteCountFormatter.string(fromByteCount: Int64(data.count), countStyle: .file)
    }
}

/// The files of the post being applied. A server puts each file's field in the post as a token
/// (``token(_:)``), so that the post cycle meets it like any field, and the files themselves here; the
/// file control reads its tokens back into files.
@_spi(Engine) public enum PostedFiles {
    @TaskLocal public static var current: [PostedFile] = []

    /// The value that stands for the `index`th file of the post in its field.
    public static func token(_ index: Int) -> String { prefix + String(index) }

    /// The file a posted value stands for, when it is a token of this post.
    static func file(for value: String) -> PostedFile? {
        guard value.hasPrefix(prefix), let index = Int(value.dropFirst(prefix.count)), current.indices.contains(index) else { return nil }
        return current[index]
    }

    // Printable, as the hidden input and the checkbox carry two of them in the page; a file input takes
    // no typed text, so none of them is ever a visitor's value.
    static let prefix = "formui:file:"
    /// What the hidden input beside a kept file posts: "keep the file kept from the last post".
    static let kept = "formui:kept"
    /// What the Remove checkbox beside a kept file posts.
    static let remove = "formui:remove"
}
