import SwiftUI

struct TaskBoardEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft: BoardTask
    let title: String
    let onSave: (BoardTask) -> Void

    init(task: BoardTask, title: String, onSave: @escaping (BoardTask) -> Void) {
        _draft = State(initialValue: task)
        self.title = title
        self.onSave = onSave
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $draft.title)
                TextField("Notes", text: $draft.notes, axis: .vertical)
                    .lineLimit(3...6)
                Picker("Column", selection: $draft.column) {
                    ForEach(TaskColumn.allCases) { column in
                        Label(column.rawValue, systemImage: column.systemImage).tag(column)
                    }
                }
                Picker("Priority", selection: $draft.priority) {
                    ForEach(TaskPriority.allCases) { priority in
                        Text(priority.title).tag(priority)
                    }
                }
                .pickerStyle(.segmented)
            }
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                    .disabled(draft.title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
