import FormUITesting
import Foundation
import Testing

/// The to-do app: sections by priority, a Toggle per task, swipe actions to delete and to raise the
/// priority, onDelete, a "Hide done" toggle in the toolbar and a new-task sheet with a DatePicker,
/// dismissed through the older presentationMode.
@Suite struct DuedayTests {
    private func sections(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "legend" }).map(\.text)
    }

    /// The names of the task toggles, in page order.
    private func tasks(_ tester: ViewTester) -> [String] {
        tester.controls.filter { $0.kind == "toggle" && $0.name != "hide-done" }.compactMap(\.name)
    }

    /// The swipe action labelled `label` in the row of the task toggle `task`.
    private func swipe(_ label: String, of task: String, in tester: ViewTester) throws -> String {
        let controls = tester.controls
        let row = try #require(controls.firstIndex { $0.name == task })
        let action = try #require(controls[row...].first { $0.label == label }?.actions?.first?.value)
        return action
    }

    @Test func tasksAreGroupedByPriorityWithTheOpenCount() throws {
        let tester = ViewTester(app: DuedayApp.self)
        #expect(tester.title == "Dueday")
        #expect(sections(tester) == ["High priority", "Medium priority", "Low priority"])
        #expect(tasks(tester) == ["file-tax-return", "renew-passport", "book-dentist", "water-the-plants"], "sorted by due date in each section")
        #expect(tester.control("water-the-plants")?.value == "on")
        #expect(tester.document().text.contains("3 open"))
        let html = tester.html()
        let bar = try #require(html.range(of: "<div class=\"safe-area-bar\""), "safeAreaInset(edge: .bottom) is a box after the list")
        #expect(html.range(of: "Water the plants")!.lowerBound < bar.lowerBound)
        #expect(html[bar.lowerBound...].contains("3 open"))
        #expect(tester.html().contains("<span class=\"text strikethrough\" style=\"color:var(--secondary)\">Water the plants</span>"))
    }

    @Test func doneTasksCountAndHideWhenAsked() throws {
        let tester = ViewTester(app: DuedayApp.self)
        try tester.post(["book-dentist": "on"])
        #expect(tester.document().text.contains("2 open"))
        try tester.post(["hide-done": "on"])
        #expect(tasks(tester) == ["file-tax-return", "renew-passport"])
        #expect(sections(tester) == ["High priority"], "a section with nothing to show is left out")
        try tester.post(["hide-done": "off"])
        try tester.post(["book-dentist": "off"])
        #expect(tasks(tester).count == 4)
        #expect(tester.document().text.contains("3 open"))
    }

    @Test func swipeActionsRaiseAndDelete() throws {
        let tester = ViewTester(app: DuedayApp.self)
        try tester.perform(action: try swipe("Raise", of: "book-dentist", in: tester))
        #expect(sections(tester) == ["High priority", "Low priority"])
        #expect(tasks(tester) == ["file-tax-return", "book-dentist", "renew-passport", "water-the-plants"])

        try tester.perform(action: try swipe("Delete", of: "renew-passport", in: tester))
        #expect(tasks(tester) == ["file-tax-return", "book-dentist", "water-the-plants"])
        #expect(tester.document().text.contains("2 open"))

        // The list's own delete (onDelete) removes the row it is pressed on.
        try tester.press("Delete row 1")
        #expect(tasks(tester) == ["book-dentist", "water-the-plants"])
    }

    @Test func aNewTaskIsAddedToItsSection() throws {
        let tester = ViewTester(app: DuedayApp.self)
        try tester.press("New Task")
        var html = tester.html()
        #expect(html.contains(">New Task</h2>"))
        #expect(tester.control("due")?.minimum != nil, "no due date in the past")
        #expect(tester.control("priority")?.value == "1")
        #expect(tester.control(labelled: "Add")?.disabled == true)

        try tester.post(["what-needs-doing": "Call the bank", "priority": "0", "due": "2030-03-14", "remind-me": "on"])
        #expect(tester.control("due")?.value == "2030-03-14")
        try tester.press("Add")
        html = tester.html()
        #expect(!html.contains("role=\"dialog\""), "presentationMode.wrappedValue.dismiss() closed the sheet")
        #expect(sections(tester) == ["High priority", "Medium priority", "Low priority"])
        #expect(tasks(tester).last == "call-the-bank", "low priority, the latest due")
        let label = try #require(tester.control("call-the-bank")?.label)
        #expect(label.contains("Due Mar 14, 2030"), "Date.formatted(date:time:) in the app's own code, in the page's locale")
        #expect(tester.document().text.contains("4 open"))
        #expect(html.contains("/icons/bell.fill.svg") || html.contains(">bell.fill<"), "the reminder bell")
    }

    @Test func cancelLeavesTheListAsItWas() throws {
        let tester = ViewTester(app: DuedayApp.self)
        try tester.press("New Task")
        try tester.post(["what-needs-doing": "Never mind"])
        try tester.press("Cancel")
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(tasks(tester).count == 4)
        #expect(!tester.document().text.contains("Never mind"))
    }
}
