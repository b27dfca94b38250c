import FormUITesting
import Foundation
import Testing

/// The expense tracker kept with SwiftData: an `@Model` expense with a Double amount, a String-backed
/// category enum, a date and an optional note; a total computed from `@Query(sort: \.date, order:
/// .reverse)`; a summary line counted with `modelContext.fetchCount(_:)` (one `FetchDescriptor` with a
/// `#Predicate` on a captured threshold); a filter Picker whose choice is passed to a child view that
/// builds its `Query(filter:sort:order:)` in `init`; `.onDelete` that deletes and calls `save()`; an add
/// sheet that inserts, saves and dismisses; `ContentUnavailableView` with an actions button that inserts
/// sample data.
///
/// The model container: `.modelContainer(for: PennyExpense.self)` on the WindowGroup gives each visitor a
/// store of their own, empty on their first visit; it is kept with the visitor's device, so another page
/// of the same visitor that declares the container again reads the same expenses, and another visitor
/// never sees them.
@Suite struct PennyLogTests {
    private func newTester() -> ViewTester { ViewTester(app: PennyLogApp.self) }

    private func rowTitles(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("text font-headline") == true }).map(\.text)
    }

    private func sectionHeaders(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "legend" }).map(\.text)
    }

    private func withSamples() throws -> ViewTester {
        let tester = newTester()
        try tester.press("Add Sample Expenses")
        return tester
    }

    @Test func anEmptyLogOffersSampleExpenses() throws {
        let tester = newTester()
        #expect(tester.title == "PennyLog")
        let text = tester.document().text
        #expect(text.contains("No Expenses"))
        #expect(text.contains("Add what you spend and PennyLog adds it up."))
        #expect(tester.control("filter") == nil, "no list and no filter yet")

        try tester.press("Add Sample Expenses")
        #expect(rowTitles(tester) == ["Coffee", "Cinema", "Groceries", "Bus pass", "Electricity bill"], "newest first")
        let html = tester.html()
        #expect(html.contains("$224.75"), "the total of the @Query's expenses")
        #expect(html.contains("5 expenses · 2 over $50"), "fetchCount, with and without a predicate")
        #expect(html.contains("Two tickets"), "an optional note that is set")
        #expect(sectionHeaders(tester).contains("All expenses"))
        #expect(html.contains("Subtotal $224.75"))
        #expect(!tester.document().text.contains("No Expenses"))
    }

    @Test func theFilterRebuildsTheChildsQuery() throws {
        let tester = try withSamples()
        #expect(tester.control("filter")?.options?.map(\.label) == ["All", "Food", "Transport", "Home", "Fun", "Other"])

        try tester.post(["filter": "Food"])
        #expect(rowTitles(tester) == ["Coffee", "Groceries"])
        var html = tester.html()
        #expect(sectionHeaders(tester).contains("Food"))
        #expect(html.contains("Subtotal $68.95"))
        #expect(html.contains("$224.75"), "the total at the top still counts everything")

        try tester.post(["filter": "Home"])
        #expect(rowTitles(tester) == ["Electricity bill"])

        try tester.post(["filter": "Other"])
        #expect(rowTitles(tester).isEmpty)
        html = tester.html()
        #expect(tester.document().text.contains("Nothing in Other"))
        #expect(html.contains("Subtotal $0.00"))

        try tester.post(["filter": "none"])
        #expect(rowTitles(tester).count == 5)
    }

    @Test func anExpenseAddedInTheSheetChangesTheTotals() throws {
        let tester = try withSamples()
        try tester.press("Add Expense")
        var html = tester.html()
        #expect(html.contains("role=\"dialog\""))
        #expect(html.contains(">New Expense</h2>"))
        #expect(tester.control(labelled: "Save")?.disabled == true)
        #expect(tester.control("category")?.value == "Food")

        try tester.post(["title": "Lunch", "amount": "$12.50"])
        #expect(tester.control("amount")?.value == "$12.50")
        try tester.press("Save", with: ["note": "  With Sam  "])
        html = tester.html()
        #expect(!html.contains("role=\"dialog\""))
        #expect(rowTitles(tester).first == "Lunch", "dated today, so the newest")
        #expect(html.contains("$237.25"))
        #expect(html.contains("6 expenses · 2 over $50"))
        #expect(tester.document().text.contains("With Sam"), "the note is trimmed and kept")

        try tester.press("Add Expense")
        try tester.press("Save", with: ["title": "Concert tickets", "amount": "80", "category": "Fun"])
        #expect(tester.html().contains("7 expenses · 3 over $50"))
        try tester.post(["filter": "Fun"])
        #expect(rowTitles(tester) == ["Concert tickets", "Cinema"])
        #expect(tester.html().contains("Subtotal $98.50"))
    }

    @Test func aNewExpenseNeedsATitleAndAnAmount() throws {
        let tester = newTester()
        try tester.press("Add Expense")
        try tester.post(["title": "Nothing"])
        #expect(tester.control(labelled: "Save")?.disabled == true, "an amount of $0.00")
        #expect(throws: SubmissionError.self) { try tester.post(["amount": "lots"]) }
        try tester.press("Cancel")
        #expect(tester.document().text.contains("No Expenses"), "cancelling inserts nothing")
    }

    @Test func deletingInAFilteredListDeletesThatExpense() throws {
        let tester = try withSamples()
        try tester.post(["filter": "Food"])
        try tester.press("Delete row 1")
        #expect(rowTitles(tester) == ["Groceries"], "the filtered list's first row was Coffee")
        let html = tester.html()
        #expect(html.contains("$220.00"))
        #expect(html.contains("4 expenses · 2 over $50"))
        #expect(html.contains("Subtotal $64.20"))

        try tester.post(["filter": "none"])
        var left = ["Cinema", "Groceries", "Bus pass", "Electricity bill"]
        #expect(rowTitles(tester) == left)
        while !left.isEmpty {
            try tester.press("Delete row 1")
            left.removeFirst()
            #expect(rowTitles(tester) == left)
        }
        #expect(tester.document().text.contains("No Expenses"))
    }

    @Test func eachVisitorHasTheirOwnExpenses() throws {
        let ada = try withSamples()
        try ada.press("Delete row 1")
        #expect(ada.html().contains("4 expenses · 2 over $50"))

        let adaAgain = ViewTester(sharingSessionWith: ada) {
            PennyLogRootView().modelContainer(for: PennyExpense.self)
        }
        #expect(rowTitles(adaAgain) == ["Cinema", "Groceries", "Bus pass", "Electricity bill"], "the same visitor's store")
        #expect(adaAgain.html().contains("$220.00"))

        let grace = newTester()
        #expect(grace.document().text.contains("No Expenses"), "another visitor's store starts empty")
        try grace.press("Add Expense")
        try grace.press("Save", with: ["title": "Taxi", "amount": "23", "category": "Transport"])
        #expect(rowTitles(grace) == ["Taxi"])
        #expect(grace.html().contains("1 expense · 0 over $50"))
        #expect(!rowTitles(ada).contains("Taxi"))
        #expect(ada.html().contains("4 expenses · 2 over $50"))
    }
}
