import Foundation

// A timer's text and a timer's progress as a device shows them at the moment the page is made: a page
// without JavaScript does not tick, and showing the page again (a reload, the next post's answer)
// shows the time then.

extension Text {
    /// The time left in `interval` (`countsDown`), or the time since it began, as a timer shows it
    /// (`4:05`, `1:02:09` with hours), at the moment the page is made; at `pauseTime` instead when the
    /// timer is paused.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = pauseTime ?? Date()
        let clamped = min(max(now, timerInterval.lowerBound), timerInterval.upperBound)
        let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: Self.timerWords(seconds: seconds, showsHours: showsHours))
    }

    /// `m:ss`, or `h:mm:ss` once there are hours to show (all minutes, `75:00`, without `showsHours`).
    static func timerWords(seconds: Double, showsHours: Bool) -> String {
        let whole = seconds.isFinite ? Int(max(seconds, 0).rounded(.down)) : 0
        func twoDigits(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }
        if showsHours, whole >= 3600 {
            return String(whole / 3600) + ":" + twoDigits(whole / 60 % 60) + ":" + twoDigits(whole % 60)
        }
        return String(whole / 60) + ":" + twoDigits(whole % 60)
    }
}

extension ProgressView {
    /// How far through `timerInterval` the moment the page is made is (what is left of it when
    /// `countsDown`), with the time as the current value's label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), value: Self.timerFraction(timerInterval, countsDown: countsDown), total: 1)
    }

    static func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard length > 0 else { return countsDown ? 0 : 1 }
        let elapsed = min(max(Date().timeIntervalSince(interval.lowerBound), 0), length) / length
        return countsDown ? 1 - elapsed : elapsed
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// A timer's progress with its time as the current value's label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            Text(timerInterval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// A timer's progress, unlabelled, its time as the current value's label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: { EmptyView() })
    }
}
