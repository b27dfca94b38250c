import FormUITesting
import SwiftUI
import Testing

/// Two ways apps push a row's detail: a view link built in a `ForEach`, and a value link with a
/// `.navigationDestination(for:)`; each detail renames its row, and the value link's detail can delete it.
private struct Shelf: Identifiable, Hashable {
    var id: Int
    var title: String
}

private final class ShelfStore: ObservableObject {
    @Published var shelves = [Shelf(id: 1, title: "Fiction"), Shelf(id: 2, title: "Poetry")]

    func rename(_ id: Int, to title: String) {
        if let index = shelves.firstIndex(where: { $0.id == id }) { shelves[index].title = title }
    }
}

private struct ShelfDetail: View {
    @ObservedObject var store: ShelfStore
    let id: Int
    @State private var draft = ""

    var body: some View {
        Form {
            TextField("New title", text: $draft)
            Button("Rename") { store.rename(id, to: draft) }
            Button("Delete") { store.shelves.removeAll { $0.id == id } }
        }
        .navigationTitle(store.shelves.first { $0.id == id }?.title ?? "Gone")
    }
}

private struct ShelvesScreen: View {
    /// Whether the rows are value links (else view links).
    var byValue = false
    @StateObject private var store = ShelfStore()

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.shelves) { shelf in
                    if byValue {
                        NavigationLink(value: shelf.id) { Text(shelf.title) }
                    } else {
                        NavigationLink {
                            ShelfDetail(store: store, id: shelf.id)
                        } label: {
                            Text(shelf.title)
                        }
                    }
                }
            }
            .navigationDestination(for: Int.self) { id in ShelfDetail(store: store, id: id) }
            .navigationTitle("Shelves")
        }
    }
}

@Suite struct RenamedSubpageTests {
    @Test func renamingTheRowAViewLinkShowsLeadsToItsNewAddress() throws {
        let tester = ViewTester { ShelvesScreen() }
        tester.navigate(to: "fiction")
        #expect(tester.title == "Fiction")
        try tester.press("Rename", with: ["new-title": "Novels"])
        #expect(tester.navigationPath == ["novels"])
        #expect(tester.isFound)
        #expect(tester.title == "Novels")
        // The old address now leads nowhere (only a post that renamed learns the new one).
        tester.navigate(to: "fiction")
        #expect(!tester.isFound)
    }

    @Test func renamingTheValueAValueLinkShowsLeadsToItsNewAddress() throws {
        let tester = ViewTester { ShelvesScreen(byValue: true) }
        tester.navigate(to: "poetry")
        #expect(tester.title == "Poetry")
        try tester.press("Rename", with: ["new-title": "Verse"])
        #expect(tester.navigationPath == ["verse"])
        #expect(tester.title == "Verse")
        // The other row taking the old name is not where a post from this page leads: identity, not words.
        tester.navigate(to: "fiction")
        try tester.press("Rename", with: ["new-title": "Poetry"])
        #expect(tester.navigationPath == ["poetry"])
        tester.navigate(to: "verse")
        try tester.post(["new-title": "Verse, again"])
        #expect(tester.navigationPath == ["verse"], "nothing renamed: the address stands")
        #expect(tester.title == "Verse")
    }

    @Test func aPostThatRenamesNothingStaysAndDeletingTheRowGoesBack() throws {
        let tester = ViewTester { ShelvesScreen() }
        tester.navigate(to: "poetry")
        try tester.post(["new-title": "Draft"])
        #expect(tester.navigationPath == ["poetry"])
        #expect(tester.control("new-title")?.value == "Draft")
        try tester.press("Delete")
        #expect(tester.navigationPath == [], "a step that is gone goes back to the page before it, as a device pops")
        #expect(tester.isFound)
        #expect(tester.title == "Shelves")
        #expect(!tester.html().contains("Poetry"))
    }
}
