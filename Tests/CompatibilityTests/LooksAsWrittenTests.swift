import FormUITesting
import SwiftUI
import Testing

private struct MailboxScreen: View {
    @State private var subject = ""
    @State private var archived = false

    var body: some View {
        NavigationStack {
            List {
                TextField("Subject", text: $subject)
                Text("Inbox").badge(3)
                Text("Drafts").badge(0)
                Text("Flagged").badge("New")
                Section("Archive") {
                    Button("Empty archive") { archived = true }
                    NavigationLink("Archived mail") { Text("Nothing here") }
                }
                .disabled(true)
                Button("Compose") {}
            }
            .tint(.orange)
        }
    }
}

private struct BadgedTabs: View {
    var body: some View {
        TabView {
            Text("Inbox list").tabItem { Label("Inbox", systemImage: "tray") }.badge(5)
            Text("Sent list").tabItem { Label("Sent", systemImage: "paperplane") }
        }
    }
}

@Suite struct LooksAsWrittenTests {
    @Test func aTextFieldsTitleIsItsPlaceholderAndItsAccessibleLabel() throws {
        let html = ViewTester { MailboxScreen() }.html()
        let page = HTMLDocument(html)
        #expect(page.element("input", with: ["id": "field-subject"])?.attributes["placeholder"] == "Subject")
        #expect(page.element("label", with: ["for": "field-subject"])?.attributes["class"] == "control-label visually-hidden")
    }

    @Test func tintReachesTheControlsInside() throws {
        let html = ViewTester { MailboxScreen() }.html()
        #expect(html.contains("<div class=\"tint\" style=\"--tint:var(--orange);--accent:var(--orange)\">"))
        let tintStart = try #require(html.range(of: "<div class=\"tint\""))
        let compose = try #require(html.range(of: ">Compose<"))
        #expect(tintStart.lowerBound < compose.lowerBound, "the button is inside the tinted box")
    }

    @Test func badgesShowByRowsAndTabsAndACountOfZeroShowsNone() throws {
        let html = ViewTester { MailboxScreen() }.html()
        #expect(html.contains("<span class=\"text\">Inbox</span><span class=\"badge\">3</span>"))
        #expect(html.contains("<span class=\"badge\">New</span>"))
        #expect(!html.contains("<span class=\"badge\">0</span>"))
        let tabs = ViewTester { BadgedTabs() }
        let tabHTML = tabs.html()
        #expect(tabHTML.contains("<span class=\"badge\">5</span>"), "the tab's link carries its badge")
        #expect(tabHTML.contains("?tab=inbox") || tabHTML.contains("tab=inbox"), "the badge is not part of the tab's name")
    }

    @Test func disabledOnASectionDisablesItsButtonsAndLinks() throws {
        let tester = ViewTester { MailboxScreen() }
        let html = tester.html()
        #expect(html.contains("<span class=\"push-link is-disabled\" aria-disabled=\"true\"><span class=\"text\">Archived mail</span></span>"))
        #expect(!html.contains("href=\"/archived-mail\""))
        #expect(tester.control(labelled: "Empty archive")?.disabled == true)
        #expect(throws: SubmissionError.self) { try tester.press("Empty archive") }
    }
}

private struct AislePicker: View {
    enum Produce: String, CaseIterable, Identifiable { case apples, pears; var id: Self { self } }
    @State private var item = "Milk"
    @State private var size = "Regular"

    var body: some View {
        Form {
            Picker("Item", selection: $item) {
                Section("Produce") {
                    Text("Apples").tag("Apples")
                    Text("Pears & quinces").tag("Pears")
                }
                Section(header: Text("Dairy")) {
                    ForEach(["Milk", "Butter"], id: \.self) { Text($0).tag($0) }
                }
                Text("Other").tag("Other")
            }
            Picker("Size", selection: $size) {
                Section("Small") { Text("Regular").tag("Regular") }
                Section("Large") { Text("Family").tag("Family") }
            }
            .pickerStyle(.inline)
            Text("Buying \(item), \(size)")
        }
    }
}

@Suite struct PickerSectionTests {
    @Test func aMenuPickersSectionsAreOptionGroups() throws {
        let tester = ViewTester { AislePicker() }
        let html = tester.html()
        #expect(html.contains("<optgroup label=\"Produce\"><option value=\"Apples\">Apples</option><option value=\"Pears\">Pears &amp; quinces</option></optgroup><optgroup label=\"Dairy\"><option value=\"Milk\" selected>Milk</option><option value=\"Butter\">Butter</option></optgroup><option value=\"Other\">Other</option></select>"))
        try tester.post(["item": "Pears"])
        #expect(tester.html().contains("Buying Pears, Regular"))
        try tester.post(["item": "Other"])
        #expect(tester.html().contains("Buying Other, Regular"))
    }

    @Test func radiosInSectionsAreTitledGroups() throws {
        let tester = ViewTester { AislePicker() }
        let page = tester.document()
        let html = tester.html()
        #expect(html.contains("<fieldset class=\"picker-section\"><legend>Small</legend><label class=\"radio\"><input type=\"radio\" name=\"size\" value=\"Regular\" id=\"field-size\" checked> "))
        #expect(html.contains("<fieldset class=\"picker-section\"><legend>Large</legend><label class=\"radio\"><input type=\"radio\" name=\"size\" value=\"Family\""))
        #expect(page.text.contains("Small"))
        try tester.post(["size": "Family"])
        #expect(tester.html().contains("Buying Milk, Family"))
    }
}
