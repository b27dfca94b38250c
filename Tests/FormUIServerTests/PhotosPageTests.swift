import Foundation
@testable import FormUIServer
import HTTPServer
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `PhotosPicker` and the tasks actions start, over HTTP, on the gallery's profile page (`/apps/photos`),
/// served by a gallery process of its own: the `Task`s its actions start run on Swift's global executor,
/// whose threads in this process the synchronous tests hold. A photo posted through the picker's region
/// is shown in the page that follows, a multiple pick fills the album through `.task(id:)`, and both
/// survive a restart with sessions in SQLite; a button's task is waited for.
@Suite("PhotosPicker: photos posted through the gallery's profile page")
struct PhotosPageTests {
    /// A 1×1 PNG of our own (made by hand: signature, IHDR, IDAT of one white pixel, IEND).
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53,
        0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xFF, 0xFF, 0x3F,
        0x00, 0x05, 0xFE, 0x02, 0xFE, 0x0D, 0xEF, 0x46, 0xB8, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E,
        0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    static var shown: String { "src=\"data:image/png;base64," + Data(png).base64EncodedString() + "\"" }

    /// Presses `action` on the page, then posts `count` copies of the photo in `field` with Add.
    func pick(_ browser: TestBrowser, _ action: String, field: String, count: Int = 1, filename: String = "biscuit.png", type: String = "image/png") throws -> HTTPTestClient.Response {
        #expect(try browser.post("/apps/photos", form: [("_action", action)]).status == 303)
        let region = try browser.get("/apps/photos").text
        #expect(region.contains("name=\"\(field)\" accept=\"image/*\""))
        let boundary = MultipartPostTests.boundary
        var body: [UInt8] = []
        for _ in 0..<count {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field)\"; filename=\"\(filename)\"\r\nContent-Type: \(type)\r\n\r\n".utf8)
            body += Self.png + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"_action\"\r\n\r\nadd\r\n--\(boundary)--\r\n".utf8)
        return try browser.request("POST", "/apps/photos", headers: [("Content-Type", "multipart/form-data; boundary=\(boundary)")], body: body)
    }

    @Test("A photo picked is shown by the page that follows the 303; an album of two fills through .task(id:); a text file is a 422 naming the field; all kept across a restart on SQLite")
    func pickedAndKept() throws {
        let directory = try TemporaryDirectory()
        let sessions = "sqlite:" + directory.path("sessions.sqlite")
        let first = try GalleryProcess(sessions: sessions)
        let visitor = TestBrowser(port: first.port)
        #expect(!(try visitor.get("/apps/photos").text.contains("data:image")))

        #expect(try pick(visitor, "choose-a-photo", field: "photo").status == 303)
        var page = try visitor.get("/apps/photos").text
        #expect(page.contains(Self.shown) && page.contains("aria-label=\"Profile photo of Ada\""))
        #expect(page.contains("Change photo") && !page.contains("type=\"file\""))

        let refused = try pick(visitor, "pick-up-to-three-photos", field: "photos", filename: "notes.txt", type: "text/plain")
        #expect(refused.status == 422)
        #expect(refused.text.contains("Photos: “notes.txt” is not a file this takes (image)."))
        #expect(try pick(visitor, "pick-up-to-three-photos", field: "photos", count: 2).status == 303)
        page = try visitor.get("/apps/photos").text
        #expect(page.contains("2 photos in the album") && page.contains("aria-label=\"Album photo 2\""))
        first.stop(with: SIGKILL)

        let second = try GalleryProcess(sessions: sessions)
        let again = TestBrowser(port: second.port)
        again.cookie = visitor.cookie
        page = try again.get("/apps/photos").text
        #expect(page.contains(Self.shown) && page.contains("2 photos in the album"))
        second.stop()
    }

    @Test("A Task a button starts has ended before the page is answered")
    func actionTasks() throws {
        let directory = try TemporaryDirectory()
        let gallery = try GalleryProcess(sessions: "sqlite:" + directory.path("sessions.sqlite"))
        let visitor = TestBrowser(port: gallery.port)
        #expect(try visitor.post("/apps/photos", form: [("name", "Grace"), ("_action", "check-name")]).status == 303)
        #expect(try visitor.get("/apps/photos").text.contains("“Grace” is available."))
        gallery.stop()
    }
}
