import Locking

/// The namespace of the publishers the operators make (`Publishers.Map`, `Publishers.Autoconnect`…).
public enum Publishers {}

/// Gives one value, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: ListSubscription(AnySubscriber(subscriber), values: [output], end: .finished))
    }
}

/// Gives no value; finishes at once, unless made with `completeImmediately: false`.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    public let completeImmediately: Bool

    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: ListSubscription(AnySubscriber(subscriber), values: [], end: completeImmediately ? .finished : nil))
    }

    public static func == (lhs: Empty, rhs: Empty) -> Bool { lhs.completeImmediately == rhs.completeImmediately }
}

/// Fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure

    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: ListSubscription(AnySubscriber(subscriber), values: [], end: .failure(error)))
    }
}

extension Publishers {
    /// Gives the elements of a sequence, then finishes: `[1, 2, 3].publisher`.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements

        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: ListSubscription(AnySubscriber(subscriber), values: Array(sequence), end: .finished))
        }
    }
}

extension Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Runs its closure once, when made, and gives its one result to every subscriber.
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let result = ResultBox<Output, Failure>()

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        let result = self.result
        attemptToFulfill { result.fulfil($0) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let downstream = AnySubscriber(subscriber)
        result.whenFulfilled { outcome in
            switch outcome {
            case .success(let value): downstream.receive(subscription: ListSubscription(downstream, values: [value], end: .finished))
            case .failure(let error): downstream.receive(subscription: ListSubscription(downstream, values: [], end: .failure(error)))
            }
        }
    }
}

/// A future's result, and who waits for it.
final class ResultBox<Output, Failure: Error>: @unchecked Sendable {
    private let lock = Lock()
    private var outcome: Result<Output, Failure>?
    private var waiting: [(Result<Output, Failure>) -> Void] = []

    func fulfil(_ result: Result<Output, Failure>) {
        let waiters: [(Result<Output, Failure>) -> Void] = lock.withLock {
            guard outcome == nil else { return [] }
            outcome = result
            defer { waiting = [] }
            return waiting
        }
        for waiter in waiters { waiter(result) }
    }

    func whenFulfilled(_ body: @escaping (Result<Output, Failure>) -> Void) {
        let now: Result<Output, Failure>? = lock.withLock {
            if outcome == nil { waiting.append(body) }
            return outcome
        }
        if let now { body(now) }
    }
}

/// Makes its publisher anew for each subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher

    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

/// A publisher whose type is hidden: what ``Publisher/eraseToAnyPublisher()`` returns.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (AnySubscriber<Output, Failure>) -> Void

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attach = { publisher.receive(subscriber: $0) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriber(subscriber))
    }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// Gives a fixed list of values as they are asked for, then its end (nil: never ends).
final class ListSubscription<Output, Failure: Error>: Subscription {
    private var downstream: AnySubscriber<Output, Failure>?
    private var values: [Output]
    private var next = 0
    private let end: Subscribers.Completion<Failure>?
    private var demand = Subscribers.Demand.none
    private var isDelivering = false

    init(_ downstream: AnySubscriber<Output, Failure>, values: [Output], end: Subscribers.Completion<Failure>?) {
        self.downstream = downstream
        self.values = values
        self.end = end
    }

    func request(_ more: Subscribers.Demand) {
        demand += more
        // A subscriber that asks for more while taking a value is served by the loop already running.
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while let downstream, next < values.count, demand > 0 {
            demand -= 1
            let value = values[next]
            next += 1
            demand += downstream.receive(value)
        }
        if let downstream, next == values.count, let end {
            self.downstream = nil
            downstream.receive(completion: end)
        }
    }

    func cancel() { downstream = nil }
}
