import SwiftUI

struct DuedayRootView: View {
    @StateObject private var store = DuedayStore()
    @State private var showingNewTask = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(TodoPriority.allCases.reversed()) { priority in
                    let tasks = store.tasks(with: priority)
                    if !tasks.isEmpty {
                        Section(header: Text("\(priority.title) priority")) {
                            ForEach(tasks) { task in
                                TodoRow(task: store.binding(for: task))
                                    .swipeActions(edge: .trailing) {
                                        Button(role: .destructive) {
                                            store.delete(task)
                                        } label: {
                                            Label("Delete", systemImage: "trash")
                                        }
                                    }
                                    .swipeActions(edge: .leading) {
                                        Button {
                                            store.bump(task)
                                        } label: {
                                            Label("Raise", systemImage: "arrow.up")
                                        }
                                        .tint(.orange)
                                    }
                            }
                            .onDelete { offsets in
                                offsets.map { tasks[$0] }.forEach(store.delete)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Dueday")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                        showingNewTask.toggle()
                    } label: {
                        Label("New Task", systemImage: "plus.circle.fill")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Toggle("Hide done", isOn: $store.hideDone)
                }
            }
            .safeAreaInset(edge: .bottom) {
                Text("\(store.openCount) open")
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }
            .sheet(isPresented: $showingNewTask) {
                NewTodoSheet { store.add($0) }
            }
        }
    }
}

struct TodoRow: View {
    @Binding var task: TodoTask

    var body: some View {
        HStack {
            Toggle(isOn: $task.isDone) {
                VStack(alignment: .leading) {
                    Text(task.title)
                        .strikethrough(task.isDone)
                        .foregroundColor(task.isDone ? .secondary : .primary)
                    Text("Due \(task.dueDate.formatted(date: .abbreviated, time: .omitted))")
                        .font(.caption)
                        .foregroundColor(task.isOverdue ? .red : .secondary)
                }
            }
            if task.hasReminder {
                Image(systemName: "bell.fill")
                    .foregroundColor(.orange)
            }
        }
    }
}
