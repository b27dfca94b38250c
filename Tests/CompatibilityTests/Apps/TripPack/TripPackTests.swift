import FormUITesting
import Foundation
import Testing

/// The packing list: a DisclosureGroup per category with items checked by tapping, progress, an add
/// field that submits with Enter, rows moved and deleted within their category, and "Unpack all".
@Suite struct TripPackTests {
    private func isExpanded(_ category: String, in html: String) -> Bool {
        !html.contains("id=\"disclosure-\(category)\" hidden")
    }

    private func order(of names: [String], in html: String) -> [String] {
        names.compactMap { name in html.range(of: ">\(name)<").map { (name, $0.lowerBound) } }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }

    @Test func theListStartsUnpackedWithTwoGroupsOpen() throws {
        let tester = ViewTester(app: TripPackApp.self)
        #expect(tester.title == "Weekend in Porto")
        let html = tester.html()
        #expect(html.contains("0 of 9 packed"))
        #expect(isExpanded("clothes", in: html))
        #expect(isExpanded("documents", in: html))
        #expect(!isExpanded("electronics", in: html))
        #expect(tester.control(labelled: "Unpack all")?.disabled == true)
    }

    @Test func tappingAnItemPacksIt() throws {
        let tester = ViewTester(app: TripPackApp.self)
        try tester.press("Passport")
        var html = tester.html()
        #expect(html.contains("1 of 9 packed"))
        #expect(html.contains(">1/2<"))
        #expect(html.contains("checkmark.circle.fill"))
        try tester.press("T-shirts")
        try tester.press("Jumper")
        #expect(tester.html().contains("3 of 9 packed"))
        try tester.press("Passport")
        #expect(tester.html().contains("2 of 9 packed"), "tapping again unpacks")
        try tester.press("Unpack all")
        html = tester.html()
        #expect(html.contains("0 of 9 packed"))
    }

    @Test func groupsOpenAndClose() throws {
        let tester = ViewTester(app: TripPackApp.self)
        try tester.perform(action: "electronics.toggle")
        #expect(isExpanded("electronics", in: tester.html()))
        try tester.perform(action: "clothes.toggle")
        #expect(!isExpanded("clothes", in: tester.html()))
    }

    @Test func enterInTheAddFieldAddsToTheChosenCategory() throws {
        let tester = ViewTester(app: TripPackApp.self)
        try tester.submitForm(changing: ["new-item": "Laptop", "category": "Electronics"], action: "_submit")
        let html = tester.html()
        #expect(html.contains("0 of 10 packed"))
        #expect(html.contains(">0/3<"))
        #expect(isExpanded("electronics", in: html), "adding opened the item's group")
        #expect(tester.control("new-item")?.value == "", "the field was cleared")
        #expect(html.contains(/name="new-item" value=""[^>]* autofocus>/), "and focused again (@FocusState)")
        #expect(html.contains(">Laptop<"))

        try tester.submitForm(changing: ["new-item": "   "], action: "_submit")
        #expect(tester.html().contains("0 of 10 packed"), "blank names are not added")
    }

    @Test func rowsMoveAndDeleteWithinTheirCategory() throws {
        let tester = ViewTester(app: TripPackApp.self)
        let clothes = ["T-shirts", "Jumper", "Swimsuit"]
        #expect(order(of: clothes, in: tester.html()) == clothes)
        let moveDown = try #require(tester.controls.first { $0.actions?.contains { $0.label == "Move down row 1" } == true })
        let action = try #require(moveDown.actions?.first { $0.label == "Move down row 1" }?.value)
        try tester.perform(action: action)
        #expect(order(of: clothes, in: tester.html()) == ["Jumper", "T-shirts", "Swimsuit"])
        #expect(order(of: ["Passport", "Boarding pass"], in: tester.html()) == ["Passport", "Boarding pass"], "other groups keep their order")

        let deleteLast = try #require(tester.controls.first { $0.actions?.contains { $0.label == "Delete row 3" } == true })
        try tester.perform(action: try #require(deleteLast.actions?.first { $0.label == "Delete row 3" }?.value))
        let html = tester.html()
        #expect(!html.contains(">Swimsuit<"))
        #expect(html.contains("0 of 8 packed"))
    }
}
