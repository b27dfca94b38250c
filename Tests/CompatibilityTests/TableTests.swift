import Foundation
import FormUITesting
import SwiftUI
import Testing

/// A team roster, as a tutorial writes one: a table of people, sorted by the header chosen.
private struct Colleague: Identifiable {
    let id: Int
    var name: String
    var team: String
    var age: Int
}

private struct Roster: View {
    @State private var people = [
        Colleague(id: 1, name: "Grace", team: "Compilers", age: 45),
        Colleague(id: 2, name: "Ada", team: "Engines", age: 36),
        Colleague(id: 3, name: "Linus", team: "Kernels", age: 28),
    ]
    @State private var sortOrder = [KeyPathComparator(\Colleague.name)]

    var body: some View {
        Table(people, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Team", value: \.team)
            TableColumn("Age", value: \.age) { person in
                Text("\(person.age) years")
            }
            .width(80)
            TableColumn("Badge") { person in
                Image(systemName: "person")
            }
        }
        .onChange(of: sortOrder) { _, newOrder in
            people.sort(using: newOrder)
        }
        .accessibilityLabel("Team roster")
    }
}

/// A plain table with a selection: the rows are chosen with their buttons.
private struct Inbox: View {
    struct Message: Identifiable {
        let id: String
        let subject: String
    }
    let messages = [Message(id: "m1", subject: "Lunch?"), Message(id: "m2", subject: "Release notes")]
    @State private var selected: Set<Message.ID> = []

    var body: some View {
        VStack {
            Table(messages, selection: $selected) {
                TableColumn("Subject", value: \.subject)
            }
            .tableStyle(.inset)
            Text("\(selected.count) selected")
        }
    }
}

/// A table whose rows are written out.
private struct Podium: View {
    struct Runner: Identifiable {
        let id: Int
        let name: String
    }
    let latecomers = [Runner(id: 3, name: "Sifan"), Runner(id: 4, name: "Joshua")]

    var body: some View {
        Table(of: Runner.self) {
            TableColumn("Runner", value: \.name)
        } rows: {
            TableRow(Runner(id: 1, name: "Kip"))
            TableRow(Runner(id: 2, name: "Mo"))
            ForEach(latecomers) { runner in
                TableRow(runner)
            }
        }
    }
}

@Suite struct TableTests {
    @Test func aTableIsAnHTMLTableWithHeadersThatHaveScope() throws {
        let tester = ViewTester { Roster() }
        let page = tester.document()
        let table = try #require(page.elements(role: "table").first)
        #expect(table.attributes["aria-label"] == "Team roster")
        let headers = page.elements(role: "columnheader")
        #expect(headers.map { $0.text } == ["Name▲", "Team", "Age", "Badge"])
        #expect(headers.allSatisfy { $0.attributes["scope"] == "col" })
        #expect(headers[2].attributes["style"] == "width:80px")
        #expect(page.elements(role: "rowheader").map(\.text) == ["Grace", "Ada", "Linus"], "each row's first cell is its header")
        #expect(page.elements(role: "cell").contains { $0.text == "36 years" })
        #expect(headers[0].attributes["aria-sort"] == "ascending", "the binding's first comparator sorts by name")
        #expect(headers[1].attributes["aria-sort"] == nil)
        #expect(headers[3].childElements.allSatisfy { $0.tag != "button" }, "a column without a comparator is not sortable")
    }

    @Test func pressingAHeaderSortsByItsColumnAndPressingItAgainReverses() throws {
        let tester = ViewTester { Roster() }
        try tester.press("Sort by Age")
        var page = tester.document()
        #expect(page.elements(role: "rowheader").map(\.text) == ["Linus", "Ada", "Grace"])
        #expect(page.elements(role: "columnheader")[2].attributes["aria-sort"] == "ascending")
        #expect(page.elements(role: "columnheader")[0].attributes["aria-sort"] == nil)
        try tester.press("Sort by Age")
        page = tester.document()
        #expect(page.elements(role: "rowheader").map(\.text) == ["Grace", "Ada", "Linus"])
        #expect(page.elements(role: "columnheader")[2].attributes["aria-sort"] == "descending")
        try tester.press("Sort by Name")
        #expect(tester.document().elements(role: "rowheader").map(\.text) == ["Ada", "Grace", "Linus"])
    }

    @Test func aSortButtonIsNamedByItsHeader() throws {
        let page = ViewTester { Roster() }.document()
        let button = try #require(page.element(role: "button", name: "Team"))
        #expect(button.attributes["name"] == "_action")
        #expect(button.classes == ["table-sort"])
    }

    @Test func rowsAreSelectedWithTheirButtons() throws {
        let tester = ViewTester { Inbox() }
        #expect(tester.html().contains("<div class=\"table-style-inset\">"))
        #expect(tester.document().element(role: "button", name: "Select row 2")?.attributes["aria-pressed"] == "false")
        try tester.press("Select row 2")
        var page = tester.document()
        #expect(page.element(role: "button", name: "Select row 2")?.attributes["aria-pressed"] == "true")
        #expect(page.text.contains("1 selected"))
        try tester.press("Select row 1")
        #expect(tester.document().text.contains("2 selected"))
        try tester.press("Select row 2")
        page = tester.document()
        #expect(page.text.contains("1 selected"), "a set selection loses a row chosen again")
        #expect(page.element(role: "button", name: "Select row 2")?.attributes["aria-pressed"] == "false")
    }

    @Test func rowsWrittenOutAreRowsToo() throws {
        let page = ViewTester { Podium() }.document()
        #expect(page.elements(role: "rowheader").map(\.text) == ["Kip", "Mo", "Sifan", "Joshua"], "rows written out, then a ForEach of them")
        let table = try #require(page.elements(role: "table").first)
        #expect(!table.descendants.contains { $0.tag == "button" }, "a table without sortOrder or selection has no buttons")
    }
}
