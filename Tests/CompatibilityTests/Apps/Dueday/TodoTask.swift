import Foundation

enum TodoPriority: Int, CaseIterable, Identifiable, Comparable {
    case low, medium, high

    var id: Int { rawValue }

    var title: String {
        switch self {
        case .low: "Low"
        case .medium: "Medium"
        case .high: "High"
        }
    }

    static func < (lhs: TodoPriority, rhs: TodoPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

struct TodoTask: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var priority: TodoPriority
    var dueDate: Date
    var isDone = false
    var hasReminder = false

    var isOverdue: Bool {
        !isDone && dueDate < Date()
    }
}
