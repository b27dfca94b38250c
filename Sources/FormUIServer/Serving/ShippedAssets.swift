import Foundation
import HTTPServer

/// FormUI's own stylesheet, script, icons and page layout, carried inside the library: every file of the
/// package's `Public/` and `Templates/`, compiled into FormUIServer by the ShippedAssets build plugin
/// (`files`, generated at each build from those folders, which stay the one place to edit them).
///
/// An app's own folders come first, file by file: ``FormApp`` serves a file of the configured public
/// directory when it has one and the shipped one otherwise, and ``PageLayout`` renders the templates
/// directory's `layout.mustache` when there is one and the shipped one otherwise.
enum ShippedAssets {
    /// A shipped file, as the plugin wrote it: text in the binary's read-only data, or base64 for bytes
    /// that are not UTF-8.
    enum Contents: Sendable {
        case text(StaticString)
        case base64(StaticString)

        var bytes: [UInt8] {
            switch self {
            case .text(let text):
                return text.withUTF8Buffer { Array($0) }
            case .base64(let text):
                let decoded = text.withUTF8Buffer { Data(base64Encoded: Data($0)) }
                // The plugin wrote it from the file's bytes; it cannot fail to decode.
                return decoded.map { Array($0) } ?? []
            }
        }
    }

    /// A shipped file's bytes, by its path from the package's root (`Public/formui.css`); nil when FormUI
    /// ships no such file.
    static func bytes(at path: String) -> [UInt8]? {
        files[path]?.bytes
    }

    /// The paths of every shipped file, from the package's root, sorted.
    static var paths: [String] { files.keys.sorted() }

    /// `Public/`'s files, served at `/` where the app's public directory has no file of the same path.
    static let publicFiles = EmbeddedFiles(urlPrefix: "/") { bytes(at: "Public/" + $0) }

    /// `Templates/layout.mustache`: the page layout where the app has none of its own.
    static var layoutTemplate: String {
        String(decoding: bytes(at: "Templates/layout.mustache") ?? [], as: UTF8.self)
    }
}
