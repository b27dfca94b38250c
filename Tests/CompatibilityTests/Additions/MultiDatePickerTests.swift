import Foundation
import FormUITesting
import SwiftUI
import Testing

private struct DaysOff: View {
    @State private var days: Set<DateComponents> = []

    var body: some View {
        Form {
            MultiDatePicker("Days off", selection: $days)
            Text("\(days.count) days chosen")
        }
    }
}

@Suite struct MultiDatePickerTests {
    @Test func datesAreAddedFromTheInputAndRemovedByTheirButtons() throws {
        let tester = ViewTester { DaysOff() }
        let page = tester.document()
        #expect(page.element("legend", with: [:])?.text == "Days off", "a group named by the label")
        #expect(page.text.contains("No dates chosen"))
        let input = try #require(page.elements { $0.tag == "input" && $0.attributes["type"] == "date" }.first)
        let name = try #require(input.attributes["name"])

        _ = try tester.press("Add date", with: [name: "2030-03-14"])
        _ = try tester.press("Add date", with: [name: "2030-01-02"])
        _ = try tester.press("Add date", with: [name: "2030-03-14"])
        let text = tester.document().text
        #expect(text.contains("2 days chosen"), "a day chosen twice is one day: \(text)")
        let jan = try #require(text.range(of: "Jan 2, 2030"))
        let mar = try #require(text.range(of: "Mar 14, 2030"))
        #expect(jan.lowerBound < mar.lowerBound, "in date order")

        _ = try tester.press("Remove January 2, 2030")
        let after = tester.document().text
        #expect(after.contains("1 days chosen"))
        #expect(!after.contains("Jan 2, 2030"))
    }
}
