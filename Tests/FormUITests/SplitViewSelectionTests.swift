import Testing
import FormUITesting

/// A mail-like split view: a sidebar `List(selection:)` of folders as `NavigationLink(value:)` rows, and a
/// detail that shows the folder selected, with a button that selects another one.
private struct Folders: View {
    @State private var selected: String?
    @State private var archived: Set<String> = []
    let folders = ["Inbox", "Drafts", "Sent"]

    var body: some View {
        NavigationSplitView {
            List(selection: $selected) {
                ForEach(folders, id: \.self) { folder in
                    NavigationLink(value: folder) { Text(folder) }
                }
            }
            .navigationTitle("Mail")
        } detail: {
            if let selected {
                Text("Showing \(selected)")
                    .navigationTitle(selected)
                Button("Archive") { archived.insert(selected) }
                Button("Go to Sent") { self.selected = "Sent" }
                Text("Archived: \(archived.sorted().joined(separator: ", "))")
            } else {
                Text("No folder selected")
            }
        }
    }
}

/// A multiple selection, as a Mac's sidebar has: a row chosen on a page is selected alone.
private struct Tags: View {
    @State private var selected: Set<Int> = [1, 2]

    var body: some View {
        NavigationSplitView {
            List(selection: $selected) {
                ForEach(1...3, id: \.self) { number in
                    NavigationLink(value: number) { Text("Tag \(number)") }
                }
            }
        } detail: {
            Text("Selected: \(selected.sorted().map(String.init).joined(separator: " "))")
        }
    }
}

@Suite("A split view's sidebar selection")
struct SplitViewSelectionTests {
    @Test("Each row is a link to the page with its value chosen; none is current until one is chosen")
    func rowsAreLinks() {
        let tester = ViewTester { Folders() }
        let html = tester.html()
        #expect(html.contains("<a class=\"push-link\" href=\"?selection=inbox\">"))
        #expect(html.contains("<a class=\"push-link\" href=\"?selection=sent\">"))
        #expect(!html.contains("aria-current"))
        #expect(html.contains("No folder selected"))
        #expect(tester.title == "Mail")
    }

    @Test("The address's row writes the selection before the detail shows it, and titles the page")
    func addressChoosesTheRow() {
        let tester = ViewTester { Folders() }
        tester.query["selection"] = "drafts"
        let html = tester.html()
        #expect(html.contains("Showing Drafts"))
        #expect(html.contains("<a class=\"push-link\" href=\"?selection=drafts\" aria-current=\"page\">"))
        #expect(tester.title == "Drafts")
        // An address naming no row chooses none.
        tester.query["selection"] = "trash"
        #expect(!tester.html().contains("aria-current"))
    }

    @Test("A post from a chosen row acts on the detail that row shows, even as the visitor's first post")
    func postActsOnTheChosenRow() throws {
        let tester = ViewTester { Folders() }
        tester.query["selection"] = "inbox"
        try tester.press("Archive")
        #expect(tester.html().contains("Archived: Inbox"))
    }

    @Test("A post that selects another row sends the browser to that row's address")
    func postChoosesAnotherRow() throws {
        let tester = ViewTester { Folders() }
        tester.query["selection"] = "inbox"
        let result = try tester.press("Go to Sent")
        #expect(result.query == ["selection": "sent"])
        #expect(tester.query["selection"] == "sent")
        #expect(tester.html().contains("Showing Sent"))
    }

    @Test("A multiple selection is replaced by the row chosen")
    func multipleSelection() {
        let tester = ViewTester { Tags() }
        #expect(tester.html().contains("Selected: 1 2"))
        #expect(tester.html().components(separatedBy: "aria-current").count - 1 == 2)
        tester.query["selection"] = "3"
        #expect(tester.html().contains("Selected: 3"))
    }

    @Test("Outside a split view a List(selection:) draws its rows as before: a value link needs a destination")
    func outsideASplitView() {
        struct Plain: View {
            @State private var selected: String?
            var body: some View {
                List(selection: $selected) {
                    NavigationLink(value: "a") { Text("A") }
                }
            }
        }
        let html = ViewTester { Plain() }.html()
        #expect(html.contains("push-link is-disabled"))
    }
}
