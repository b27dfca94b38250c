import FormUITesting
import Foundation
import Testing

/// The journal: a NavigationSplitView whose sidebar lists entries, a sheet with a mood picker and a
/// TextEditor for a new entry, and a swipe action that asks in a confirmation dialog before deleting.
@Suite struct MoodJournalTests {
    private func titles(_ html: String) -> [String] {
        html.matches(of: /font-headline">([^<]*)</).map { String($0.1) }
    }

    @Test func theSidebarListsEntriesNewestFirst() throws {
        let tester = ViewTester(app: MoodJournalApp.self)
        #expect(tester.title == "Journal")
        let html = tester.html()
        #expect(titles(html) == ["Pottery class", "Deadline week", "Hike to the lake"])
        #expect(html.contains("😄 1  🙂 1  😔 1"))
        #expect(html.contains("Select an entry"))
    }

    @Test func choosingAnEntryShowsItInTheDetailColumn() throws {
        let tester = ViewTester(app: MoodJournalApp.self)
        let html = tester.html()
        // Each row links to the journal with its entry chosen in the address (the words of its id).
        let link = try #require(html.firstMatch(of: /<a class="push-link" href="\?selection=([^"]+)"[^>]*>.{0,400}?Deadline week/.dotMatchesNewlines()))
        tester.query["selection"] = String(link.1)
        let shown = tester.html()
        #expect(shown.contains("Too many meetings."))
        #expect(!shown.contains("Select an entry"))
        #expect(tester.title == "Deadline week")
    }

    @Test func aNewEntryIsWrittenInTheSheet() throws {
        let tester = ViewTester(app: MoodJournalApp.self)
        try tester.press("New entry")
        var html = tester.html()
        #expect(html.contains("role=\"dialog\""))
        #expect(tester.control("mood")?.value == "😐")
        #expect(tester.control(labelled: "Save")?.disabled == true)
        let editor = try #require(tester.controls.first { $0.kind.contains("text") && $0.name != "title" }?.name)
        try tester.post(["title": "Quiet Sunday", "mood": "😄", (editor): "Read in the park.\nCooked soup."])
        try tester.press("Save")
        html = tester.html()
        #expect(!html.contains("role=\"dialog\""))
        #expect(titles(html).first == "Quiet Sunday", "dated today")
        #expect(html.contains("😄 2  🙂 1  😔 1"))
    }

    @Test func deletingAsksFirst() throws {
        let tester = ViewTester(app: MoodJournalApp.self)
        try tester.press("Delete")
        var html = tester.html()
        #expect(html.contains("Delete this entry?"))
        #expect(html.contains("This cannot be undone."))
        try tester.press("Cancel")
        #expect(titles(tester.html()).count == 3)

        try tester.press("Delete")
        try tester.press("Delete “Pottery class”")
        html = tester.html()
        #expect(titles(html) == ["Deadline week", "Hike to the lake"])
        #expect(!html.contains("Delete this entry?"))
        #expect(html.contains("😄 1  😔 1"))
    }
}
