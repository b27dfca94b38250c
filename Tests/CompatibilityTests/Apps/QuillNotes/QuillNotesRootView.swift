import SwiftData
import SwiftUI

struct QuillNotesRootView: View {
    @Environment(\.modelContext) private var modelContext
    @AppStorage("quillNotes.hasWelcomed") private var hasWelcomed = false
    @State private var searchText = ""
    @State private var showingNewNote = false

    var body: some View {
        NavigationStack {
            QuillNoteList(search: searchText)
                .navigationTitle("Quill")
                .navigationDestination(for: QuillNote.self) { note in
                    QuillNoteEditor(note: note)
                }
                .searchable(text: $searchText, prompt: "Search notes")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button {
                            showingNewNote = true
                        } label: {
                            Label("New Note", systemImage: "square.and.pencil")
                        }
                    }
                }
                .sheet(isPresented: $showingNewNote) {
                    QuillNewNoteSheet()
                }
        }
        .onAppear(perform: addWelcomeNote)
    }

    /// The first launch finds one note waiting, as many note apps do.
    private func addWelcomeNote() {
        guard !hasWelcomed else { return }
        let welcome = QuillNote(
            title: "Welcome to Quill",
            content: "Pin the notes you need most. Search looks through titles and text.",
            isPinned: true
        )
        modelContext.insert(welcome)
        hasWelcomed = true
    }
}

/// The notes that match `search`, newest change first: the query is made in `init` from the search text.
struct QuillNoteList: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var notes: [QuillNote]
    private let search: String

    init(search: String) {
        self.search = search
        _notes = Query(filter: #Predicate<QuillNote> { note in
            search.isEmpty
                || note.title.localizedStandardContains(search)
                || note.content.localizedStandardContains(search)
        }, sort: \QuillNote.modified, order: .reverse)
    }

    var body: some View {
        let pinned = notes.filter { $0.isPinned }
        let others = notes.filter { !$0.isPinned }

        if notes.isEmpty {
            if search.isEmpty {
                ContentUnavailableView(
                    "No Notes",
                    systemImage: "note.text",
                    description: Text("Tap New Note to start writing.")
                )
            } else {
                ContentUnavailableView.search(text: search)
            }
        } else {
            List {
                if !pinned.isEmpty {
                    Section("Pinned") {
                        ForEach(pinned) { note in
                            NavigationLink(value: note) {
                                QuillNoteRow(note: note)
                            }
                        }
                        .onDelete { offsets in
                            for index in offsets {
                                modelContext.delete(pinned[index])
                            }
                        }
                    }
                }
                if !others.isEmpty {
                    Section("Notes") {
                        ForEach(others) { note in
                            NavigationLink(value: note) {
                                QuillNoteRow(note: note)
                            }
                        }
                        .onDelete { offsets in
                            for index in offsets {
                                modelContext.delete(others[index])
                            }
                        }
                    }
                }
            }
        }
    }
}

struct QuillNoteRow: View {
    let note: QuillNote

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(note.title)
                .font(.headline)
            if !note.content.isEmpty {
                Text(note.content)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Text(note.wordCount == 1 ? "1 word" : "\(note.wordCount) words")
                .font(.caption)
                .foregroundStyle(.tertiary)
        }
    }
}
