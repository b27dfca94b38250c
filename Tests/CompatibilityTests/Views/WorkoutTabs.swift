import SwiftUI

// An app's root: a TabView with two tabs, each with a .tabItem and a tag for the selection, a badge on
// one tab, and a button in the first tab that switches to the second.

enum WorkoutTab: Hashable {
    case log, stats
}

struct WorkoutRootView: View {
    @State private var selectedTab: WorkoutTab = .log
    @State private var minutesToday = 0
    @State private var sessions: [Int] = []

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationStack {
                Form {
                    Stepper("Minutes: \(minutesToday)", value: $minutesToday, in: 0...180, step: 10)
                    Button("Save Session") {
                        sessions.append(minutesToday)
                        minutesToday = 0
                    }
                    .disabled(minutesToday == 0)
                    Button("See Stats") {
                        selectedTab = .stats
                    }
                }
                .navigationTitle("Log a Workout")
            }
            .tabItem {
                Label("Log", systemImage: "figure.run")
            }
            .tag(WorkoutTab.log)

            WorkoutStatsView(sessions: sessions)
                .tabItem {
                    Label("Stats", systemImage: "chart.bar")
                }
                .tag(WorkoutTab.stats)
                .badge(sessions.count)
        }
    }
}

struct WorkoutStatsView: View {
    let sessions: [Int]
    @State private var showsAverage = false

    var body: some View {
        NavigationStack {
            List {
                LabeledContent("Sessions", value: "\(sessions.count)")
                LabeledContent("Total minutes", value: "\(sessions.reduce(0, +))")
                Toggle("Show average", isOn: $showsAverage)
                if showsAverage {
                    Text("Average: \(sessions.isEmpty ? 0 : sessions.reduce(0, +) / sessions.count) min")
                }
            }
            .navigationTitle("Stats")
        }
    }
}
