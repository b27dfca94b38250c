import FormUITesting
import Testing

/// “SwiftData on the server”: models inserted, listed by `@Query`, deleted, filtered by a predicate, and
/// each visitor's own.
@Suite struct SwiftDataOnTheServerTests {
    @Test func expensesAreAddedAndListedNewestFirst() throws {
        let tester = ViewTester(app: ExpensesApp.self)
        #expect(tester.control(labelled: "Add")?.disabled == true)
        try tester.press("Add", with: ["title": "Coffee", "amount": "3.5"])
        try tester.press("Add", with: ["title": "Train", "amount": "120"])
        let text = tester.document().text
        let train = try #require(text.range(of: "Train")), coffee = try #require(text.range(of: "Coffee"))
        #expect(train.lowerBound < coffee.lowerBound, "the newest first")
        #expect(tester.control("title")?.value == "")
    }

    @Test func eachVisitorHasTheirOwnExpenses() throws {
        let first = ViewTester(app: ExpensesApp.self)
        try first.press("Add", with: ["title": "Rent", "amount": "900"])
        let second = ViewTester(app: ExpensesApp.self)
        #expect(!second.document().text.contains("Rent"))
        #expect(first.document().text.contains("Rent"))
    }

    @Test func aPredicateFiltersTheQuery() throws {
        let tester = ViewTester(app: ExpensesApp.self)
        try tester.press("Add", with: ["title": "Coffee", "amount": "3.5"])
        try tester.press("Add", with: ["title": "Bicycle", "amount": "450"])
        let large = ViewTester(sharingSessionWith: tester) { LargeExpenses().modelContainer(for: Expense.self) }
        #expect(large.document().text.contains("Bicycle"))
        #expect(!large.document().text.contains("Coffee"))
    }
}
