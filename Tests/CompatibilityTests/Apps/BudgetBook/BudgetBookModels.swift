import Combine
import Foundation
import SwiftUI

enum BudgetKind: String, CaseIterable, Identifiable, Codable {
    case income = "Income"
    case expense = "Expense"

    var id: String { rawValue }
}

enum BudgetCategory: String, CaseIterable, Identifiable, Codable {
    case salary = "Salary"
    case housing = "Housing"
    case groceries = "Groceries"
    case transport = "Transport"
    case fun = "Fun"
    case other = "Other"

    var id: String { rawValue }

    var icon: String {
        switch self {
        case .salary: "banknote"
        case .housing: "house"
        case .groceries: "cart"
        case .transport: "tram"
        case .fun: "gamecontroller"
        case .other: "ellipsis.circle"
        }
    }

    var color: Color {
        switch self {
        case .salary: .green
        case .housing: .brown
        case .groceries: .orange
        case .transport: .blue
        case .fun: .pink
        case .other: .gray
        }
    }
}

struct BudgetEntry: Identifiable, Codable, Equatable {
    var id = UUID()
    var title: String
    var amount: Double
    var kind: BudgetKind
    var category: BudgetCategory
    var date: Date

    var signedAmount: Double {
        kind == .income ? amount : -amount
    }
}

final class BudgetStore: ObservableObject {
    @Published var entries: [BudgetEntry]
    @Published var month = Date.now
    @Published var showsAllMonths = false

    init(entries: [BudgetEntry]? = nil) {
        self.entries = entries ?? BudgetStore.sampleEntries()
    }

    var visibleEntries: [BudgetEntry] {
        let calendar = Calendar.current
        return entries
            .filter { showsAllMonths || calendar.isDate($0.date, equalTo: month, toGranularity: .month) }
            .sorted { $0.date > $1.date }
    }

    var income: Double {
        visibleEntries.filter { $0.kind == .income }.reduce(0) { $0 + $1.amount }
    }

    var spending: Double {
        visibleEntries.filter { $0.kind == .expense }.reduce(0) { $0 + $1.amount }
    }

    var balance: Double { income - spending }

    func spending(in category: BudgetCategory) -> Double {
        visibleEntries
            .filter { $0.kind == .expense && $0.category == category }
            .map(\.amount)
            .reduce(0, +)
    }

    func add(_ entry: BudgetEntry) {
        entries.append(entry)
    }

    func delete(at offsets: IndexSet) {
        let shown = visibleEntries
        let ids = offsets.map { shown[$0].id }
        entries.removeAll { ids.contains($0.id) }
    }

    static func sampleEntries(now: Date = .now) -> [BudgetEntry] {
        let calendar = Calendar.current
        let startOfMonth = calendar.dateInterval(of: .month, for: now)!.start
        func day(_ offset: Int) -> Date {
            calendar.date(byAdding: .day, value: offset, to: startOfMonth)!
        }
        return [
            BudgetEntry(title: "Monthly salary", amount: 3200, kind: .income, category: .salary, date: day(0)),
            BudgetEntry(title: "Rent", amount: 1100, kind: .expense, category: .housing, date: day(1)),
            BudgetEntry(title: "Farmers market", amount: 64.5, kind: .expense, category: .groceries, date: day(3)),
            BudgetEntry(title: "Cinema", amount: 24, kind: .expense, category: .fun, date: day(5)),
            BudgetEntry(title: "Train pass", amount: 89, kind: .expense, category: .transport, date: day(-20)),
            BudgetEntry(title: "Supermarket", amount: 120.25, kind: .expense, category: .groceries, date: day(-12)),
            BudgetEntry(title: "Freelance job", amount: 450, kind: .income, category: .other, date: day(-8)),
        ]
    }
}
