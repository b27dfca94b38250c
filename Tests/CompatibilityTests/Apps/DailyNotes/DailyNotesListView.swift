import SwiftUI

struct DailyNotesListView: View {
    @EnvironmentObject var store: DailyNotesStore
    @State private var searchText = ""
    @State private var editingNote: DailyNote?
    @State private var noteToDelete: DailyNote?
    @State private var showingDeleteAlert = false

    var body: some View {
        NavigationView {
            List {
                ForEach(store.days(matching: searchText), id: \.day) { group in
                    Section(header: Text(group.day, style: .date)) {
                        ForEach(group.notes) { note in
                            NavigationLink(destination: DailyNoteDetailView(noteID: note.id)) {
                                DailyNoteRow(note: note)
                            }
                            .swipeActions(edge: .trailing) {
                                Button(role: .destructive) {
                                    noteToDelete = note
                                    showingDeleteAlert = true
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                                Button {
                                    store.togglePin(note)
                                } label: {
                                    Label(note.isPinned ? "Unpin" : "Pin", systemImage: "pin")
                                }
                                .tint(.yellow)
                            }
                            .contextMenu {
                                Button("Edit") { editingNote = note }
                                Button("Duplicate") { store.duplicate(note) }
                            }
                        }
                    }
                }
            }
            .searchable(text: $searchText, prompt: "Search notes")
            .navigationBarTitle("Daily Notes")
            .navigationBarItems(trailing: Button(action: {
                editingNote = DailyNote(title: "", body: "", date: Date())
            }) {
                Image(systemName: "square.and.pencil")
                    .accessibilityLabel("New Note")
            })
            .sheet(item: $editingNote) { note in
                DailyNoteEditor(note: note) { saved in
                    store.save(saved)
                }
            }
            .alert(isPresented: $showingDeleteAlert) {
                Alert(
                    title: Text("Delete “\(noteToDelete?.title ?? "")”?"),
                    message: Text("This note will be gone for good."),
                    primaryButton: .destructive(Text("Delete")) {
                        if let noteToDelete { store.delete(noteToDelete) }
                    },
                    secondaryButton: .cancel()
                )
            }
        }
    }
}

struct DailyNoteRow: View {
    let note: DailyNote

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(note.title)
                    .font(.headline)
                if note.isPinned {
                    Image(systemName: "pin.fill")
                        .foregroundColor(.orange)
                }
            }
            Text(note.body)
                .font(.subheadline)
                .foregroundColor(.secondary)
                .lineLimit(1)
        }
        .noteCardStyle(pinned: note.isPinned)
    }
}

struct DailyNoteDetailView: View {
    @EnvironmentObject var store: DailyNotesStore
    let noteID: UUID
    @State private var editing = false

    var body: some View {
        if let note = store.notes.first(where: { $0.id == noteID }) {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text(note.date, style: .date)
                        .foregroundColor(.secondary)
                    Text(note.body)
                        .noteCardStyle()
                }
                .padding()
            }
            .navigationBarTitle(note.title)
            .navigationBarItems(trailing: Button("Edit") { editing = true })
            .sheet(isPresented: $editing) {
                DailyNoteEditor(note: note) { saved in
                    store.save(saved)
                }
            }
        } else {
            Text("This note was deleted.")
        }
    }
}
