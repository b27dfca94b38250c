import FormUITesting
import Testing

// A view's @State lives while the view is on the page, as in SwiftUI: a view that leaves (a sheet
// dismissed, an `if` turned false) starts afresh when it comes back; the tabs of a TabView keep theirs.
@Suite struct StateLifetimeTests {
    @Test func aDismissedSheetStartsAfreshWhenPresentedAgain() throws {
        let tester = ViewTester { ContactsEditor() }
        try tester.press("Add contact")
        _ = tester.html()
        try tester.post(["name": "Linus"])
        #expect(tester.control("name")?.value == "Linus")
        try tester.press("Cancel")
        _ = tester.html()
        try tester.press("Add contact")
        #expect(tester.control("name")?.value == "", "the sheet's @State went with it")
    }

    @Test func aViewHiddenByAnIfStartsAfreshWhenShownAgain() throws {
        let tester = ViewTester { Expandable() }
        _ = tester.html()
        try tester.post(["show-notes": "on"])
        _ = tester.html()
        try tester.post(["notes": "Bring a coat"])
        #expect(tester.control("notes")?.value == "Bring a coat")
        try tester.post(["show-notes": "off"])
        _ = tester.html()
        try tester.post(["show-notes": "on"])
        #expect(tester.control("notes")?.value == "", "the hidden view's @State went with it")
        #expect(tester.control("show-notes")?.value == "on", "the view that stayed keeps its own")
    }

    @Test func theTabsOfATabViewKeepTheirStateWhileAnotherIsShown() throws {
        let tester = ViewTester { MainTabs() }
        tester.query = ["tab": "profile"]
        _ = tester.html()
        try tester.post(["nickname": "alex"])
        tester.query = ["tab": "inbox"]
        _ = tester.html()
        _ = tester.html()
        tester.query = ["tab": "profile"]
        #expect(tester.control("nickname")?.value == "alex")
    }

    @Test func aSubPageKeepsItsStateWhenThePageIsShown() throws {
        let tester = ViewTester { ReadingList() }
        tester.navigate(to: "kindred")
        _ = tester.html()
        try tester.perform(action: "rating.increment")
        tester.navigate()
        _ = tester.html()
        tester.navigate(to: "kindred")
        #expect(tester.control("rating")?.value == "4", "another page's showing does not forget a sub-page's state")
    }
}

private struct Expandable: View {
    @State private var showsNotes = false
    var body: some View {
        Form {
            Toggle("Show notes", isOn: $showsNotes)
            if showsNotes { NotesField() }
        }
    }
}

private struct NotesField: View {
    @State private var notes = ""
    var body: some View { TextField("Notes", text: $notes) }
}
