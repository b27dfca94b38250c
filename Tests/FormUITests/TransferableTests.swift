import Foundation
@testable @_spi(Engine) import FormUI
import Testing

/// `Transferable` as `PhotosPickerItem.loadTransferable(type:)` uses it: which representation takes a
/// file's type, in order; a proxy, JSON through `Codable`, a file on disk; and an item kept in a session.
@Suite("Transferable")
struct TransferableTests {
    static func item(_ filename: String, _ contentType: String?, _ bytes: String) -> PhotosPickerItem {
        PhotosPickerItem(file: PostedFile(filename: filename, contentType: contentType, data: Data(bytes.utf8)))
    }

    struct Tag: Transferable, Codable, Equatable {
        var name: String
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            ProxyRepresentation(exporting: \.name, importing: { Tag(name: "text: " + $0) })
        }
    }

    struct Attachment: Transferable {
        var firstLine: String
        var wasAFile: Bool
        static var transferRepresentation: some TransferRepresentation {
            FileRepresentation(importedContentType: .plainText) { received in
                let text = try String(contentsOf: received.file, encoding: .utf8)
                return Attachment(firstLine: String(text.split(separator: "\n").first ?? ""), wasAFile: received.file.isFileURL)
            }
        }
    }

    @Test("nil for a file the type does not take; Data takes any file; String takes text")
    func standardTypes() async throws {
        let clip = Self.item("clip.mp4", "video/mp4", "....")
        #expect(try await clip.loadTransferable(type: Image.self) == nil)
        #expect(try await clip.loadTransferable(type: Data.self) == Data("....".utf8))
        #expect(clip.supportedContentTypes == [.mpeg4Movie])
        #expect(try await Self.item("note.txt", nil, "hello").loadTransferable(type: String.self) == "hello")
        #expect(try await PhotosPickerItem(itemIdentifier: "library-asset").loadTransferable(type: Data.self) == nil)
    }

    @Test("Representations are tried in order: JSON through Codable first, then text through a proxy")
    func inOrder() async throws {
        #expect(try await Self.item("tag.json", "application/json", #"{"name":"urgent"}"#).loadTransferable(type: Tag.self) == Tag(name: "urgent"))
        #expect(try await Self.item("tag.txt", "text/plain", "later").loadTransferable(type: Tag.self) == Tag(name: "text: later"))
        await #expect(throws: DecodingError.self) {
            try await Self.item("tag.json", "application/json", "not json").loadTransferable(type: Tag.self)
        }
    }

    @Test("A FileRepresentation's importer reads a file written for it")
    func fromFile() async throws {
        let loaded = try await Self.item("notes.txt", "text/plain", "first\nsecond").loadTransferable(type: Attachment.self)
        #expect(loaded?.firstLine == "first" && loaded?.wasAFile == true)
    }

    @Test("An item is kept in a session as its file: encoded and decoded, it is the same item and loads the same bytes")
    func keptInASession() async throws {
        let item = Self.item("biscuit.png", "image/png", "bytes")
        let decoded = try JSONDecoder().decode(PhotosPickerItem.self, from: JSONEncoder().encode(item))
        #expect(decoded == item && decoded.itemIdentifier != nil)
        #expect(try await decoded.loadTransferable(type: Data.self) == Data("bytes".utf8))
        #expect(Self.item("a.png", "image/png", "x") != Self.item("a.png", "image/png", "x"))
    }

    @Test("A type the browser did not know (application/octet-stream) is read from the file's name")
    func genericType() async throws {
        let photo = Self.item("cat.jpg", "application/octet-stream", "bytes")
        #expect(photo.supportedContentTypes == [.jpeg])
        #expect(Self.item("cat", "image/png", "bytes").supportedContentTypes == [.png])
        #expect(Self.item("notes", nil, "bytes").supportedContentTypes == [.data])
    }

    @Test("PHPickerFilter becomes the kinds of file a file input takes")
    func filters() {
        #expect(PHPickerFilter.contentTypes(for: nil) == [.image, .movie])
        #expect(PHPickerFilter.contentTypes(for: .images) == [.image])
        #expect(PHPickerFilter.contentTypes(for: .any(of: [.screenshots, .slomoVideos])) == [.image, .movie])
        #expect(PHPickerFilter.contentTypes(for: .all(of: [.images, .not(.screenshots)])) == [.image])
        #expect(PHPickerFilter.contentTypes(for: .not(.images)) == [.movie])
        #expect(PHPickerFilter.contentTypes(for: .not(.any(of: [.images, .videos]))) == [])
    }
}
