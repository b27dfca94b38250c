import SwiftUI

struct MoodJournalRootView: View {
    @State private var store = MoodJournalStore()
    @State private var selectedEntryID: MoodJournalEntry.ID?
    @State private var showingComposer = false
    @State private var entryToDelete: MoodJournalEntry?
    @State private var confirmingDelete = false

    var body: some View {
        NavigationSplitView {
            List(selection: $selectedEntryID) {
                Section {
                    ForEach(store.sortedEntries) { entry in
                        NavigationLink(value: entry.id) {
                            MoodJournalRow(entry: entry)
                        }
                        .swipeActions {
                            Button("Delete", role: .destructive) {
                                entryToDelete = entry
                                confirmingDelete = true
                            }
                        }
                    }
                } footer: {
                    Text(store.moodSummary)
                }
            }
            .navigationTitle("Journal")
            .toolbar {
                Button {
                    showingComposer = true
                } label: {
                    Label("New entry", systemImage: "square.and.pencil")
                }
            }
        } detail: {
            if let entry = store.entry(withID: selectedEntryID) {
                MoodJournalDetailView(entry: entry, store: store)
            } else {
                Text("Select an entry")
                    .foregroundStyle(.secondary)
            }
        }
        .sheet(isPresented: $showingComposer) {
            MoodJournalComposeView(store: store)
        }
        .confirmationDialog(
            "Delete this entry?",
            isPresented: $confirmingDelete,
            titleVisibility: .visible,
            presenting: entryToDelete
        ) { entry in
            Button("Delete “\(entry.title)”", role: .destructive) {
                if selectedEntryID == entry.id {
                    selectedEntryID = nil
                }
                store.delete(entry)
            }
            Button("Cancel", role: .cancel) {}
        } message: { _ in
            Text("This cannot be undone.")
        }
    }
}

struct MoodJournalRow: View {
    let entry: MoodJournalEntry

    var body: some View {
        HStack(spacing: 12) {
            Text(entry.mood.rawValue)
                .font(.largeTitle)
            VStack(alignment: .leading) {
                Text(entry.title)
                    .font(.headline)
                Text(entry.date.formatted(date: .abbreviated, time: .omitted))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
