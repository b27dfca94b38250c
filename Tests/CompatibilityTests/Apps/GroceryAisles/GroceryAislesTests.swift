import FormUITesting
import Testing

/// The grocery list: items grouped in sections by aisle, a row tapped to mark it bought, .onDelete and
/// .onMove inside each aisle, .searchable, an add-item sheet whose aisle Picker groups its choices in
/// Sections, a settings sheet in @AppStorage and the whole list saved as JSON in UserDefaults.
@Suite struct GroceryAislesTests {
    private func aisles(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "legend" }).map(\.text)
    }

    private func rowNames(_ tester: ViewTester) -> [String] {
        tester.controls.filter { $0.kind == "button" && $0.actions?.first?.value != nil }
            .map(\.label)
            .filter { !["List Settings", "Add Item", "Clear Bought Items"].contains($0) }
    }

    @Test func theListStartsGroupedByAisle() throws {
        let tester = ViewTester(app: GroceryAislesApp.self)
        #expect(tester.title == "Groceries")
        #expect(aisles(tester) == ["Produce", "Bakery", "Dairy", "Pantry"], "aisles with no items have no section")
        #expect(rowNames(tester) == ["Bananas ×6", "Spinach", "Sourdough", "Oat milk ×2", "Spaghetti"])
        let html = tester.html()
        #expect(html.contains("0 of 5 in the cart"))
        #expect(html.contains("placeholder=\"Search groceries\""))
        #expect(tester.control(labelled: "Clear Bought Items")?.disabled == true)
    }

    @Test func tappingARowMarksItBoughtAndClearingAsksFirst() throws {
        let tester = ViewTester(app: GroceryAislesApp.self)
        try tester.press("Bananas ×6")
        var html = tester.html()
        #expect(html.contains("1 of 5 in the cart"))
        let bananas = try #require(tester.document().elements(where: { $0.tag == "button" && $0.text.contains("Bananas") }).first)
        #expect(bananas.description.contains("checkmark.circle.fill.svg"))
        #expect(bananas.description.contains("strikethrough"))
        #expect(tester.control(labelled: "Clear Bought Items")?.disabled != true)

        try tester.press("Clear Bought Items")
        html = tester.html()
        #expect(html.contains("role=\"alertdialog\""))
        #expect(html.contains("Clear bought items?"))
        #expect(html.contains("1 items will be removed from the list."))
        try tester.press("Cancel")
        #expect(tester.html().contains("1 of 5 in the cart"))

        try tester.press("Clear Bought Items")
        try tester.press("Clear")
        html = tester.html()
        #expect(!html.contains("role=\"alertdialog\""))
        #expect(html.contains("0 of 4 in the cart"))
        #expect(!rowNames(tester).contains { $0.hasPrefix("Bananas") })
    }

    @Test func theAddSheetAddsAnItem() throws {
        let tester = ViewTester(app: GroceryAislesApp.self)
        try tester.press("Add Item")
        var html = tester.html()
        #expect(html.contains("role=\"dialog\""))
        #expect(html.contains(">New Item</h2>"))
        #expect(tester.control(labelled: "Add")?.disabled == true, "no name yet")

        try tester.post(["item-name": "  Frozen peas "])
        try tester.perform(action: "quantity.increment")
        #expect(tester.control("quantity")?.value == "2")
        #expect(tester.control(labelled: "Add")?.disabled != true)
        try tester.press("Add")
        html = tester.html()
        #expect(!html.contains("role=\"dialog\""))
        #expect(rowNames(tester).contains("Frozen peas ×2"), "the name is trimmed")
        #expect(html.contains("0 of 6 in the cart"))
    }

    @Test func theAislePickerGroupsItsChoicesInSections() throws {
        let tester = ViewTester(app: GroceryAislesApp.self)
        try tester.press("Add Item")
        let aisle = try #require(tester.control("aisle"))
        #expect(aisle.value == "produce")
        #expect(aisle.options?.map(\.label) == ["Produce", "Bakery", "Dairy", "Pantry", "Frozen", "Household"])
        #expect(tester.document().elements(where: { $0.tag == "optgroup" }).compactMap { $0.attributes["label"] } == ["Fresh", "Packaged", "Other"])
        try tester.post(["aisle": "frozen"])
        try tester.post(["item-name": "Ice cream"])
        try tester.press("Add")
        #expect(rowNames(tester).contains("Ice cream"))
        #expect(aisles(tester) == ["Produce", "Bakery", "Dairy", "Pantry", "Frozen"])
        #expect(rowNames(tester).last == "Ice cream")
    }

    @Test func cancellingTheSheetAddsNothing() throws {
        let tester = ViewTester(app: GroceryAislesApp.self)
        try tester.press("Add Item")
        try tester.post(["item-name": "Candles"])
        #expect(tester.html().contains("value=\"Candles\""))
        try tester.press("Cancel")
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(!rowNames(tester).contains("Candles"))
        #expect(tester.html().contains("0 of 5 in the cart"))
        try tester.press("Add Item")
        #expect(tester.control("item-name")?.value == "", "the sheet starts afresh")
    }

    @Test func searchingFiltersAislesAndRows() throws {
        let tester = ViewTester(app: GroceryAislesApp.self)
        try tester.post(["search": "sp"])
        #expect(aisles(tester) == ["Produce", "Pantry"])
        #expect(rowNames(tester) == ["Spinach", "Spaghetti"])
        try tester.post(["search": "caviar"])
        #expect(aisles(tester).isEmpty)
        #expect(tester.document().text.contains("No items match “caviar”"))
        try tester.post(["search": ""])
        #expect(rowNames(tester).count == 5)
    }

    @Test func rowsMoveAndDeleteWithinTheirAisle() throws {
        let tester = ViewTester(app: GroceryAislesApp.self)
        let produceFirst = try #require(tester.controls.first { $0.kind == "row-actions" })
        #expect(produceFirst.actions?.first { $0.label == "Move up row 1" }?.disabled == true)
        let moveDown = try #require(produceFirst.actions?.first { $0.label == "Move down row 1" }?.value)
        try tester.perform(action: moveDown)
        #expect(rowNames(tester).prefix(2) == ["Spinach", "Bananas ×6"])

        // The Bakery's only row is the third row-actions control: its delete empties the aisle.
        let bakery = tester.controls.filter { $0.kind == "row-actions" }[2]
        let delete = try #require(bakery.actions?.first { $0.label == "Delete row 1" }?.value)
        try tester.perform(action: delete)
        #expect(aisles(tester) == ["Produce", "Dairy", "Pantry"])
        #expect(tester.html().contains("0 of 4 in the cart"))
    }

    @Test func theSettingsSheetHidesBoughtItems() throws {
        let tester = ViewTester(app: GroceryAislesApp.self)
        try tester.press("Spinach")
        try tester.press("List Settings")
        #expect(tester.html().contains(">List Settings</h2>"))
        #expect(tester.control("hide-bought-items")?.value == "off")
        try tester.post(["hide-bought-items": "on"])
        try tester.press("Done")
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(rowNames(tester) == ["Bananas ×6", "Sourdough", "Oat milk ×2", "Spaghetti"])
        #expect(tester.html().contains("1 of 5 in the cart"))
    }

    @Test func theListIsKeptOnTheVisitorsDeviceOnly() throws {
        let ada = ViewTester(app: GroceryAislesApp.self)
        try ada.press("Oat milk ×2")
        try ada.press("Add Item")
        try ada.press("Add", with: ["item-name": "Dish soap"])
        #expect(ada.html().contains("1 of 6 in the cart"))

        let adaAgain = ViewTester(sharingSessionWith: ada) { AisleListView() }
        #expect(adaAgain.html().contains("1 of 6 in the cart"), "a new store decodes what the first one saved")
        #expect(rowNames(adaAgain).contains("Dish soap"))
        #expect(rowNames(adaAgain).contains("Oat milk ×2"))

        let grace = ViewTester(app: GroceryAislesApp.self)
        #expect(grace.html().contains("0 of 5 in the cart"), "another visitor starts from the starter list")
        #expect(!rowNames(grace).contains("Dish soap"))
        try grace.press("Spaghetti")
        #expect(ada.html().contains("1 of 6 in the cart"))
        #expect(grace.html().contains("1 of 5 in the cart"))
    }
}
