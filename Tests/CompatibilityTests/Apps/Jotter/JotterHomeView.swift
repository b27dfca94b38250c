import SwiftData
import SwiftUI

struct JotterHomeView: View {
    @State private var searchText = ""
    @State private var isComposing = false

    var body: some View {
        NavigationStack {
            List {
                if searchText.isEmpty {
                    JotterPinnedSection()
                }
                JotterResults(searchText: searchText)
            }
            .navigationTitle("Jotter")
            .navigationDestination(for: Jot.self) { jot in
                JotDetailView(jot: jot)
            }
            .searchable(text: $searchText, prompt: "Search jots")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        isComposing = true
                    } label: {
                        Label("New Jot", systemImage: "square.and.pencil")
                    }
                }
            }
            .sheet(isPresented: $isComposing) {
                JotComposeView()
            }
        }
    }
}

/// Pinned jots, alphabetically, above everything else.
struct JotterPinnedSection: View {
    @Query(filter: #Predicate<Jot> { $0.isPinned }, sort: \Jot.title) private var pinned: [Jot]

    var body: some View {
        if !pinned.isEmpty {
            Section("Pinned (\(pinned.count))") {
                ForEach(pinned) { jot in
                    NavigationLink(value: jot) {
                        Label(jot.title, systemImage: "pin.fill")
                    }
                }
            }
        }
    }
}

/// Every jot matching the search, the most recently changed first. The query is rebuilt from the search
/// text each time the parent passes a new one.
struct JotterResults: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var notes: [Jot]
    let searchText: String

    init(searchText: String) {
        self.searchText = searchText
        _notes = Query(filter: #Predicate<Jot> {
            searchText.isEmpty || $0.title.localizedStandardContains(searchText) || $0.body.localizedStandardContains(searchText)
        }, sort: \Jot.modified, order: .reverse)
    }

    var body: some View {
        Section {
            if notes.isEmpty {
                if searchText.isEmpty {
                    ContentUnavailableView("No Jots", systemImage: "note.text", description: Text("Tap New Jot to write something down."))
                } else {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            ForEach(notes) { jot in
                NavigationLink(value: jot) {
                    JotRow(jot: jot)
                }
            }
            .onDelete(perform: deleteJots)
        } header: {
            Text(searchText.isEmpty ? "All Jots" : "Results")
        } footer: {
            if !notes.isEmpty {
                Text(notes.count == 1 ? "1 jot" : "\(notes.count) jots")
            }
        }
    }

    private func deleteJots(at offsets: IndexSet) {
        for index in offsets {
            modelContext.delete(notes[index])
        }
    }
}

struct JotRow: View {
    let jot: Jot

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            HStack {
                Text(jot.title)
                    .font(.headline)
                if jot.isPinned {
                    Image(systemName: "pin.fill")
                        .foregroundStyle(.orange)
                        .accessibilityLabel("Pinned")
                }
            }
            Text(jot.preview)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
    }
}
