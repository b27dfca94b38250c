import Locking

extension Publishers {
    /// Gives both publishers' latest values each time either gives one, once each has given one.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = Join<A.Output, B.Output, Failure>(AnySubscriber(subscriber), sources: 2)
            subscriber.receive(subscription: join)
            a.subscribe(join.side { join.update(first: $0) })
            b.subscribe(join.side { join.update(second: $0) })
        }
    }

    /// Gives the values of both publishers as they come.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = Join<Output, Output, Failure>(AnySubscriber(subscriber), sources: 2)
            subscriber.receive(subscription: join)
            a.subscribe(join.side { join.pass($0) })
            b.subscribe(join.side { join.pass($0) })
        }
    }
}

extension Publisher {
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}

/// Two upstreams feeding one subscriber. Each upstream is asked for every value; the downstream's
/// demand is kept: a value that finds none waiting is held (the latest one) until it asks.
final class Join<First, Second, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = Lock()
    private var downstream: AnySubscriber<(First, Second), Failure>?
    private var passing: AnySubscriber<First, Failure>?
    private var first: First?
    private var second: Second?
    private var demand = Subscribers.Demand.none
    private var held: Any?
    private var sides: [any Subscription] = []
    private var running: Int

    init(_ downstream: AnySubscriber<(First, Second), Failure>, sources: Int) {
        self.downstream = downstream
        running = sources
    }

    init(_ downstream: AnySubscriber<First, Failure>, sources: Int) where First == Second {
        passing = downstream
        running = sources
    }

    func side<Input>(_ take: @escaping (Input) -> Void) -> AnySubscriber<Input, Failure> {
        AnySubscriber(
            receiveSubscription: { [weak self] subscription in
                guard let self else { return subscription.cancel() }
                lock.withLock { sides.append(subscription) }
                subscription.request(.unlimited)
            },
            receiveValue: { value in
                take(value)
                return .none
            },
            receiveCompletion: { [weak self] completion in self?.end(completion) }
        )
    }

    func update(first value: First) {
        let pair: (First, Second)? = lock.withLock {
            first = value
            guard let second else { return nil }
            return (value, second)
        }
        if let pair { deliver(pair) }
    }

    func update(second value: Second) {
        let pair: (First, Second)? = lock.withLock {
            second = value
            guard let first else { return nil }
            return (first, value)
        }
        if let pair { deliver(pair) }
    }

    func pass(_ value: First) { deliver(value) }

    private func deliver(_ value: Any) {
        let canGive = lock.withLock {
            guard demand > 0 else {
                held = value
                return false
            }
            demand -= 1
            return true
        }
        guard canGive else { return }
        give(value)
    }

    private func give(_ value: Any) {
        let more: Subscribers.Demand
        if let passing, let value = value as? First {
            more = passing.receive(value)
        } else if let downstream, let pair = value as? (First, Second) {
            more = downstream.receive(pair)
        } else {
            return
        }
        if more > 0 { lock.withLock { demand += more } }
    }

    func request(_ more: Subscribers.Demand) {
        let waiting: Any? = lock.withLock {
            demand += more
            guard demand > 0, let value = held else { return nil }
            held = nil
            demand -= 1
            return value
        }
        if let waiting { give(waiting) }
    }

    private func end(_ completion: Subscribers.Completion<Failure>) {
        let finished: Bool = lock.withLock {
            if case .failure = completion { running = 0 } else { running -= 1 }
            return running == 0
        }
        guard finished else { return }
        let (downstream, passing) = lock.withLock { (self.downstream, self.passing) }
        downstream?.receive(completion: completion)
        passing?.receive(completion: completion)
        cancel()
    }

    func cancel() {
        let sides: [any Subscription] = lock.withLock {
            downstream = nil
            passing = nil
            defer { self.sides = [] }
            return self.sides
        }
        for side in sides { side.cancel() }
    }
}
