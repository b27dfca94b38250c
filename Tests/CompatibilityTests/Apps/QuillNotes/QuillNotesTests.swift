import FormUITesting
import Foundation
import Testing

/// The notes app kept with SwiftData: an `@Model` note with `@Attribute(.unique) var id: UUID` and a
/// `@Transient` cached word count; a child list whose `init(search:)` builds
/// `Query(filter: #Predicate { search.isEmpty || …localizedStandardContains(search) }, sort: \.modified,
/// order: .reverse)` from the `.searchable` text; pinned and other notes in two sections, each with
/// `.onDelete`; `NavigationLink(value:)` rows shown by `.navigationDestination(for: QuillNote.self)`; an
/// editor that changes the note through `@Bindable` (`.onChange` stamps `modified`) and deletes it; a new-note
/// sheet that asks the store with `modelContext.fetch(FetchDescriptor(predicate:sortBy:))` whether the
/// title is taken; a welcome note inserted on the first launch, remembered with `@AppStorage`. No
/// explicit `save()`: autosave.
///
/// The model container: `.modelContainer(for: QuillNote.self)` on the WindowGroup gives each visitor a
/// store of their own, empty on their first visit (so each visitor gets their own welcome note); it is
/// kept with the visitor's device, so another page of the same visitor that declares the container
/// again reads the same notes, and another visitor never sees them.
@Suite struct QuillNotesTests {
    private func newTester() -> ViewTester { ViewTester(app: QuillNotesApp.self) }

    private func titles(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("text font-headline") == true }).map(\.text)
    }

    private func sections(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "legend" }).map(\.text)
    }

    private func addNote(_ tester: ViewTester, _ title: String, text: String, pinned: Bool = false) throws {
        try tester.press("New Note")
        try tester.press("Save", with: ["title": title, "text": text, "pin-to-top": pinned ? "on" : "off"])
    }

    @Test func theFirstLaunchFindsAWelcomeNote() throws {
        let tester = newTester()
        #expect(tester.title == "Quill")
        #expect(sections(tester) == ["Pinned"])
        #expect(titles(tester) == ["Welcome to Quill"])
        let html = tester.html()
        #expect(html.contains("placeholder=\"Search notes\""))
        #expect(html.contains("12 words"), "the @Transient word count")
        #expect(tester.document().elements(where: { $0.tag == "a" && $0.attributes["class"] == "push-link" })
            .compactMap { $0.attributes["href"] } == ["/welcome-to-quill"])
        #expect(titles(tester) == ["Welcome to Quill"], "showing the page again adds no second welcome")
    }

    @Test func notesWrittenInTheSheetAreListedNewestFirst() throws {
        let tester = newTester()
        try tester.press("New Note")
        var html = tester.html()
        #expect(html.contains("role=\"dialog\""))
        #expect(html.contains(">New Note</h2>"))
        #expect(tester.control(labelled: "Save")?.disabled == true)
        #expect(tester.element(id: "field-text")?.tag == "textarea")
        try tester.press("Save", with: ["title": "Shopping list", "text": "Eggs, flour, café beans"])
        html = tester.html()
        #expect(!html.contains("role=\"dialog\""))
        #expect(sections(tester) == ["Pinned", "Notes"])
        #expect(titles(tester) == ["Welcome to Quill", "Shopping list"])
        #expect(html.contains("4 words"))

        try addNote(tester, "Packing", text: "Passport and charger")
        #expect(titles(tester) == ["Welcome to Quill", "Packing", "Shopping list"])
        try addNote(tester, "Door code", text: "4512", pinned: true)
        #expect(titles(tester) == ["Door code", "Welcome to Quill", "Packing", "Shopping list"])
        #expect(tester.html().contains("1 word"))
    }

    @Test func aTitleAlreadyInTheStoreCannotBeSavedAgain() throws {
        let tester = newTester()
        try addNote(tester, "Packing", text: "Passport")
        try tester.press("New Note")
        try tester.post(["title": " Packing "])
        #expect(tester.control(labelled: "Save")?.disabled == true)
        #expect(tester.document().text.contains("A note with this title already exists."))
        try tester.post(["title": "Packing for Lisbon"])
        #expect(tester.control(labelled: "Save")?.disabled != true)
        #expect(!tester.document().text.contains("already exists"))
        try tester.press("Cancel")
        #expect(titles(tester) == ["Welcome to Quill", "Packing"])
    }

    @Test func searchRebuildsTheChildsQuery() throws {
        let tester = newTester()
        try addNote(tester, "Shopping list", text: "Eggs, flour, café beans")
        try addNote(tester, "Packing", text: "Passport and charger")

        try tester.post(["search": "CAFE"])
        #expect(titles(tester) == ["Shopping list"], "localizedStandardContains ignores case and accents")
        #expect(sections(tester) == ["Notes"])
        try tester.post(["search": "passport"])
        #expect(titles(tester) == ["Packing"], "the text is searched as well as the title")
        try tester.post(["search": "quill"])
        #expect(titles(tester) == ["Welcome to Quill"])
        #expect(sections(tester) == ["Pinned"])

        try tester.post(["search": "zzz"])
        #expect(titles(tester).isEmpty)
        #expect(tester.document().text.contains("No Results for “zzz”"))
        try tester.post(["search": ""])
        #expect(titles(tester) == ["Welcome to Quill", "Packing", "Shopping list"])
    }

    @Test func theEditorChangesTheNoteThroughBindable() throws {
        let tester = newTester()
        try addNote(tester, "Shopping list", text: "Eggs, flour, café beans")
        try addNote(tester, "Packing", text: "Passport and charger")

        tester.navigate(to: "shopping-list")
        #expect(tester.isFound)
        #expect(tester.title == "Shopping list")
        #expect(tester.control("title")?.value == "Shopping list")
        #expect(tester.control("pinned")?.value == "off")
        #expect(tester.document().text.contains("Words4"))

        try tester.post(["title": "Groceries"])
        // On a device the pushed editor stays, showing the new title.
        #expect(tester.isFound)
        #expect(tester.navigationPath == ["groceries"])
        #expect(tester.title == "Groceries")
        try tester.post(["text": "Eggs and flour"])
        #expect(tester.document().text.contains("Words3"), "the cached count follows the new text")

        tester.navigate()
        #expect(titles(tester) == ["Welcome to Quill", "Groceries", "Packing"], "edited just now, so the newest")

        tester.navigate(to: "groceries")
        try tester.post(["pinned": "on"])
        tester.navigate()
        #expect(sections(tester) == ["Pinned", "Notes"])
        #expect(titles(tester) == ["Groceries", "Welcome to Quill", "Packing"])
    }

    @Test func notesAreDeletedFromTheEditorOrTheList() throws {
        let tester = newTester()
        try addNote(tester, "Packing", text: "Passport and charger")
        try addNote(tester, "Recipes", text: "Soup")

        tester.navigate(to: "packing")
        let result = try tester.press("Delete Note")
        #expect(result.navigationPath == [], "dismiss() after the delete went back to the list")
        #expect(tester.title == "Quill")
        #expect(titles(tester) == ["Welcome to Quill", "Recipes"])

        try tester.press("Delete row 1")
        #expect(sections(tester) == ["Notes"], "the pinned section's only row was deleted")
        #expect(titles(tester) == ["Recipes"], "the welcome note is not added again")
        try tester.press("Delete row 1")
        #expect(titles(tester).isEmpty)
        #expect(tester.document().text.contains("No Notes"))
        #expect(tester.document().text.contains("Tap New Note to start writing."))
    }

    @Test func eachVisitorHasTheirOwnNotes() throws {
        let ada = newTester()
        try addNote(ada, "Engine notes", text: "Note G")
        #expect(titles(ada) == ["Welcome to Quill", "Engine notes"])

        let adaAgain = ViewTester(sharingSessionWith: ada) {
            QuillNotesRootView().modelContainer(for: QuillNote.self)
        }
        #expect(titles(adaAgain) == ["Welcome to Quill", "Engine notes"], "the same store, and no second welcome")

        let grace = newTester()
        #expect(titles(grace) == ["Welcome to Quill"], "another visitor has a store and a welcome of their own")
        try grace.post(["search": "engine"])
        #expect(titles(grace).isEmpty)
        try grace.post(["search": ""])
        try addNote(grace, "Compiler", text: "A-0")
        #expect(titles(ada) == ["Welcome to Quill", "Engine notes"])
        #expect(titles(grace) == ["Welcome to Quill", "Compiler"])
    }
}
