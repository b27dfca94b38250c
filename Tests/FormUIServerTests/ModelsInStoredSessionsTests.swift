import Foundation
import FormUIData
import Testing
@testable import FormUIServer

// A SwiftData model held in `@State` (a picker's chosen row, as tutorials keep it), served with sessions
// and data on SQLite files: the session keeps the model as its row, and each request that reads it gets
// the row fresh from its own context, so changing it through the `@State` is saved with the post and
// outlives a restart.

@Model
final class ServedShelf {
    var name: String

    init(name: String) { self.name = name }
}

private struct ShelfChooser: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \ServedShelf.name) private var shelves: [ServedShelf]
    @State private var chosen: ServedShelf?
    @State private var draft: ServedShelf?
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Add shelf") {
                modelContext.insert(ServedShelf(name: name))
                name = ""
            }
            ForEach(shelves) { shelf in
                Button("Choose \(shelf.name)") { chosen = shelf }
            }
            Button("Rename chosen") { chosen?.name += " (chosen)" }
            Button("Start a draft") { draft = ServedShelf(name: "Draft") }
            Text("Shelves: " + shelves.map(\.name).joined(separator: ", "))
            Text("Chosen: \(chosen?.name ?? "none")")
        }
    }
}

@Suite("SwiftData models in stored sessions")
struct ModelsInStoredSessionsTests {
    /// The `_action` of the button whose text is `label` on `page`.
    func action(labelled label: String, in page: String) -> String? {
        guard let end = page.range(of: "<span class=\"text\">\(label)</span></button>")?.lowerBound,
              let start = page[..<end].range(of: "value=\"", options: .backwards)?.upperBound,
              let close = page[start...].firstIndex(of: "\"")
        else { return nil }
        return String(page[start..<close])
    }

    func serveShelves<T>(sessions: String, data: URL, _ body: (Int) throws -> T) throws -> T {
        var configuration = testConfiguration()
        configuration.sessionStore = try SQLiteSessionStore(path: sessions, logger: quietLogger)
        let app = try FormApp(configuration)
        let container = try ModelContainer(for: ServedShelf.self, configurations: ModelConfiguration(url: data))
        app.page("/shelves", title: "Shelves") { ShelfChooser().modelContainer(container) }
        return try serving(app, body)
    }

    @Test("A model in @State is kept as its row, changed through it, and found again after a restart")
    func aChosenModelOutlivesARestart() throws {
        let directory = try TemporaryDirectory()
        let sessions = directory.path("sessions.sqlite")
        let data = URL(fileURLWithPath: directory.path("data.sqlite"))
        let visitor = try serveShelves(sessions: sessions, data: data) { port throws in
            let visitor = TestBrowser(port: port)
            #expect(try visitor.post("/shelves", form: [("name", "Top"), ("_action", "add-shelf")]).status == 303)
            #expect(try visitor.post("/shelves", form: [("name", "Low"), ("_action", "add-shelf")]).status == 303)
            var page = try visitor.get("/shelves").text
            #expect(page.contains("Shelves: Low, Top"))
            #expect(page.contains("Chosen: none"))
            // The rows' buttons are named without the interpolated name (the text a visitor reads may change).
            let choose = try #require(action(labelled: "Choose Top", in: page))
            let chose = try visitor.post("/shelves", form: [("_action", choose)])
            #expect(chose.status == 303, "a model put in @State is kept by a session on SQLite: \(chose.status)")
            page = try visitor.get("/shelves").text
            #expect(page.contains("Chosen: Top"))
            #expect(try visitor.post("/shelves", form: [("_action", "rename-chosen")]).status == 303)
            page = try visitor.get("/shelves").text
            #expect(page.contains("Chosen: Top (chosen)"))
            #expect(page.contains("Shelves: Low, Top (chosen)"), "the @State's model is the request's: its change was saved")

            let refused = try visitor.post("/shelves", form: [("_action", "start-a-draft")])
            #expect(refused.status == 500)
            #expect(refused.text.contains("not saved yet"), "a model without a row cannot be kept by reference: \(refused.text.prefix(400))")
            return visitor
        }
        try serveShelves(sessions: sessions, data: data) { port throws in
            let again = TestBrowser(port: port)
            again.cookie = visitor.cookie
            let page = try again.get("/shelves").text
            #expect(page.contains("Chosen: Top (chosen)"))
            #expect(page.contains("Shelves: Low, Top (chosen)"))
        }
    }
}
