import Foundation

/// Where and when work runs. On a page a request is one moment, so the operators that take a scheduler
/// (`debounce`, `receive(on:)`…) pass values on at once; the schedulers here also run what is scheduled
/// on them at once, on the calling thread, with later work after its time (see the module's notes).
public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions

    var now: SchedulerTimeType { get }
    var minimumTolerance: SchedulerTimeType.Stride { get }

    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A length of time a scheduler counts in, made from seconds and their fractions: `.milliseconds(300)`.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler's time: seconds since a fixed moment, and its stride, seconds.
public struct SchedulerTime: Strideable, Hashable, Sendable {
    public var date: Date
    public init(_ date: Date) { self.date = date }

    public func distance(to other: SchedulerTime) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    public func advanced(by n: Stride) -> SchedulerTime { SchedulerTime(date.addingTimeInterval(n.timeInterval)) }

    /// Seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Sendable {
        public var timeInterval: TimeInterval
        public var magnitude: TimeInterval { Swift.abs(timeInterval) }

        public init(_ timeInterval: TimeInterval) { self.timeInterval = timeInterval }
        public init(floatLiteral value: Double) { timeInterval = value }
        public init(integerLiteral value: Int) { timeInterval = TimeInterval(value) }
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            timeInterval = value
        }

        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.timeInterval < rhs.timeInterval }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval + rhs.timeInterval) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval - rhs.timeInterval) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval * rhs.timeInterval) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
}

/// The schedulers apps name, which all run work at once here.
public protocol ImmediateRunning: Scheduler where SchedulerTimeType == SchedulerTime {}

extension ImmediateRunning {
    public var now: SchedulerTime { SchedulerTime(Date()) }
    public var minimumTolerance: SchedulerTime.Stride { 0 }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
    public func schedule(after date: SchedulerTime, tolerance: SchedulerTime.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }
    public func schedule(after date: SchedulerTime, interval: SchedulerTime.Stride, tolerance: SchedulerTime.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}

/// Runs work at once, on the calling thread.
public struct ImmediateScheduler: ImmediateRunning, Sendable {
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()
}

extension DispatchQueue: ImmediateRunning {
    public typealias SchedulerTimeType = SchedulerTime
    public struct SchedulerOptions: Sendable {}
}

extension RunLoop: ImmediateRunning {
    public typealias SchedulerTimeType = SchedulerTime
    public struct SchedulerOptions: Sendable {}
}

extension OperationQueue: ImmediateRunning {
    public typealias SchedulerTimeType = SchedulerTime
    public struct SchedulerOptions: Sendable {}
}
