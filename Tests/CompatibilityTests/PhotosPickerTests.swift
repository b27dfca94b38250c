import Foundation
import FormUITesting
import PhotosUI
import SwiftUI
import Testing

// `import PhotosUI` as apps write it (Views/PetProfile.swift): the picker's region, the items it puts in
// its selection, `loadTransferable` into `Data` and a type of the app's own in `.task(id:)`.
//
// A `Task { }` an action starts runs on Swift's global executor, whose threads a test process shares
// with every synchronous test (a browser test holds one for minutes): the tests of such actions run
// against a gallery process of their own (FormUIServerTests/PhotosPageTests), and these add no pick that
// starts one (Cancel and a refused file leave `.onChange` unrun).
@Suite("PhotosPicker")
struct PhotosPickerTests {
    /// A 2×1 PNG of our own, made by hand: signature, IHDR, IDAT, IEND.
    static let png: Data = {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ body: [UInt8]) {
            let typed = Array(type.utf8) + body
            bytes += withUnsafeBytes(of: UInt32(body.count).bigEndian, Array.init) + typed
            bytes += withUnsafeBytes(of: crc32(typed).bigEndian, Array.init)
        }
        chunk("IHDR", [0, 0, 0, 2, 0, 0, 0, 1, 8, 2, 0, 0, 0])
        chunk("IDAT", [0x78, 0x01, 0x01, 0x07, 0x00, 0xF8, 0xFF, 0x00, 0xFF, 0x00, 0x00, 0x00, 0xFF, 0x00, 0x07, 0xFF, 0x01, 0xFF])
        chunk("IEND", [])
        return Data(bytes)
    }()

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static var photo: TestFile { TestFile("biscuit.png", contentType: "image/png", data: png) }

    @Test("Pressed, the picker presents a region with a file input for images, titled for what it picks")
    func region() throws {
        let tester = ViewTester { PetProfile() }
        #expect(!tester.html().contains("type=\"file\""))
        try tester.press("Select avatar")
        let region = tester.html()
        #expect(region.contains("Choose a photo") && region.contains("enctype=\"multipart/form-data\""))
        #expect(region.contains("<input type=\"file\" id=\"field-photo\" name=\"photo\" accept=\"image/*\">"))
    }

    @Test("A file of another kind is refused naming the field, and the region stays; Cancel dismisses it with nothing picked")
    func refusedAndCancelled() throws {
        let tester = ViewTester { PetProfile() }
        try tester.press("Select avatar")
        let text = TestFile("notes.txt", contentType: "text/plain", data: Data("not a photo".utf8))
        #expect {
            try tester.press("Add", attaching: [text], to: "photo")
        } throws: { error in
            let problem = (error as? SubmissionError)?.problems.first
            return problem?.label == "Photo" && problem?.message == "“notes.txt” is not a file this takes (image)."
        }
        #expect(tester.html().contains("type=\"file\""))
        try tester.press("Cancel")
        #expect(!tester.html().contains("type=\"file\""), "Cancel dismissed the region")
    }

    @Test("Several photos, up to the picker's most: each loaded as Data; one past the most is refused")
    func pickSeveral() throws {
        let tester = ViewTester { VetRecordPhotos() }
        try tester.press("Add scans")
        #expect(tester.html().contains("accept=\"image/*\" multiple"))
        #expect {
            try tester.press("Add", attaching: [Self.photo, Self.photo, Self.photo], to: "photos")
        } throws: { error in
            (error as? SubmissionError)?.problems.first?.message == "Choose at most 2 photos."
        }
        try tester.press("Add", attaching: [Self.photo, Self.photo], to: "photos")
        #expect(tester.html().contains("Scans: 2"))
    }

    @Test("A type of the app's own with a DataRepresentation, loaded in .task(id:) from a picker presented by .photosPicker; bytes that are not an image throw")
    func ownTransferable() throws {
        let tester = ViewTester { PortraitPicker() }
        try tester.press("Choose portrait")
        try tester.press("Add", attaching: [Self.photo], to: "photo")
        let page = tester.html()
        #expect(page.contains("Portrait set") && page.contains("data:image/png"))

        try tester.press("Choose portrait")
        let broken = TestFile("broken.png", contentType: "image/png", data: Data("PNG? no".utf8))
        try tester.press("Add", attaching: [broken], to: "photo")
        #expect(tester.html().contains("That file is not a picture we can show"))
    }
}
