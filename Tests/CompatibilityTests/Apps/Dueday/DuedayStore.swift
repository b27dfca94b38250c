import SwiftUI
import Combine

final class DuedayStore: ObservableObject {
    @Published var tasks: [TodoTask]
    @Published var hideDone = false

    init() {
        let day: TimeInterval = 60 * 60 * 24
        tasks = [
            TodoTask(title: "File tax return", priority: .high, dueDate: Date().addingTimeInterval(day * 3)),
            TodoTask(title: "Book dentist", priority: .medium, dueDate: Date().addingTimeInterval(day * 10)),
            TodoTask(title: "Water the plants", priority: .low, dueDate: Date().addingTimeInterval(day), isDone: true),
            TodoTask(title: "Renew passport", priority: .high, dueDate: Date().addingTimeInterval(day * 30)),
        ]
    }

    func tasks(with priority: TodoPriority) -> [TodoTask] {
        tasks
            .filter { $0.priority == priority && !(hideDone && $0.isDone) }
            .sorted { $0.dueDate < $1.dueDate }
    }

    func binding(for task: TodoTask) -> Binding<TodoTask> {
        Binding(
            get: { self.tasks.first { $0.id == task.id } ?? task },
            set: { newValue in
                if let index = self.tasks.firstIndex(where: { $0.id == task.id }) {
                    self.tasks[index] = newValue
                }
            }
        )
    }

    var openCount: Int { tasks.filter { !$0.isDone }.count }

    func add(_ task: TodoTask) { tasks.append(task) }

    func delete(_ task: TodoTask) { tasks.removeAll { $0.id == task.id } }

    func toggle(_ task: TodoTask) {
        if let index = tasks.firstIndex(where: { $0.id == task.id }) {
            tasks[index].isDone.toggle()
        }
    }

    func bump(_ task: TodoTask) {
        if let index = tasks.firstIndex(where: { $0.id == task.id }), task.priority != .high {
            tasks[index].priority = TodoPriority(rawValue: task.priority.rawValue + 1)!
        }
    }
}
