import SwiftUI

// A game-night scoreboard using the parts of SwiftUI that carry values up and down the tree: rows give
// their points through a PreferenceKey that sums them, the header learns the total with
// onPreferenceChange, the leader is found with a PreferenceKey that keeps the highest and drawn with
// overlayPreferenceValue, and the theme comes down through an @Entry environment value and a key written
// the older way.

struct TotalPointsKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct LeaderKey: PreferenceKey {
    static let defaultValue: Player? = nil
    static func reduce(value: inout Player?, nextValue: () -> Player?) {
        guard let next = nextValue() else { return }
        if value == nil || next.points > value!.points { value = next }
    }
}

struct Player: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var points: Int
}

extension EnvironmentValues {
    @Entry var scoreboardTitle: String = "Game night"
    @Entry var highlightLeader = true
}

private struct RoundNumberKey: EnvironmentKey {
    static let defaultValue = 1
}

extension EnvironmentValues {
    var roundNumber: Int {
        get { self[RoundNumberKey.self] }
        set { self[RoundNumberKey.self] = newValue }
    }
}

struct ScoreboardView: View {
    @State private var players = [
        Player(name: "Ana", points: 12),
        Player(name: "Ben", points: 7),
        Player(name: "Cleo", points: 9),
    ]
    @State private var total = 0
    @State private var round = 1

    var body: some View {
        NavigationStack {
            Form {
                ScoreHeader(total: total)
                Section("Players") {
                    ForEach($players) { $player in
                        PlayerRow(player: $player)
                    }
                }
                .onPreferenceChange(TotalPointsKey.self) { newTotal in
                    total = newTotal
                }
                .overlayPreferenceValue(LeaderKey.self) { leader in
                    if let leader {
                        Text("Leading: \(leader.name)")
                    }
                }
                Section {
                    Button("Next round") { round += 1 }
                }
            }
            .environment(\.scoreboardTitle, "Friday games")
            .environment(\.roundNumber, round)
        }
    }
}

struct ScoreHeader: View {
    let total: Int
    @Environment(\.scoreboardTitle) private var title
    @Environment(\.roundNumber) private var round
    @Environment(\.highlightLeader) private var highlightLeader

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            Text("Round \(round) · \(total) points in all")
            if highlightLeader {
                Text("Leader shown below")
                    .font(.caption)
            }
        }
    }
}

struct PlayerRow: View {
    @Binding var player: Player

    var body: some View {
        Stepper("\(player.name): \(player.points)", value: $player.points, in: 0...99)
            .preference(key: TotalPointsKey.self, value: player.points)
            .transformPreference(LeaderKey.self) { leader in
                leader = player
            }
    }
}
