import SwiftUI

// The ObservableObject way, as apps written before iOS 17 keep their data: a store with @Published
// properties, owned with @StateObject, observed by a child, and shared with @EnvironmentObject.

struct TaskItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

final class TaskStore: ObservableObject {
    @Published var tasks: [TaskItem] = [
        TaskItem(title: "Water the plants"),
        TaskItem(title: "Call the bank"),
    ]
    @Published var showsDone = true

    func add(_ title: String) {
        tasks.append(TaskItem(title: title))
        objectWillChange.send()
    }
}

struct TaskScreen: View {
    @StateObject private var store = TaskStore()

    var body: some View {
        NavigationView {
            TaskListView(store: store)
                .navigationTitle("Tasks")
        }
        .environmentObject(store)
    }
}

struct TaskListView: View {
    @ObservedObject var store: TaskStore
    @State private var newTitle = ""

    var body: some View {
        Form {
            Toggle("Show done tasks", isOn: $store.showsDone)
            ForEach($store.tasks) { $task in
                if store.showsDone || !task.isDone {
                    Toggle(task.title, isOn: $task.isDone)
                }
            }
            TextField("New task", text: $newTitle)
            Button("Add") {
                store.add(newTitle)
                newTitle = ""
            }
            .disabled(newTitle.isEmpty)
            TaskCount()
        }
    }
}

struct TaskCount: View {
    @EnvironmentObject var store: TaskStore

    var body: some View {
        Text("\(store.tasks.filter { !$0.isDone }.count) left")
    }
}
