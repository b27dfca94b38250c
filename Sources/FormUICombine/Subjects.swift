import Locking

/// A publisher that code sends values into.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// Passes on each value sent to the subscribers there are at that moment (who asked for one).
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public init() {}

    public func send(_ input: Output) { subscribers.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, current: nil)
    }
}

/// Holds a value, gives it to each new subscriber, and passes on every change.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    private let current: Locked<Output>

    public init(_ value: Output) { current = Locked(value) }

    public var value: Output {
        get { current.withLock { $0 } }
        set { send(newValue) }
    }

    public func send(_ input: Output) {
        current.withLock { $0 = input }
        subscribers.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, current: { [current] in current.withLock { $0 } })
    }
}

/// The subscribers of a subject, each with what it asked for. Values are handed over outside the lock,
/// so that a subscriber may send to the subject it listens to.
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
    private let lock = Lock()
    private var attached: [SubjectSubscription<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?

    func attach<S: Subscriber>(_ subscriber: S, current: (() -> Output)?) where S.Input == Output, S.Failure == Failure {
        if let completion = lock.withLock({ self.completion }) {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let subscription = SubjectSubscription(AnySubscriber(subscriber), owner: self, current: current)
        lock.withLock { attached.append(subscription) }
        subscriber.receive(subscription: subscription)
    }

    func send(_ value: Output) {
        let now = lock.withLock { completion == nil ? attached : [] }
        for subscription in now { subscription.offer(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let now: [SubjectSubscription<Output, Failure>] = lock.withLock {
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { attached = [] }
            return attached
        }
        for subscription in now { subscription.complete(completion) }
    }

    func detach(_ subscription: SubjectSubscription<Output, Failure>) {
        lock.withLock { attached.removeAll { $0 === subscription } }
    }
}

final class SubjectSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = Lock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private weak var owner: SubjectSubscribers<Output, Failure>?
    /// A current-value subject's value, given at the first request.
    private var current: (() -> Output)?

    init(_ downstream: AnySubscriber<Output, Failure>, owner: SubjectSubscribers<Output, Failure>, current: (() -> Output)?) {
        self.downstream = downstream
        self.owner = owner
        self.current = current
    }

    func request(_ more: Subscribers.Demand) {
        let first: (() -> Output)? = lock.withLock {
            demand += more
            defer { current = nil }
            return current
        }
        if let first { offer(first()) }
    }

    /// Hands `value` over if the subscriber asked for one.
    func offer(_ value: Output) {
        let taker: AnySubscriber<Output, Failure>? = lock.withLock {
            guard let downstream, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
        guard let taker else { return }
        let more = taker.receive(value)
        if more > 0 { lock.withLock { demand += more } }
    }

    func complete(_ completion: Subscribers.Completion<Failure>) {
        let taker = lock.withLock {
            defer { downstream = nil }
            return downstream
        }
        taker?.receive(completion: completion)
    }

    func cancel() {
        lock.withLock { downstream = nil }
        owner?.detach(self)
    }
}
