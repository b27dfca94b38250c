import Foundation

extension Timer {
    /// A publisher of the time every `interval` seconds, once connected (`.autoconnect()`).
    ///
    /// On a page a timer ticks for `.onReceive`: each time the visitor is shown the page, the view is
    /// given the ticks that fell since the page was last shown to them (none the first time, as a device
    /// fires first after one interval), so a countdown shows the time left when the page is reloaded;
    /// with JavaScript on, the page reloads itself at the timer's pace while nothing is being edited.
    /// Subscribed anywhere else (`sink` in a model), it gives nothing: a server has no run loop to fire
    /// it on for a visitor who may have left.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// See ``Foundation/Timer/publish(every:tolerance:on:in:options:)``.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscriber.receive(subscription: ListSubscription(AnySubscriber(subscriber), values: [], end: nil))
        }

        public func connect() -> any Cancellable { AnyCancellable {} }
    }
}

/// A publisher that starts giving values once connected.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber comes.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A connectable publisher that connects when the first subscriber comes.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private var connection: (any Cancellable)?

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: subscriber)
            if connection == nil { connection = upstream.connect() }
        }
    }
}
