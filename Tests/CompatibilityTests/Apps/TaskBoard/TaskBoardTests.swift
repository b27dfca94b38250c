import FormUITesting
import Foundation
import Testing

/// The kanban board: an @Observable store in @State, passed down with `.environment(_:)`, whose tasks sit
/// in three columns shown as sections with move buttons, `.onMove` and `.onDelete`; a NavigationSplitView
/// whose sidebar is a `List(selection:)` of the columns; an editor sheet with `.presentationDetents`; and
/// the tasks saved as JSON in the documents directory, as device apps keep them.
///
/// The app writes `Documents/taskboard.json`: each visitor's documents directory is their own.
@Suite struct TaskBoardTests {
    private func freshBoard() -> ViewTester {
        ViewTester(app: TaskBoardApp.self)
    }

    private func sectionHeaders(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "legend" }).map(\.text)
    }

    /// The task titles of the section whose header starts with `column`, in order.
    private func titles(_ tester: ViewTester, in column: String) -> [String] {
        guard let section = tester.document().elements(where: { element in
            element.tag == "fieldset" && element.childElements.first?.text.hasPrefix(column + " (") == true
        }).first else { return [] }
        return section.descendants.filter { $0.attributes["class"]?.hasPrefix("text font-headline") == true }.map(\.text)
    }

    /// The action of the `index`th button (in page order) labelled `label`.
    private func action(_ tester: ViewTester, _ label: String, _ index: Int = 0) throws -> String {
        let buttons = tester.controls.filter { $0.label == label }
        try #require(buttons.count > index, "\(buttons.count) buttons labelled \(label)")
        return try #require(buttons[index].actions?.first?.value)
    }

    @Test func theBoardShowsThreeColumnsAsSections() throws {
        let tester = freshBoard()
        #expect(tester.title == "Task Board")
        #expect(sectionHeaders(tester) == ["Columns", "To do (2)", "Doing (1)", "Done (1)"])
        #expect(titles(tester, in: "To do") == ["Write the README", "Design the icon"])
        #expect(titles(tester, in: "Doing") == ["Set up CI"])
        #expect(titles(tester, in: "Done") == ["Pick a name"])
        let html = tester.html()
        #expect(html.contains("<span class=\"text font-headline strikethrough\">Pick a name</span>"))
        #expect(tester.document().elements(where: { $0.attributes["class"] == "badge" }).map(\.text) == ["2", "1", "1"])
        #expect(tester.controls.filter { $0.label == "Doing →" }.count == 2)
        #expect(tester.controls.filter { $0.label == "Edit" }.count == 4)
    }

    @Test func theSidebarChoosesAColumn() throws {
        let tester = freshBoard()
        let sidebarLinks = tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("push-link") == true })
        #expect(sidebarLinks.count == 3)
        // Each row links to the board with its column chosen in the address, which writes the selection
        // (@SceneStorage here) that the detail reads.
        let doing = try #require(sidebarLinks.first { $0.text.contains("Doing") }?.attributes["href"])
        #expect(doing == "?selection=doing")
        tester.query["selection"] = "doing"
        #expect(tester.title == "Doing")
        #expect(sectionHeaders(tester) == ["Columns", "Doing (1)"])
        #expect(titles(tester, in: "Doing") == ["Set up CI"])
        let chosen = tester.document().elements(where: { $0.attributes["aria-current"] == "page" })
        #expect(chosen.map(\.text) == ["Doing 1 ›"] || chosen.count == 1 && chosen[0].text.contains("Doing"), "\(chosen.map(\.text))")

        // A post from the chosen column keeps it; the selection stays written for the visitor.
        try tester.perform(action: try action(tester, "Done →", 0))
        #expect(sectionHeaders(tester) == ["Columns", "Doing (0)"])
        #expect(tester.document().elements(where: { $0.attributes["class"] == "badge" }).map(\.text) == ["2", "2"], "Set up CI is done; a badge of 0 shows nothing")
        tester.query = [:]
        #expect(sectionHeaders(tester) == ["Columns", "Doing (0)"], "the column chosen is kept in the scene's storage")
    }

    @Test func moveButtonsCarryATaskAcrossColumns() throws {
        let tester = freshBoard()
        try tester.perform(action: try action(tester, "Doing →", 0))
        #expect(titles(tester, in: "To do") == ["Design the icon"])
        #expect(titles(tester, in: "Doing") == ["Set up CI", "Write the README"])
        #expect(sectionHeaders(tester) == ["Columns", "To do (1)", "Doing (2)", "Done (1)"])

        try tester.perform(action: try action(tester, "Done →", 0))
        #expect(titles(tester, in: "Doing") == ["Write the README"])
        #expect(titles(tester, in: "Done") == ["Pick a name", "Set up CI"])
        try tester.perform(action: try action(tester, "← Doing", 0))
        #expect(titles(tester, in: "Doing") == ["Write the README", "Pick a name"])
        #expect(tester.document().elements(where: { $0.attributes["class"] == "badge" }).map(\.text) == ["1", "2", "1"])
    }

    @Test func onMoveAndOnDeleteWorkWithinAColumn() throws {
        let tester = freshBoard()
        try tester.press("Move down row 1")
        #expect(titles(tester, in: "To do") == ["Design the icon", "Write the README"])
        #expect(titles(tester, in: "Doing") == ["Set up CI"], "other columns keep their tasks")
        try tester.press("Delete row 2")
        #expect(titles(tester, in: "To do") == ["Design the icon"])
        #expect(sectionHeaders(tester) == ["Columns", "To do (1)", "Doing (1)", "Done (1)"])
        let doneDelete = try #require(tester.controls.last { $0.kind == "row-actions" }?.actions?.last?.value)
        try tester.perform(action: doneDelete)
        #expect(titles(tester, in: "Done") == [])
        #expect(tester.document().text.contains("Nothing here"))
    }

    @Test func aNewTaskIsAddedFromTheSheet() throws {
        let tester = freshBoard()
        try tester.press("Add Task")
        var html = tester.html()
        #expect(html.contains("role=\"dialog\""))
        #expect(html.contains(">New Task</h2>"))
        #expect(tester.control(labelled: "Save")?.disabled == true)
        #expect(tester.control("column")?.value == "To do")
        #expect(tester.control("priority")?.style == "segmented")
        #expect(tester.control("priority")?.options?.map(\.label) == ["Low", "Medium", "High"])

        try tester.press("Save", with: ["title": "Ship 1.0", "notes": "Tag and upload", "column": "Doing", "priority": "2"])
        html = tester.html()
        #expect(!html.contains("role=\"dialog\""))
        #expect(titles(tester, in: "Doing") == ["Set up CI", "Ship 1.0"])
        #expect(tester.document().text.contains("Tag and upload"))
        let marks = tester.document().elements(where: {
            $0.attributes["src"] == "/icons/exclamationmark.2.svg" || ($0.attributes["class"] == "symbol-fallback" && $0.text == "Exclamationmark 2")
        })
        #expect(marks.count == 2, "two high-priority tasks are marked")

        try tester.press("Add Task")
        try tester.post(["title": "Forget me"])
        try tester.press("Cancel")
        #expect(!tester.html().contains("Forget me"))
    }

    @Test func theEditSheetChangesATask() throws {
        let tester = freshBoard()
        try tester.perform(action: try action(tester, "Edit", 1))
        #expect(tester.html().contains(">Edit Task</h2>"))
        #expect(tester.control("title")?.value == "Design the icon")
        #expect(tester.control("priority")?.value == "1")
        try tester.post(["title": "Design the app icon", "column": "Done"])
        #expect(titles(tester, in: "To do") == ["Write the README", "Design the icon"], "a draft until saved")
        try tester.press("Save")
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(titles(tester, in: "To do") == ["Write the README"])
        #expect(titles(tester, in: "Done") == ["Design the app icon", "Pick a name"], "an edited task keeps its place")

        try tester.perform(action: try action(tester, "Edit", 0))
        try tester.post(["title": ""])
        #expect(tester.control(labelled: "Save")?.disabled == true)
        try tester.press("Cancel")
        #expect(titles(tester, in: "To do") == ["Write the README"])
    }

    @Test func theBoardIsKeptForTheVisitorOnly() throws {
        // The documents directory is the visitor's own while their page is evaluated, and what the app
        // leaves there is kept in their session.
        let ada = freshBoard()
        try ada.press("Add Task")
        try ada.press("Save", with: ["title": "Ada's secret task"])
        #expect(titles(ada, in: "To do").last == "Ada's secret task")

        let adaAgain = ViewTester(sharingSessionWith: ada) {
            TaskBoardRootView().environment(TaskBoardStore())
        }
        #expect(titles(adaAgain, in: "To do").last == "Ada's secret task", "a new store loads what was saved")

        let grace = ViewTester(app: TaskBoardApp.self)
        #expect(!titles(grace, in: "To do").contains("Ada's secret task"), "another visitor's documents are their own")
        try grace.press("Add Task")
        try grace.press("Save", with: ["title": "Grace's task"])
        #expect(titles(grace, in: "To do").last == "Grace's task")
        #expect(!titles(adaAgain, in: "To do").contains("Grace's task"))
        #expect(!Foundation.FileManager.default.fileExists(atPath: TaskBoardStore.fileURL.path), "nothing reached the server's own documents directory")
    }
}
