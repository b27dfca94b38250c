import FormUITesting
import SwiftUI
import Testing

/// A value link's page stays open when its row moves: books in two sections, "To read" and "Read", each a
/// `NavigationLink(value:)` shown by `.navigationDestination(for: Novel.self)`; the detail marks the book
/// read (the row moves to the other section) or renames it (the value changes, its id does not).
private struct Novel: Identifiable, Hashable {
    let id: Int
    var title: String
    var isRead = false
}

@Observable private final class Library {
    var novels = [Novel(id: 1, title: "Piranesi"), Novel(id: 2, title: "Emma")]

    func update(_ id: Int, _ change: (inout Novel) -> Void) {
        if let index = novels.firstIndex(where: { $0.id == id }) { change(&novels[index]) }
    }
}

private struct NovelDetail: View {
    let library: Library
    let id: Int

    var body: some View {
        let novel = library.novels.first { $0.id == id }
        Form {
            Button(novel?.isRead == true ? "Mark unread" : "Mark read") { library.update(id) { $0.isRead.toggle() } }
            Button("Rename") { library.update(id) { $0.title += " (annotated)" } }
        }
        .navigationTitle(novel?.title ?? "Gone")
    }
}

private struct NovelShelves: View {
    @State private var library = Library()

    var body: some View {
        NavigationStack {
            List {
                Section("To read") {
                    ForEach(library.novels.filter { !$0.isRead }) { novel in
                        NavigationLink(novel.title, value: novel)
                    }
                }
                Section("Read") {
                    ForEach(library.novels.filter(\.isRead)) { novel in
                        NavigationLink(novel.title, value: novel)
                    }
                }
            }
            .navigationDestination(for: Novel.self) { novel in NovelDetail(library: library, id: novel.id) }
            .navigationTitle("Novels")
        }
    }
}

@Suite("A value link's page stays open when its row moves or is renamed")
struct MovedRowSubpageTests {
    @Test func aRowMovedToAnotherSectionKeepsItsPageOpen() throws {
        let tester = ViewTester { NovelShelves() }
        tester.navigate(to: "piranesi")
        #expect(tester.title == "Piranesi")
        let result = try tester.press("Mark read")
        #expect(result.navigationPath == nil, "the address stands")
        #expect(tester.title == "Piranesi")
        #expect(tester.control(labelled: "Mark unread") != nil)

        try tester.press("Mark unread")
        #expect(tester.title == "Piranesi", "and back again")
        tester.navigate()
        #expect(tester.elements(role: "link").compactMap(\.accessibleName) == ["Piranesi", "Emma"])
    }

    @Test func aRowRenamedOnItsPageKeepsItOpenAtItsNewAddress() throws {
        let tester = ViewTester { NovelShelves() }
        tester.navigate(to: "emma")
        let result = try tester.press("Rename")
        #expect(result.navigationPath == ["emma-annotated"])
        #expect(tester.navigationPath == ["emma-annotated"])
        #expect(tester.title == "Emma (annotated)")
    }
}
