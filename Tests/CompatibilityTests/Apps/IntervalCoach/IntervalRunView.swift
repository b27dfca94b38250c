import Combine
import SwiftUI

struct IntervalRunView: View {
    let plan: IntervalPlan
    let sound: IntervalSound

    @Environment(\.presentationMode) private var presentationMode
    @AppStorage("intervalCoach.completed") private var completedWorkouts = 0
    @State private var phaseIndex = 0
    @State private var secondsLeft: Int
    @State private var isRunning = false
    @State private var isFinished = false
    @State private var cues: [String] = []

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    init(plan: IntervalPlan, sound: IntervalSound) {
        self.plan = plan
        self.sound = sound
        _secondsLeft = State(initialValue: plan.phases.first?.seconds ?? 0)
    }

    private var phase: IntervalPhase {
        plan.phases[min(phaseIndex, plan.phases.count - 1)]
    }

    private var phaseColor: Color {
        switch phase.kind {
        case .warmUp: return .orange
        case .work: return .red
        case .rest: return .green
        }
    }

    var body: some View {
        VStack(spacing: 20) {
            Text(phase.kind.rawValue.uppercased())
                .font(.largeTitle)
                .fontWeight(.heavy)
                .foregroundColor(phaseColor)

            if phase.kind != .warmUp {
                Text("Round \(phase.round) of \(plan.rounds)")
                    .font(.headline)
            }

            Text(intervalClock(secondsLeft))
                .font(.system(size: 72, weight: .bold, design: .monospaced))

            ProgressView(value: Double(phaseIndex), total: Double(plan.phases.count))
                .padding(.horizontal)

            HStack(spacing: 16) {
                Button(isRunning ? "Pause" : "Start") {
                    isRunning.toggle()
                }
                .buttonStyle(.borderedProminent)
                .disabled(isFinished)

                Button("Skip") {
                    advance()
                }
                .buttonStyle(.bordered)
                .disabled(isFinished)
            }

            if let lastCue = cues.last, sound != .silent {
                Text(lastCue)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
        }
        .padding()
        .navigationBarTitle("Workout", displayMode: .inline)
        .onReceive(timer) { _ in
            guard isRunning else { return }
            if secondsLeft > 1 {
                secondsLeft -= 1
            } else {
                advance()
            }
        }
        .alert("Workout complete!", isPresented: $isFinished) {
            Button("Done") {
                presentationMode.wrappedValue.dismiss()
            }
        } message: {
            Text("\(plan.rounds) rounds in \(intervalClock(plan.totalSeconds)). Nice work.")
        }
    }

    private func advance() {
        if phaseIndex + 1 < plan.phases.count {
            phaseIndex += 1
            secondsLeft = phase.seconds
            cues.append("\(sound.title): \(phase.kind.rawValue)")
        } else {
            secondsLeft = 0
            isRunning = false
            isFinished = true
            completedWorkouts += 1
        }
    }
}
