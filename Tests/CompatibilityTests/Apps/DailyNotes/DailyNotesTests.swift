import FormUITesting
import Foundation
import Testing

/// The journal: notes kept as JSON in UserDefaults by an ObservableObject, listed in sections by day with
/// `Dictionary(grouping:)`, a `.searchable` filter, swipe actions (pin, delete behind an alert), a context
/// menu (edit, duplicate), an editor sheet with a DatePicker and a TextEditor, and a `ViewModifier` card.
@Suite struct DailyNotesTests {
    private func dayHeaders(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "legend" }).map(\.text)
    }

    private func noteTitles(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"] == "text font-headline" }).map(\.text)
    }

    /// The action of the `index`th button (in page order) labelled `label`.
    private func action(_ tester: ViewTester, _ label: String, _ index: Int) throws -> String {
        let buttons = tester.controls.filter { $0.label == label }
        try #require(buttons.count > index)
        return try #require(buttons[index].actions?.first?.value)
    }

    /// The toolbar's compose button, found by the accessibility label its image is given.
    private func newNoteAction(_ tester: ViewTester) throws -> String {
        try #require(tester.control(labelled: "New Note")?.actions?.first?.value)
    }

    private func newTester() -> ViewTester { ViewTester(app: DailyNotesApp.self) }

    @Test func notesAreGroupedByDayNewestFirstInCards() throws {
        let tester = newTester()
        #expect(tester.title == "Daily Notes")
        #expect(dayHeaders(tester) == ["January 2, 2026", "January 1, 2026"])
        #expect(noteTitles(tester) == ["Groceries", "Book club", "Morning run"])
        let html = tester.html()
        #expect(html.contains("placeholder=\"Search notes\""))
        #expect(html.contains("border-radius:12px"), "the card style's corner radius")
        #expect(html.contains("background:color-mix(in srgb, var(--gray) 10%, transparent)"))
        #expect(tester.controls.filter { $0.label == "Duplicate" }.count == 3, "a context menu on every row")
        #expect(tester.controls.filter { $0.label == "Pin" }.count == 3, "a swipe action on every row")
        // An Image given .accessibilityLabel as a Button's whole label names the button.
        #expect(tester.control(labelled: "New Note") != nil)
        #expect(tester.html().contains("<span class=\"visually-hidden\">New Note</span>"))
    }

    @Test func aNewNoteIsWrittenInTheEditorSheet() throws {
        let tester = newTester()
        try tester.perform(action: try newNoteAction(tester))
        var html = tester.html()
        #expect(html.contains("role=\"dialog\""))
        #expect(html.contains(">New Note</h2>"))
        #expect(tester.control(labelled: "Save")?.disabled == true)
        let today = Date().formatted(.iso8601.year().month().day())
        #expect(tester.control("date")?.value == today, "a new note is dated today")
        let editor = try #require(tester.element(id: "field-text"))
        #expect(editor.tag == "textarea", "TextEditor")

        try tester.post(["what-happened": "   "])
        #expect(tester.control(labelled: "Save")?.disabled == true, "a title of spaces is no title")
        try tester.press("Save", with: ["what-happened": "Snow day", "date": "2026-01-03",
                                        "text": "Built a snowman.\nHot chocolate after."])
        html = tester.html()
        #expect(!html.contains("role=\"dialog\""))
        #expect(dayHeaders(tester) == ["January 3, 2026", "January 2, 2026", "January 1, 2026"])
        #expect(noteTitles(tester).first == "Snow day")

        tester.navigate(to: "snow-day")
        #expect(tester.title == "Snow day")
        let text = tester.document().text
        #expect(text.contains("January 3, 2026"))
        #expect(text.contains("Built a snowman.\nHot chocolate after."))
    }

    @Test func cancellingTheEditorKeepsNothing() throws {
        let tester = newTester()
        try tester.perform(action: try newNoteAction(tester))
        try tester.post(["what-happened": "Never mind"])
        try tester.press("Cancel")
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(noteTitles(tester) == ["Groceries", "Book club", "Morning run"])
    }

    @Test func swipeActionsPinAndDeleteBehindAnAlert() throws {
        let tester = newTester()
        // Morning run, the third row, is the older note of January 1: pinned, it goes before Book club.
        try tester.perform(action: try action(tester, "Pin", 2))
        #expect(noteTitles(tester) == ["Groceries", "Morning run", "Book club"], "a pinned note comes first in its day")
        #expect(tester.html().contains("pin.fill"))
        #expect(tester.controls.filter { $0.label == "Unpin" }.count == 1)
        #expect(tester.html().contains("background:color-mix(in srgb, var(--yellow) 20%, transparent)"), "a pinned card is yellow")

        try tester.perform(action: try action(tester, "Delete", 2))
        var html = tester.html()
        #expect(html.contains("role=\"alertdialog\""))
        #expect(html.contains(">Delete “Book club”?</h2>"))
        #expect(tester.document().text.contains("This note will be gone for good."))
        try tester.press("Cancel")
        #expect(noteTitles(tester).count == 3)

        try tester.perform(action: try action(tester, "Delete", 0))
        #expect(tester.html().contains(">Delete “Groceries”?</h2>"))
        let alertDelete = try #require(tester.controls.last { $0.label == "Delete" }?.actions?.first?.value)
        try tester.perform(action: alertDelete)
        html = tester.html()
        #expect(!html.contains("role=\"alertdialog\""))
        #expect(noteTitles(tester) == ["Morning run", "Book club"])
        #expect(dayHeaders(tester) == ["January 1, 2026"], "an emptied day has no section")
    }

    @Test func theContextMenuDuplicatesAndEdits() throws {
        let tester = newTester()
        try tester.perform(action: try action(tester, "Duplicate", 0))
        #expect(noteTitles(tester).contains("Groceries (copy)"))
        #expect(dayHeaders(tester) == ["January 2, 2026", "January 1, 2026"], "the copy keeps the day")

        let bookClub = try #require(noteTitles(tester).firstIndex(of: "Book club"))
        try tester.perform(action: try action(tester, "Edit", bookClub))
        #expect(tester.html().contains(">Edit Note</h2>"))
        #expect(tester.control("what-happened")?.value == "Book club")
        #expect(tester.control("date")?.value == "2026-01-01")
        #expect(tester.control("text")?.value == "We picked the next book: Piranesi.")
        try tester.post(["date": "2026-01-02", "text": "Moved to Friday."])
        try tester.press("Save")
        #expect(dayHeaders(tester) == ["January 2, 2026", "January 1, 2026"])
        let titles = noteTitles(tester)
        #expect(titles.last == "Morning run", "only Morning run is left on January 1")
        #expect(titles.filter { $0 == "Book club" }.count == 1)
        #expect(tester.document().text.contains("Moved to Friday."))
    }

    @Test func searchFiltersTitlesAndBodies() throws {
        let tester = newTester()
        try tester.post(["search": "piranesi"])
        #expect(noteTitles(tester) == ["Book club"], "found by its body")
        #expect(dayHeaders(tester) == ["January 1, 2026"])
        try tester.post(["search": "RUN"])
        #expect(noteTitles(tester) == ["Morning run"], "case-insensitive")
        try tester.post(["search": ""])
        #expect(noteTitles(tester).count == 3)
    }

    @Test func editingOnTheDetailChangesTheNote() throws {
        let tester = newTester()
        tester.navigate(to: "morning-run")
        #expect(tester.title == "Morning run")
        try tester.press("Edit")
        #expect(tester.html().contains(">Edit Note</h2>"))
        try tester.press("Save", with: ["text": "6 km, new shoes."])
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(tester.document().text.contains("6 km, new shoes."))

        try tester.press("Edit")
        try tester.press("Save", with: ["what-happened": "Long run"])
        // On a device the pushed detail stays on screen, showing the new title.
        #expect(tester.isFound)
        #expect(tester.navigationPath == ["long-run"])
        #expect(tester.title == "Long run")
        tester.navigate(to: "long-run")
        #expect(tester.title == "Long run")
    }

    @Test func eachVisitorKeepsTheirOwnNotes() throws {
        let ada = newTester()
        try ada.perform(action: try newNoteAction(ada))
        try ada.press("Save", with: ["what-happened": "Engine notes", "date": "2026-01-05", "text": "Note G."])
        try ada.perform(action: try action(ada, "Delete", 1))
        try ada.perform(action: try #require(ada.controls.last { $0.label == "Delete" }?.actions?.first?.value))
        #expect(noteTitles(ada) == ["Engine notes", "Book club", "Morning run"])

        let adaAgain = ViewTester(sharingSessionWith: ada) {
            DailyNotesListView().environmentObject(DailyNotesStore())
        }
        #expect(noteTitles(adaAgain) == ["Engine notes", "Book club", "Morning run"], "a new store decodes what was saved")

        let grace = newTester()
        #expect(noteTitles(grace) == ["Groceries", "Book club", "Morning run"], "another visitor starts from the samples")
        try grace.perform(action: try action(grace, "Duplicate", 2))
        #expect(noteTitles(ada) == ["Engine notes", "Book club", "Morning run"])
    }
}
