import Foundation

enum IntervalSound: String, CaseIterable, Identifiable {
    case whistle, bell, silent

    var id: String { rawValue }

    var title: String { rawValue.capitalized }
}

enum IntervalPhaseKind: String {
    case warmUp = "Get Ready"
    case work = "Work"
    case rest = "Rest"
}

struct IntervalPhase: Hashable {
    var kind: IntervalPhaseKind
    var round: Int
    var seconds: Int
}

struct IntervalPlan: Hashable {
    var workSeconds: Int
    var restSeconds: Int
    var rounds: Int
    var includesWarmUp: Bool

    static let warmUpSeconds = 10

    /// Every phase in order: an optional warm-up, then work and rest for each round, with no rest after
    /// the last round.
    var phases: [IntervalPhase] {
        var phases: [IntervalPhase] = []
        if includesWarmUp {
            phases.append(IntervalPhase(kind: .warmUp, round: 0, seconds: Self.warmUpSeconds))
        }
        for round in 1...max(rounds, 1) {
            phases.append(IntervalPhase(kind: .work, round: round, seconds: workSeconds))
            if round < rounds && restSeconds > 0 {
                phases.append(IntervalPhase(kind: .rest, round: round, seconds: restSeconds))
            }
        }
        return phases
    }

    var totalSeconds: Int {
        phases.reduce(0) { $0 + $1.seconds }
    }
}

func intervalClock(_ seconds: Int) -> String {
    String(format: "%d:%02d", seconds / 60, seconds % 60)
}
