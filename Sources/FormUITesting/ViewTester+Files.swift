@_spi(Engine) import FormUI
import Foundation

/// A file a test posts, as a browser posts one chosen in a file input.
public struct TestFile: Sendable {
    public var filename: String
    /// The type the browser sends it with (`image/png`); nil for none.
    public var contentType: String?
    public var data: Data

    public init(_ filename: String, contentType: String?, data: Data) {
        self.filename = filename
        self.contentType = contentType
        self.data = data
    }
}

extension ViewTester {
    /// Chooses `files` in the file input `field` (a `fileImporter`'s or a `PhotosPicker`'s, presented)
    /// and presses the button or action labelled `label` ("Add", "Open"), in one post, as a browser
    /// sends the form `multipart/form-data`.
    ///
    /// - Returns: What the post did.
    /// - Throws: `SubmissionError`: `.invalidInput` for a file the input does not take (or too many),
    ///   `.staleAction` when no action has that label.
    @discardableResult
    public func press(_ label: String, attaching files: [TestFile], to field: String) throws(SubmissionError) -> SubmissionResult {
        guard let action = controls.lazy.compactMap({ $0.actions?.first(where: { $0.label == label || $0.value == label }) }).first else {
            throw SubmissionError(kind: .staleAction, problems: [.init(name: nil, label: label, message: "No action labelled “\(label)” on the page.")])
        }
        var post = try FormPost(form: files.indices.map { (field, PostedFiles.token($0)) } + [(ReservedField.action, action.value)])
        post.files = files.map { PostedFile(filename: $0.filename, contentType: $0.contentType, data: $0.data) }
        return try submit(post, to: state, options: options)
    }
}
