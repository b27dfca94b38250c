import Combine
import Foundation

enum FocusPhase: String, Codable {
    case focus = "Focus"
    case shortBreak = "Break"

    var next: FocusPhase { self == .focus ? .shortBreak : .focus }
}

final class FocusTimerViewModel: ObservableObject {
    @Published private(set) var phase: FocusPhase = .focus
    @Published private(set) var secondsRemaining: Int
    @Published private(set) var isRunning = false
    @Published private(set) var completedSessions = 0
    @Published private(set) var timeText = ""
    @Published private(set) var log: [String] = []

    private var focusSeconds: Int
    private var breakSeconds: Int
    private var cancellables = Set<AnyCancellable>()

    init(focusMinutes: Int = 25, breakMinutes: Int = 5) {
        focusSeconds = focusMinutes * 60
        breakSeconds = breakMinutes * 60
        secondsRemaining = focusMinutes * 60

        $secondsRemaining
            .map { seconds in
                String(format: "%02d:%02d", seconds / 60, seconds % 60)
            }
            .assign(to: &$timeText)

        $completedSessions
            .dropFirst()
            .sink { [weak self] count in
                self?.log.insert("Finished focus session \(count)", at: 0)
            }
            .store(in: &cancellables)
    }

    var progress: Double {
        let total = Double(phase == .focus ? focusSeconds : breakSeconds)
        return total == 0 ? 0 : 1 - Double(secondsRemaining) / total
    }

    func configure(focusMinutes: Int, breakMinutes: Int) {
        let wasFresh = !isRunning && secondsRemaining == (phase == .focus ? focusSeconds : breakSeconds)
        focusSeconds = focusMinutes * 60
        breakSeconds = breakMinutes * 60
        if wasFresh {
            secondsRemaining = phase == .focus ? focusSeconds : breakSeconds
        }
    }

    func start() { isRunning = true }

    func pause() { isRunning = false }

    func reset() {
        isRunning = false
        phase = .focus
        secondsRemaining = focusSeconds
    }

    func skip() {
        advancePhase()
    }

    func tick() {
        guard isRunning else { return }
        if secondsRemaining > 0 {
            secondsRemaining -= 1
        }
        if secondsRemaining == 0 {
            if phase == .focus {
                completedSessions += 1
            }
            advancePhase()
        }
    }

    private func advancePhase() {
        phase = phase.next
        secondsRemaining = phase == .focus ? focusSeconds : breakSeconds
    }
}
