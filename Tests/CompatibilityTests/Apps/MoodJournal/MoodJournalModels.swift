import Foundation
import Observation

enum JournalMood: String, CaseIterable, Identifiable, Codable {
    case great = "😄"
    case good = "🙂"
    case okay = "😐"
    case low = "😔"
    case awful = "😫"

    var id: String { rawValue }

    var name: String {
        switch self {
        case .great: "Great"
        case .good: "Good"
        case .okay: "Okay"
        case .low: "Low"
        case .awful: "Awful"
        }
    }
}

struct MoodJournalEntry: Identifiable, Hashable, Codable {
    var id = UUID()
    var date: Date
    var mood: JournalMood
    var title: String
    var text: String
}

@Observable
final class MoodJournalStore {
    var entries: [MoodJournalEntry] = MoodJournalStore.samples

    var sortedEntries: [MoodJournalEntry] {
        entries.sorted { $0.date > $1.date }
    }

    func entry(withID id: MoodJournalEntry.ID?) -> MoodJournalEntry? {
        guard let id else { return nil }
        return entries.first { $0.id == id }
    }

    func save(_ entry: MoodJournalEntry) {
        if let index = entries.firstIndex(where: { $0.id == entry.id }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    func delete(_ entry: MoodJournalEntry) {
        entries.removeAll { $0.id == entry.id }
    }

    var moodSummary: String {
        let counts = Dictionary(grouping: entries, by: \.mood).mapValues(\.count)
        return JournalMood.allCases
            .compactMap { mood in counts[mood].map { "\(mood.rawValue) \($0)" } }
            .joined(separator: "  ")
    }

    static let samples: [MoodJournalEntry] = [
        MoodJournalEntry(
            date: Date(timeIntervalSince1970: 1_717_236_000), mood: .great, title: "Hike to the lake",
            text: "Left early, had the trail to ourselves until noon. Swam even though it was freezing."
        ),
        MoodJournalEntry(
            date: Date(timeIntervalSince1970: 1_717_408_800), mood: .low, title: "Deadline week",
            text: "Too many meetings. Managed to finish the report, but skipped the gym again."
        ),
        MoodJournalEntry(
            date: Date(timeIntervalSince1970: 1_717_581_600), mood: .good, title: "Pottery class",
            text: "My first bowl that did not collapse on the wheel."
        ),
    ]
}
