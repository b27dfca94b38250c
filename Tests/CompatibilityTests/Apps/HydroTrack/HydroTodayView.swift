import SwiftUI

struct HydroTodayView: View {
    @EnvironmentObject private var store: HydroStore
    @AppStorage("hydro.goal") private var goal = 2000.0
    @AppStorage("hydro.glassSize") private var glassSize = 250

    private var progress: Double {
        min(Double(store.todayMillilitres) / goal, 1)
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Gauge(value: progress) {
                    Text("Today")
                } currentValueLabel: {
                    Text("\(Int(progress * 100))%")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.cyan)
                .scaleEffect(1.6)
                .padding(.vertical, 24)

                Text("\(store.todayMillilitres) of \(Int(goal)) ml")
                    .font(.title2.monospacedDigit())

                if store.todayMillilitres >= Int(goal) {
                    Label("Goal reached!", systemImage: "checkmark.circle.fill")
                        .foregroundColor(.green)
                } else {
                    Text("\(Int(goal) - store.todayMillilitres) ml to go")
                        .foregroundStyle(.secondary)
                }

                HStack(spacing: 12) {
                    Button {
                        store.add(millilitres: glassSize)
                    } label: {
                        Label("Add a glass", systemImage: "plus")
                    }
                    .buttonStyle(.borderedProminent)

                    Button("Add a bottle") {
                        store.add(millilitres: 500)
                    }
                    .buttonStyle(.bordered)
                }

                Button("Undo a glass", role: .destructive) {
                    store.undoLast(millilitres: glassSize)
                }
                .disabled(store.todayMillilitres == 0)

                Spacer()

                Button("Finish day") {
                    store.finishDay(goal: Int(goal))
                }
                .buttonBorderShape(.capsule)
                .buttonStyle(.bordered)
            }
            .padding()
            .navigationTitle("Hydration")
        }
    }
}
