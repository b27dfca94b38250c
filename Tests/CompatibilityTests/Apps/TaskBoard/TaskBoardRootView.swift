import SwiftUI

struct TaskBoardRootView: View {
    @Environment(TaskBoardStore.self) private var store
    @SceneStorage("selectedColumn") private var selectedColumn: TaskColumn?
    @State private var newTask: BoardTask?

    var body: some View {
        NavigationSplitView {
            List(selection: $selectedColumn) {
                Section("Columns") {
                    ForEach(TaskColumn.allCases) { column in
                        NavigationLink(value: column) {
                            Label(column.rawValue, systemImage: column.systemImage)
                                .badge(store.tasks(in: column).count)
                        }
                    }
                }
            }
            .navigationTitle("Task Board")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add Task", systemImage: "plus") {
                        newTask = BoardTask(title: "")
                    }
                }
            }
        } detail: {
            if let selectedColumn {
                TaskBoardColumnView(columns: [selectedColumn])
            } else {
                TaskBoardColumnView(columns: TaskColumn.allCases)
            }
        }
        .sheet(item: $newTask) { task in
            TaskBoardEditor(task: task, title: "New Task") { store.add($0) }
                .presentationDetents([.medium, .large])
        }
    }
}

struct TaskBoardColumnView: View {
    @Environment(TaskBoardStore.self) private var store
    let columns: [TaskColumn]
    @State private var editing: BoardTask?

    var body: some View {
        List {
            ForEach(columns) { column in
                Section {
                    if store.tasks(in: column).isEmpty {
                        Text("Nothing here")
                            .foregroundStyle(.secondary)
                    }
                    ForEach(store.tasks(in: column)) { task in
                        TaskBoardCard(task: task, edit: { editing = task })
                    }
                    .onMove { store.move(in: column, from: $0, to: $1) }
                    .onDelete { store.delete(in: column, at: $0) }
                } header: {
                    Text("\(column.rawValue) (\(store.tasks(in: column).count))")
                }
            }
        }
        .navigationTitle(columns.count == 1 ? columns[0].rawValue : "Board")
        .sheet(item: $editing) { task in
            TaskBoardEditor(task: task, title: "Edit Task") { store.update($0) }
                .presentationDetents([.medium])
        }
    }
}

struct TaskBoardCard: View {
    @Environment(TaskBoardStore.self) private var store
    let task: BoardTask
    let edit: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(task.title)
                    .font(.headline)
                    .strikethrough(task.column == .done)
                Spacer()
                if task.priority == .high {
                    Image(systemName: "exclamationmark.2")
                        .foregroundStyle(.red)
                }
            }
            if !task.notes.isEmpty {
                Text(task.notes)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            HStack {
                if let previous = task.column.previous {
                    Button("← \(previous.rawValue)") { store.move(task, to: previous) }
                }
                if let next = task.column.next {
                    Button("\(next.rawValue) →") { store.move(task, to: next) }
                }
                Spacer()
                Button("Edit", action: edit)
            }
            .buttonStyle(.bordered)
            .font(.caption)
        }
    }
}
