import Combine
import Foundation

struct DailyNote: Identifiable, Codable, Equatable {
    var id = UUID()
    var title: String
    var body: String
    var date: Date
    var isPinned = false
}

final class DailyNotesStore: ObservableObject {
    @Published var notes: [DailyNote] {
        didSet { save() }
    }

    private static let storageKey = "dailyNotes.notes"

    init() {
        if let data = UserDefaults.standard.data(forKey: Self.storageKey),
           let saved = try? JSONDecoder().decode([DailyNote].self, from: data) {
            notes = saved
        } else {
            notes = Self.samples
        }
    }

    static let samples: [DailyNote] = {
        let day = 86_400.0
        let start = Date(timeIntervalSince1970: 1_767_225_600) // 1 Jan 2026, midnight UTC
        return [
            DailyNote(title: "Morning run", body: "5 km along the river. Legs tired.", date: start + 8 * 3600),
            DailyNote(title: "Book club", body: "We picked the next book: Piranesi.", date: start + 19 * 3600),
            DailyNote(title: "Groceries", body: "Oats, lemons, coffee beans.", date: start + day + 10 * 3600),
        ]
    }()

    /// Notes grouped by the day they were written, newest day first, newest note first in a day.
    func days(matching query: String) -> [(day: Date, notes: [DailyNote])] {
        let filtered = query.isEmpty ? notes : notes.filter {
            $0.title.localizedCaseInsensitiveContains(query) || $0.body.localizedCaseInsensitiveContains(query)
        }
        let grouped = Dictionary(grouping: filtered) { Calendar.current.startOfDay(for: $0.date) }
        return grouped.keys.sorted(by: >).map { day in
            (day, grouped[day]!.sorted { ($0.isPinned ? 1 : 0, $0.date) > ($1.isPinned ? 1 : 0, $1.date) })
        }
    }

    func save(_ note: DailyNote) {
        if let index = notes.firstIndex(where: { $0.id == note.id }) {
            notes[index] = note
        } else {
            notes.append(note)
        }
    }

    func delete(_ note: DailyNote) {
        notes.removeAll { $0.id == note.id }
    }

    func togglePin(_ note: DailyNote) {
        guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
        notes[index].isPinned.toggle()
    }

    func duplicate(_ note: DailyNote) {
        var copy = note
        copy.id = UUID()
        copy.title += " (copy)"
        notes.append(copy)
    }

    private func save() {
        guard let data = try? JSONEncoder().encode(notes) else { return }
        UserDefaults.standard.set(data, forKey: Self.storageKey)
    }
}
