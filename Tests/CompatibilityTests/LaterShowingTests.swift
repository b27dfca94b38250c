@_spi(Engine) import FormUITesting
import Foundation
import SwiftUI
import Testing

/// A chore list whose rows are made with `UUID()` ids: the screen first appears once the visitor has
/// posted (after "Start"), so the visitor already has a kept state when its initial values are made.
private struct Chore: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

private struct ChoreList: View {
    @State private var chores = [Chore(title: "Sweep"), Chore(title: "Dust")]
    @State private var openedAt = Date()
    @State private var heading = "Chores"

    var body: some View {
        List {
            Section(heading) {
                ForEach(chores) { chore in
                    Button((chore.isDone ? "Undo " : "Finish ") + chore.title) {
                        if let index = chores.firstIndex(where: { $0.id == chore.id }) { chores[index].isDone.toggle() }
                    }
                    .id(chore.id)
                }
            }
            Text("Opened \(openedAt.timeIntervalSinceReferenceDate) s.")
            Text("\(chores.filter(\.isDone).count) done")
            Text("First row \(chores[0].id.uuidString)")
        }
    }
}

private struct ChoreApp: View {
    @State private var started = false
    var body: some View {
        if started {
            ChoreList()
        } else {
            Button("Start") { started = true }
        }
    }
}

@Suite("A view that first appears on a later showing keeps what it showed")
struct LaterShowingTests {
    private func opened(_ tester: ViewTester) -> String? {
        tester.document().text.components(separatedBy: "Opened ").dropFirst().first
            .map { String($0.prefix { $0 != " " }) }
    }

    @Test func rowsMadeWithUUIDsKeepTheirIdentitiesBetweenTheShowingAndThePost() throws {
        let tester = ViewTester { ChoreApp() }
        try tester.press("Start")
        let first = tester.control(labelled: "Finish Sweep")?.actions?.first?.value
        let again = tester.control(labelled: "Finish Sweep")?.actions?.first?.value
        #expect(first != nil)
        #expect(first == again, "the row's id, and the action named by it, stay as shown")

        try tester.press("Finish Sweep")
        #expect(tester.document().text.contains("1 done"))
        #expect(tester.control(labelled: "Undo Sweep") != nil)
        try tester.press("Finish Dust")
        #expect(tester.document().text.contains("2 done"))
    }

    @Test func aValueFromTheClockStaysAsShown() throws {
        let tester = ViewTester { ChoreApp() }
        try tester.press("Start")
        let shown = try #require(opened(tester))
        #expect(opened(tester) == shown, "shown again, the time the screen opened is the same")
        try tester.press("Finish Sweep")
        #expect(opened(tester) == shown)
    }

    @Test func onlyTheValuesTheCodeDoesNotMakeTwiceAreKept() throws {
        let tester = ViewTester { ChoreApp() }
        try tester.press("Start")
        _ = tester.html()
        // `started` (written), the rows and the clock; not the heading, which the code makes the same way
        // each time.
        #expect(tester.state.storedValueCount == 3)
        _ = tester.html()
        #expect(tester.state.storedValueCount == 3)
    }

    @Test func eachVisitorKeepsTheIdentitiesTheyWereShown() throws {
        func firstRow(_ tester: ViewTester) -> String? {
            tester.document().text.components(separatedBy: "First row ").dropFirst().first.map { String($0.prefix(36)) }
        }
        let tester = ViewTester { ChoreApp() }
        try tester.press("Start")
        let shown = try #require(firstRow(tester))
        #expect(firstRow(tester) == shown)
        try tester.press("Finish Sweep")
        #expect(firstRow(tester) == shown, "the post acted on the row shown, and kept it")
        // Each tester is a visitor of its own: another one's rows have ids of their own.
        let other = ViewTester { ChoreApp() }
        try other.press("Start")
        let theirs = try #require(firstRow(other))
        #expect(theirs != shown)
        #expect(firstRow(other) == theirs)
    }
}
