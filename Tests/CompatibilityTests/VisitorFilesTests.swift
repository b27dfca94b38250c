@_spi(Engine) import FormUI
import FormUITesting
import Foundation
import SwiftUI
import Testing

/// A notes screen as device apps write one: the note is a file in the documents directory, written with
/// `Data.write(to:)` and read with `String(contentsOf:)`.
private struct FileNote: View {
    @State private var draft = ""
    @State private var saved = FileNote.load()

    static var noteURL: URL { URL.documentsDirectory.appendingPathComponent("notes/today.txt") }

    static func load() -> String {
        (try? String(contentsOf: noteURL, encoding: .utf8)) ?? "(empty)"
    }

    var body: some View {
        Form {
            TextField("Note", text: $draft)
            Button("Save") {
                let folder = FileNote.noteURL.deletingLastPathComponent()
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try? Data(draft.utf8).write(to: FileNote.noteURL)
                saved = FileNote.load()
            }
            Button("Delete") {
                try? FileManager.default.removeItem(at: FileNote.noteURL)
                saved = FileNote.load()
            }
            Text("Saved: \(saved)")
            Text("In: \(FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].lastPathComponent)")
        }
    }
}

@Suite struct VisitorFilesTests {
    @Test func whatOneVisitorWritesInTheirDocumentsNoOtherVisitorReads() throws {
        let ada = ViewTester { FileNote() }
        #expect(ada.document().text.contains("Saved: (empty)"))
        try ada.press("Save", with: ["note": "Ada's plans"])
        #expect(ada.document().text.contains("Saved: Ada's plans"))
        #expect(ada.document().text.contains("In: Documents"))

        let adaAgain = ViewTester(sharingSessionWith: ada) { FileNote() }
        #expect(adaAgain.document().text.contains("Saved: Ada's plans"), "the same visitor's new view reads the file")

        let grace = ViewTester { FileNote() }
        #expect(grace.document().text.contains("Saved: (empty)"))
        try grace.press("Save", with: ["note": "Grace's list"])
        #expect(grace.document().text.contains("Saved: Grace's list"))
        #expect(ViewTester(sharingSessionWith: ada) { FileNote() }.document().text.contains("Saved: Ada's plans"))

        try ada.press("Delete")
        #expect(ViewTester(sharingSessionWith: ada) { FileNote() }.document().text.contains("Saved: (empty)"), "a removed file is removed from the session")
    }

    @Test func theFilesTravelWithTheSessionThroughAStore() throws {
        let page = FormPage { FileNote() }
        let state = PageState()
        _ = page.render(state)
        try page.submit([("note", "Kept in the store"), ("_action", "save")], to: state)
        let bytes = try SessionSnapshot.encode(pages: ["/": state], sharedValues: state.sessionValues)

        // Another process (a restart, another instance) reads the session back and has the file again.
        let shared = SessionValues()
        _ = try SessionSnapshot.decode(bytes, sharedValues: shared)
        // A page of that session never shown before: its note is read from the file alone.
        let restored = PageState(sessionValues: shared)
        // Its directory is named by the session: the file is written there again when it is not there
        // (as on another instance's disk).
        let root = Foundation.FileManager.default.temporaryDirectory.appendingPathComponent("formui-visitor-files-\(ProcessInfo.processInfo.processIdentifier)")
        for directory in try Foundation.FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil) {
            let note = directory.appendingPathComponent("Documents/notes/today.txt")
            if (try? String(contentsOf: note, encoding: .utf8)) == "Kept in the store" {
                try Foundation.FileManager.default.removeItem(at: directory)
            }
        }
        #expect(page.render(restored).htmlString.contains("Saved: Kept in the store"))
    }

    @Test func outsideAnyVisitorTheDirectoriesAreTheServersOwn() {
        #expect(URL.documentsDirectory == Foundation.FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0])
        #expect(FileManager.default.urls(for: .documentDirectory, in: .userDomainMask) == Foundation.FileManager.default.urls(for: .documentDirectory, in: .userDomainMask))
    }
}
