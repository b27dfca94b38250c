/// Combine's vocabulary, written for FormUI: on Linux, where Apple's Combine does not exist, `import
/// Combine` finds this module (through the `Combine` module of this package), and SwiftUI code that
/// keeps models as `ObservableObject`s with `@Published` properties, subscribes with `sink` and
/// `.onReceive`, and chains `map`, `filter` or `debounce` builds as it is.
///
/// What a page makes of time: a request is one moment. Schedulers (`DispatchQueue.main`, `RunLoop.main`)
/// do their work at once, in the request that asked, so that the page the visitor is sent next shows its
/// outcome; `debounce`, `throttle`, `delay` and `receive(on:)` pass each value on at once (a post carries
/// a field's final text: the burst of keystrokes a debounce waits out is already over). A timer ticks
/// for `.onReceive` on a page (see `Timer.publish(every:on:in:)`).

// MARK: Publisher and Subscriber

/// Something that delivers values of `Output` over time, and at most one completion.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Attaches `subscriber`: it is sent a subscription, then values as it asks for them.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` (what `receive(subscriber:)` does, under the name code calls).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// Receives a subscription, then values and a completion from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error

    func receive(subscription: any Subscription)
    /// Takes a value; returns how many more it wants, added to what it asked for before.
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

/// What ties a subscriber to a publisher: how it asks for values, and how it stops them.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

/// Something that can be stopped.
public protocol Cancellable {
    func cancel()
}

/// A unique identity for a subscriber or subscription.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt64
    private static let next = Counter()

    public init() { value = Self.next.take() }
    public init(_ object: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }

    public var description: String { "0x" + String(value, radix: 16) }
}

/// Something that has a ``CombineIdentifier``; a class has one by its identity.
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

// MARK: Subscribers

/// The subscribers that come with the module, and the terms they use.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// How many values a subscriber asks for: a number, or every value.
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        /// nil: unlimited.
        let count: Int?

        private init(_ count: Int?) { self.count = count }

        public static let unlimited = Demand(nil)
        public static let none = Demand(0)
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "A demand cannot be negative")
            return Demand(value)
        }

        /// The number asked for; nil when unlimited.
        public var max: Int? { count }

        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.count, let b = rhs.count else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .unlimited : Demand(sum)
        }
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(Swift.max(rhs, 0)) }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.count else { return .unlimited }
            return Demand(Swift.max(a - rhs, 0))
        }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): false
            case (_, nil): true
            case (let a?, let b?): a < b
            }
        }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A subscriber of any type, with the given input and failure.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscription: (any Subscription) -> Void
    private let receiveValue: (Input) -> Subscribers.Demand
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        combineIdentifier = subscriber.combineIdentifier
        receiveSubscription = subscriber.receive(subscription:)
        receiveValue = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
    }

    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        self.receiveSubscription = receiveSubscription ?? { _ in }
        self.receiveValue = receiveValue ?? { _ in .none }
        self.receiveCompletion = receiveCompletion ?? { _ in }
    }

    public func receive(subscription: any Subscription) { receiveSubscription(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { receiveValue(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
}

/// A subscription that has nothing to give: what a publisher that is done sends.
public enum Subscriptions {
    public static var empty: any Subscription { EmptySubscription() }
}

final class EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
