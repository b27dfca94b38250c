import HTTPServer

/// A `multipart/form-data` post (a form with `enctype="multipart/form-data"`, or `curl -F`): its fields,
/// in order, and the files it carried, read by ``MultipartParser`` under the app's limits.
struct MultipartForm {
    /// A file the post carried: the field it was chosen in, its name and type as the browser sent them,
    /// and its bytes.
    struct File {
        var field: String
        var filename: String
        var contentType: String?
        var bytes: [UInt8]
    }

    var fields: [(name: String, value: String)] = []
    /// How much of the body the parser is given at a time.
    static let sliceSize = 64 * 1024
    var files: [File] = []

    /// Why a multipart body was refused: the status and a sentence for the client.
    struct Refusal: Error {
        var isTooLarge: Bool
        var reason: String
    }

    /// Reads `body` sent with the media type `contentType`. A file input left empty (no file name, no
    /// bytes, as browsers send it) is no file. A field's value must be UTF-8, as a url-encoded one must.
    init(_ body: [UInt8], contentType: String, limits: MultipartLimits) throws(Refusal) {
        guard let boundary = MultipartParser.boundary(ofContentType: contentType) else {
            throw Refusal(isTooLarge: false, reason: "A multipart/form-data post needs a boundary of 1 to 70 characters in its Content-Type.")
        }
        var parser = MultipartParser(boundary: boundary, limits: limits)
        var head: MultipartPartHead?
        var content: [UInt8] = []
        // The body is given to the parser in slices and each slice's events are taken at once, so that
        // besides the body only each part's content is held (the parser's buffer stays a slice's size).
        var offset = 0
        repeat {
            let end = min(body.count, offset + Self.sliceSize)
            let events: [MultipartParser.Event]
            do throws(MultipartError) {
                events = try parser.feed(body[offset..<end])
                if end == body.count { try parser.finish() }
            } catch {
                throw Refusal(isTooLarge: error.kind == .tooLarge, reason: error.reason)
            }
            offset = end
            for event in events {
                switch event {
                case .head(let next):
                    head = next
                    content = []
                case .content(let bytes):
                    content += bytes
                case .end:
                    guard let part = head else { continue }
                    head = nil
                    if let filename = part.filename {
                        if filename.isEmpty && content.isEmpty { continue }
                        files.append(File(field: part.name, filename: filename, contentType: part.contentType, bytes: content))
                    } else {
                        guard let value = String(validating: content, as: UTF8.self) else {
                            throw Refusal(isTooLarge: false, reason: "The field “\(part.name)” is not UTF-8.")
                        }
                        fields.append((part.name, value))
                    }
                }
            }
        } while offset < body.count
    }
}
