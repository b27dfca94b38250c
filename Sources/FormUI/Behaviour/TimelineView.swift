import Foundation

/// A view that is drawn again on a schedule (`.periodic(from:by:)`, `.everyMinute`, `.animation`).
///
/// A page without JavaScript is not redrawn by itself: its content is drawn for the moment the page
/// is made, and again for the moment it is shown next (a reload, the answer to a post).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let content: (Context) -> Content

    /// What the content is drawn for.
    public typealias Context = TimelineViewDefaultContext

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(Context(date: Date(), cadence: .live))
    }
}

/// What a ``TimelineView``'s content is drawn for: the moment, and how often it would be drawn again.
public struct TimelineViewDefaultContext: Sendable {
    public let date: Date
    public let cadence: Cadence

    /// How often a device redraws the timeline; a page's is once per showing.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// The moments a ``TimelineView`` is drawn for.
public protocol TimelineSchedule {}

/// Every `interval` from `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public init(from startDate: Date, by interval: TimeInterval) {}
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
}

/// As often as the screen is redrawn, `minimumInterval` apart at least.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// At the moments given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
