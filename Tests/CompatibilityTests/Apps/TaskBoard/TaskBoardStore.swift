import Foundation
import Observation

enum TaskColumn: String, Codable, CaseIterable, Identifiable {
    case todo = "To do"
    case doing = "Doing"
    case done = "Done"

    var id: String { rawValue }

    var systemImage: String {
        switch self {
        case .todo: return "tray"
        case .doing: return "hammer"
        case .done: return "checkmark.circle"
        }
    }

    var next: TaskColumn? {
        switch self {
        case .todo: return .doing
        case .doing: return .done
        case .done: return nil
        }
    }

    var previous: TaskColumn? {
        switch self {
        case .todo: return nil
        case .doing: return .todo
        case .done: return .doing
        }
    }
}

enum TaskPriority: Int, Codable, CaseIterable, Identifiable {
    case low, medium, high
    var id: Int { rawValue }
    var title: String { ["Low", "Medium", "High"][rawValue] }
}

struct BoardTask: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var notes = ""
    var column = TaskColumn.todo
    var priority = TaskPriority.medium
}

@Observable
final class TaskBoardStore {
    var tasks: [BoardTask] = []

    static var fileURL: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("taskboard.json")
    }

    init() {
        load()
    }

    func tasks(in column: TaskColumn) -> [BoardTask] {
        tasks.filter { $0.column == column }
    }

    func add(_ task: BoardTask) {
        tasks.append(task)
        save()
    }

    func update(_ task: BoardTask) {
        guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
        tasks[index] = task
        save()
    }

    func move(_ task: BoardTask, to column: TaskColumn) {
        guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
        var moved = tasks.remove(at: index)
        moved.column = column
        tasks.append(moved)
        save()
    }

    /// Reorders within one column: the offsets are positions among that column's tasks.
    func move(in column: TaskColumn, from source: IndexSet, to destination: Int) {
        var columnTasks = tasks(in: column)
        columnTasks.move(fromOffsets: source, toOffset: destination)
        tasks = tasks.filter { $0.column != column } + columnTasks
        save()
    }

    func delete(in column: TaskColumn, at offsets: IndexSet) {
        let doomed = offsets.map { tasks(in: column)[$0].id }
        tasks.removeAll { doomed.contains($0.id) }
        save()
    }

    func load() {
        guard let data = try? Data(contentsOf: Self.fileURL),
              let saved = try? JSONDecoder().decode([BoardTask].self, from: data) else {
            tasks = [
                BoardTask(title: "Write the README", priority: .high),
                BoardTask(title: "Design the icon"),
                BoardTask(title: "Set up CI", column: .doing),
                BoardTask(title: "Pick a name", column: .done, priority: .low),
            ]
            return
        }
        tasks = saved
    }

    func save() {
        do {
            let data = try JSONEncoder().encode(tasks)
            try data.write(to: Self.fileURL, options: .atomic)
        } catch {
            print("Could not save tasks: \(error.localizedDescription)")
        }
    }
}
