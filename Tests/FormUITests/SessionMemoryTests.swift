@_spi(Engine) import FormUI
import Testing
import FormUITesting
@testable import FormUI

// How a page state keeps its values and showings compactly (DESIGN §4): a few values as pairs, more in a
// dictionary; a showing as the differences from a table of names and values shared between sessions.

private struct Flavours: View {
    @State private var first = "vanilla"
    @State private var second = "lemon"

    var body: some View {
        Form {
            TextField("First", text: $first)
            TextField("Second", text: $second)
        }
    }
}

@Suite("Session memory")
struct SessionMemoryTests {
    @Test("Session pages: the first kept inline, more in a table, each found, replaced and removed")
    func sessionPages() {
        var pages = SessionPages()
        #expect(pages.isEmpty && pages.count == 0 && pages["/a"] == nil)
        let a = PageState(), b = PageState(), c = PageState(), d = PageState()
        pages["/a"] = a
        pages["/b"] = b
        pages["/c"] = c
        #expect(pages.count == 3)
        #expect(pages["/a"] === a && pages["/b"] === b && pages["/c"] === c && pages["/d"] == nil)
        #expect(Set(pages.paths) == ["/a", "/b", "/c"])
        pages["/a"] = d
        #expect(pages["/a"] === d && pages.count == 3)
        // Removing the inline page keeps the others, one of them moved inline.
        pages["/a"] = nil
        #expect(pages.count == 2 && pages["/a"] == nil && pages["/b"] === b && pages["/c"] === c)
        pages["/c"] = nil
        pages["/b"] = nil
        #expect(pages.isEmpty && pages.paths.isEmpty)
        pages["/x"] = nil
        #expect(pages.isEmpty)
        let literal: SessionPages = ["/one": a]
        #expect(literal["/one"] === a && literal.count == 1)
    }

    @Test("State values: found, replaced and removed as pairs, and past the pair limit in a dictionary")
    func stateValues() {
        var values = StateValues()
        #expect(values.isEmpty)
        let count = StateValues.pairLimit + 4
        for index in 0..<count { values["view#_\(index)"] = index }
        #expect(values.count == count)
        for index in 0..<count { #expect(values["view#_\(index)"] as? Int == index) }
        values["view#_3"] = "three"
        values["view#_5"] = nil
        #expect(values["view#_3"] as? String == "three")
        #expect(values["view#_5"] == nil)
        #expect(values.count == count - 1)
        #expect(Set(values.keys) == Set((0..<count).filter { $0 != 5 }.map { "view#_\($0)" }))

        var few = StateValues(["a#_x": 1, "a#_y": true])
        few["a#_x"] = 2
        few["a#_y"] = nil
        #expect(few.count == 1)
        #expect(few["a#_x"] as? Int == 2)
        #expect(few.dictionary.count == 1)
    }

    @Test("A showing keeps only what differs from the shared table, and gives back every value")
    func showingsShareTheirTable() throws {
        let page = FormPage { Flavours() }
        // The first session to show the page with these names makes the table, with its values.
        let changed = PageState()
        try page.submit([(name: "first", value: "pistachio")], to: changed)
        _ = page.render(changed)
        let later = PageState()
        _ = page.render(later)

        let made = try #require(changed.shown.last)
        let shownLater = try #require(later.shown.last)
        #expect(made.names === shownLater.names)
        #expect(made.differences.isEmpty)
        // The later session showed the defaults: one field differs from the table.
        #expect(shownLater.differences.count == 1)
        #expect(later.fieldsShown(at: later.revision) == ["first": "vanilla", "second": "lemon"])
        #expect(changed.fieldsShown(at: changed.revision) == ["first": "pistachio", "second": "lemon"])

        // A post from the later session's page merges against what it showed there.
        try page.submit([(name: "_revision", value: "\(later.revision)"), (name: "first", value: "vanilla"), (name: "second", value: "mango")], to: later)
        #expect(later.values.count == 1)
        #expect(page.render(later).htmlString.contains("mango"))
    }
}
