import FormUITesting
import Foundation
import Testing

/// The expense tracker with categories, kept with SwiftData: `SpendCategory.expenses` is an optional
/// to-many `@Relationship(deleteRule: .nullify)` without an explicit inverse, which SwiftData infers
/// from `SpendExpense.category`; the add sheet's `Picker` of categories (tags `category as
/// SpendCategory?`, the choice kept in `@State`) sets `expense.category` on the inserted expense, and
/// the editor's Picker changes it through `@Bindable`; the categories screen totals each category's
/// `expenses` and the expenses without one; deleting a category leaves its expenses "Uncategorised".
/// `@Query(sort: \SpendExpense.date, order: .reverse)`, `Text(amount, format: .currency(code: "USD"))`.
///
/// Until FormUI's SwiftData keeps relationships, the tests that use them fail: these are the acceptance
/// tests for that work.
@Suite struct SpendwiseTests {
    private func newTester() -> ViewTester { ViewTester(app: SpendwiseApp.self) }

    private func titles(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("text font-headline") == true }).map(\.text)
    }

    /// The category line under each expense, in list order.
    private func categoryLines(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("text font-caption") == true }).map(\.text)
    }

    /// The value posted for the option labelled `label` of the picker `name`.
    private func option(_ label: String, of name: String, in tester: ViewTester) throws -> String {
        let options = try #require(tester.control(name)?.options)
        return try #require(options.first { $0.label == label }?.value, "no option \(label) in \(options.map(\.label))")
    }

    /// The totals on the categories screen: each row's text, as "Food1 expenses$12.50".
    private func totals(_ tester: ViewTester) -> [String] {
        tester.navigate(to: "categories")
        defer { tester.navigate() }
        return tester.document().elements(where: { $0.attributes["class"] == "labeled-content" }).map(\.text)
    }

    private func addCategories(_ tester: ViewTester, _ names: String...) throws {
        tester.navigate(to: "categories")
        for name in names {
            try tester.press("Add Category", with: ["name": name])
        }
        tester.navigate()
    }

    private func addExpense(_ tester: ViewTester, _ title: String, _ amount: String, on date: String, in category: String = "None") throws {
        try tester.press("Add Expense")
        let choice = try option(category, of: "category", in: tester)
        try tester.press("Save", with: ["title": title, "amount": amount, "date": date, "category": choice])
    }

    @Test func anEmptyLedger() throws {
        let tester = newTester()
        #expect(tester.title == "Spendwise")
        let text = tester.document().text
        #expect(text.contains("No expenses yet"))
        #expect(text.contains("Total$0.00"))
        #expect(totals(tester) == ["Uncategorised$0.00"])
        try tester.press("Add Expense")
        #expect(tester.control("category")?.options?.map(\.label) == ["None"])
    }

    @Test func categoriesAreAddedAndOfferedInTheSheet() throws {
        let tester = newTester()
        try addCategories(tester, "Travel", "Food")
        #expect(totals(tester) == ["Food0 expenses$0.00", "Travel0 expenses$0.00", "Uncategorised$0.00"])

        try tester.press("Add Expense")
        #expect(tester.html().contains(">New Expense</h2>"))
        #expect(tester.control("category")?.options?.map(\.label) == ["None", "Food", "Travel"])
        #expect(tester.control(labelled: "Save")?.disabled == true)
        try tester.post(["title": "Lunch", "amount": "$12.50", "date": "2030-03-02"])
        try tester.post(["category": try option("Food", of: "category", in: tester)])
        #expect(tester.control("category")?.value == (try option("Food", of: "category", in: tester)), "a model kept in @State")
        try tester.press("Save")
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(titles(tester) == ["Lunch"])
        #expect(categoryLines(tester) == ["Food"], "expense.category, set before the save")
        #expect(tester.document().text.contains("$12.50"))
    }

    @Test func eachCategoryIsTotalledFromItsExpenses() throws {
        let tester = newTester()
        try addCategories(tester, "Food", "Travel")
        try addExpense(tester, "Lunch", "12.50", on: "2030-03-02", in: "Food")
        try addExpense(tester, "Train", "48", on: "2030-03-05", in: "Travel")
        try addExpense(tester, "Groceries", "61.20", on: "2030-03-01", in: "Food")
        try addExpense(tester, "Gift", "25", on: "2030-03-04")

        #expect(titles(tester) == ["Train", "Gift", "Lunch", "Groceries"], "newest first")
        #expect(categoryLines(tester) == ["Travel", "Uncategorised", "Food", "Food"])
        #expect(tester.document().text.contains("Total$146.70"))
        #expect(totals(tester) == [
            "Food2 expenses$73.70",
            "Travel1 expenses$48.00",
            "Uncategorised$25.00",
        ], "the inverse, category.expenses, holds what expense.category was set to")
    }

    @Test func theEditorMovesAnExpenseToAnotherCategory() throws {
        let tester = newTester()
        try addCategories(tester, "Food", "Travel")
        try addExpense(tester, "Taxi", "30", on: "2030-03-02", in: "Food")
        try addExpense(tester, "Lunch", "12.50", on: "2030-03-01", in: "Food")

        tester.navigate(to: "taxi")
        #expect(tester.isFound)
        #expect(tester.control("category")?.value == (try option("Food", of: "category", in: tester)))
        try tester.post(["category": try option("Travel", of: "category", in: tester)])
        #expect(tester.control("category")?.value == (try option("Travel", of: "category", in: tester)))
        tester.navigate()
        #expect(categoryLines(tester) == ["Travel", "Food"])
        #expect(totals(tester) == ["Food1 expenses$12.50", "Travel1 expenses$30.00", "Uncategorised$0.00"],
                "the expense left one category's expenses for the other's")

        tester.navigate(to: "lunch")
        try tester.post(["category": try option("None", of: "category", in: tester)])
        tester.navigate()
        #expect(categoryLines(tester) == ["Travel", "Uncategorised"])
        #expect(totals(tester) == ["Food0 expenses$0.00", "Travel1 expenses$30.00", "Uncategorised$12.50"])
    }

    @Test func deletingACategoryLeavesItsExpensesUncategorised() throws {
        let tester = newTester()
        try addCategories(tester, "Food", "Travel")
        try addExpense(tester, "Lunch", "12.50", on: "2030-03-02", in: "Food")
        try addExpense(tester, "Groceries", "61.20", on: "2030-03-01", in: "Food")
        try addExpense(tester, "Train", "48", on: "2030-03-03", in: "Travel")

        tester.navigate(to: "categories")
        try tester.press("Delete row 1")
        #expect(tester.document().elements(where: { $0.attributes["class"] == "labeled-content" }).map(\.text)
            == ["Travel1 expenses$48.00", "Uncategorised$73.70"])
        tester.navigate()
        #expect(titles(tester) == ["Train", "Lunch", "Groceries"], "nullify: the expenses stay")
        #expect(categoryLines(tester) == ["Travel", "Uncategorised", "Uncategorised"])
        #expect(tester.document().text.contains("Total$121.70"))

        try tester.press("Add Expense")
        #expect(tester.control("category")?.options?.map(\.label) == ["None", "Travel"])
    }

    @Test func deletingAnExpenseTakesItOutOfItsCategory() throws {
        let tester = newTester()
        try addCategories(tester, "Food")
        try addExpense(tester, "Lunch", "12.50", on: "2030-03-02", in: "Food")
        try addExpense(tester, "Groceries", "61.20", on: "2030-03-01", in: "Food")
        try tester.press("Delete row 1")
        #expect(titles(tester) == ["Groceries"])
        #expect(totals(tester) == ["Food1 expenses$61.20", "Uncategorised$0.00"])
    }

    @Test func eachVisitorHasTheirOwnCategoriesAndExpenses() throws {
        let ada = newTester()
        try addCategories(ada, "Food")
        try addExpense(ada, "Lunch", "12.50", on: "2030-03-02", in: "Food")

        let adaAgain = ViewTester(sharingSessionWith: ada) {
            SpendwiseRootView().modelContainer(for: [SpendExpense.self, SpendCategory.self])
        }
        #expect(titles(adaAgain) == ["Lunch"])
        #expect(categoryLines(adaAgain) == ["Food"], "the relationship is read back from the visitor's store")

        let grace = newTester()
        #expect(grace.document().text.contains("No expenses yet"))
        try grace.press("Add Expense")
        #expect(grace.control("category")?.options?.map(\.label) == ["None"], "none of another visitor's categories")
        try grace.press("Cancel")
        try addCategories(grace, "Rent")
        try addExpense(grace, "March rent", "950", on: "2030-03-01", in: "Rent")
        #expect(totals(grace) == ["Rent1 expenses$950.00", "Uncategorised$0.00"])
        #expect(totals(ada) == ["Food1 expenses$12.50", "Uncategorised$0.00"])
    }
}
