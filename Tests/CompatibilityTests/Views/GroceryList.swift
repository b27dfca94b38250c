import SwiftUI

// A list people edit: rows deleted with onDelete and reordered with onMove, a swipe action that flags
// a row, a search field that filters it, an empty state, and an Edit button in the toolbar.

struct Grocery: Identifiable, Hashable {
    let id: Int
    var name: String
    var isFlagged = false
}

struct GroceryList: View {
    @State private var groceries = [
        Grocery(id: 1, name: "Milk"),
        Grocery(id: 2, name: "Bread"),
        Grocery(id: 3, name: "Eggs"),
    ]
    @State private var searchText = ""

    private var shown: [Grocery] {
        searchText.isEmpty ? groceries : groceries.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(shown) { grocery in
                    HStack {
                        Text(grocery.name)
                        if grocery.isFlagged {
                            Image(systemName: "flag.fill")
                                .imageScale(.small)
                                .symbolRenderingMode(.hierarchical)
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button(grocery.isFlagged ? "Unflag" : "Flag") {
                            toggleFlag(grocery)
                        }
                        .tint(.orange)
                    }
                }
                .onDelete(perform: delete)
                .onMove(perform: move)
            }
            .overlay {
                if shown.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .searchable(text: $searchText, prompt: "Find an item")
            .refreshable { }
            .navigationTitle("Groceries")
            .toolbar {
                EditButton()
            }
        }
    }

    private func delete(at offsets: IndexSet) {
        let ids = offsets.map { shown[$0].id }
        groceries.removeAll { ids.contains($0.id) }
    }

    private func move(from source: IndexSet, to destination: Int) {
        groceries.move(fromOffsets: source, toOffset: destination)
    }

    private func toggleFlag(_ grocery: Grocery) {
        if let index = groceries.firstIndex(where: { $0.id == grocery.id }) {
            groceries[index].isFlagged.toggle()
        }
    }
}

struct ArticleCard: View {
    @State private var isLoading = true

    var body: some View {
        Form {
            Section {
                Text("Swift on the server")
                    .font(.headline)
                Text("A long read about forms.")
            }
            .redacted(reason: isLoading ? .placeholder : [])
            .headerProminence(.increased)

            GeometryReader { proxy in
                Text(proxy.size.width > 300 ? "Wide layout" : "Narrow layout")
            }

            Text("Read it **slowly**, _twice_ if you like, then see [the sources](https://example.com/sources) or run `swift test`. Keep snake_case as it is, and ~~skim~~.")
            Text("[Not a link](javascript:alert(1))")
            ShareLink(item: URL(string: "https://example.com/articles/42")!, subject: Text("Read this"))
            Button("Done loading") { isLoading = false }
                .keyboardShortcut(.defaultAction)
                .help("Shows the article")
        }
    }
}
