import FormUITesting
import Foundation
import Testing

/// The budget tracker: this month's entries and totals in euros, a sheet that adds an entry, a month
/// chosen with a DatePicker, a breakdown by category and rows deleted from the list.
@Suite struct BudgetBookTests {
    /// A day in the month before this one, as a date field posts it.
    private func dayInLastMonth() -> String {
        let calendar = Calendar.current
        let start = calendar.dateInterval(of: .month, for: .now)!.start
        let day = calendar.date(byAdding: .day, value: -15, to: start)!
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.gmt
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: day)
    }

    @Test func thisMonthsEntriesAndTotals() throws {
        let tester = ViewTester(app: BudgetBookApp.self)
        #expect(tester.title == "Budget")
        let html = tester.html()
        #expect(html.contains("€3,200.00"))
        #expect(html.contains("€1,188.50"))
        #expect(html.contains("€2,011.50"))
        #expect(html.contains("4 entries"))
        #expect(html.contains("Rent"))
        #expect(html.contains("-€1,100.00"))
        #expect(!html.contains("Train pass"), "last month's entries are not shown")
    }

    @Test func anEntryAddedInTheSheetChangesTheTotals() throws {
        let tester = ViewTester(app: BudgetBookApp.self)
        try tester.press("Add entry")
        #expect(tester.html().contains("<h2 class=\"presentation-title\" id=\"sheet-"), "the sheet is shown")
        #expect(tester.html().contains(">New entry</h2>"), "titled by its own navigation title")
        #expect(tester.control(labelled: "Save")?.disabled == true)
        try tester.post(["title": "Bookshop", "amount": "30", "category": "Fun"])
        #expect(tester.control("amount")?.value == "€30.00")
        try tester.press("Save")
        let html = tester.html()
        #expect(!html.contains("role=\"dialog\""))
        #expect(html.contains("Bookshop"))
        #expect(html.contains("€1,218.50"))
        #expect(html.contains("€1,981.50"))
        #expect(html.contains("5 entries"))
    }

    @Test func incomeIsAddedAndTextThatIsNoAmountIsRefused() throws {
        let tester = ViewTester(app: BudgetBookApp.self)
        try tester.perform(action: "plus")
        #expect(throws: SubmissionError.self) { try tester.post(["amount": "lots"]) }
        try tester.post(["type": "Income", "title": "Birthday gift", "amount": "€50.00", "category": "Other"])
        try tester.press("Save")
        #expect(tester.html().contains("€3,250.00"))
    }

    @Test func choosingAMonthShowsItsEntriesAndBreakdown() throws {
        let tester = ViewTester(app: BudgetBookApp.self)
        try tester.post(["month": dayInLastMonth()])
        var html = tester.html()
        #expect(html.contains("Train pass"))
        #expect(html.contains("Supermarket"))
        #expect(!html.contains("Rent"))
        #expect(html.contains("€450.00"))
        #expect(html.contains("€209.25"))
        #expect(html.contains("3 entries"))

        tester.navigate(to: "spending-by-category")
        #expect(tester.title == "By category")
        html = tester.html()
        #expect(html.contains("€120.25"))
        #expect(html.contains("57% of spending"))
        #expect(html.contains("43% of spending"))
        let groceries = try #require(html.range(of: "Groceries"))
        let transport = try #require(html.range(of: "Transport"))
        #expect(groceries.lowerBound < transport.lowerBound, "largest first")

        tester.navigate()
        try tester.post(["show-all-months": "on"])
        #expect(tester.html().contains("7 entries"))
        #expect(tester.control("month")?.disabled == true)
    }

    @Test func deletingARowRemovesTheEntry() throws {
        let tester = ViewTester(app: BudgetBookApp.self)
        let deleteFirst = try #require(tester.controls.first { $0.label == "Row 1" }?.actions?.first?.value)
        try tester.perform(action: deleteFirst)
        let html = tester.html()
        #expect(!html.contains("Cinema"), "the newest entry was the first row")
        #expect(html.contains("3 entries"))
        #expect(html.contains("€1,164.50"))
    }
}
