/// Stops what it was made for when cancelled or released: keep it (in a property, or with
/// ``store(in:)-3hyxs``) for as long as values should arrive.
public final class AnyCancellable: Cancellable, Hashable {
    private var stop: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { stop = cancel }
    public init<C: Cancellable>(_ canceller: C) { stop = canceller.cancel }

    deinit { stop?() }

    public func cancel() {
        let stop = self.stop
        self.stop = nil
        stop?()
    }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}

// MARK: sink and assign

extension Subscribers {
    /// Takes every value and the completion, with closures: what ``Publisher/sink(receiveCompletion:receiveValue:)`` makes.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        public private(set) var receiveValue: (Input) -> Void
        public private(set) var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?
        private var isDone = false

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            guard self.subscription == nil, !isDone else {
                subscription.cancel()
                return
            }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            if !isDone { receiveValue(input) }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !isDone else { return }
            receiveCompletion(completion)
            finish()
        }

        public func cancel() {
            guard !isDone else { return }
            subscription?.cancel()
            finish()
        }

        /// Lets go of the closures (and what they hold: often the object that subscribed).
        private func finish() {
            isDone = true
            subscription = nil
            receiveValue = { _ in }
            receiveCompletion = { _ in }
        }
    }

    /// Writes every value to a property of an object.
    public final class Assign<Root, Input>: Subscriber, Cancellable {
        public typealias Failure = Never
        public private(set) var object: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public func receive(subscription: any Subscription) {
            guard self.subscription == nil, object != nil else {
                subscription.cancel()
                return
            }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = input
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) { cancel() }

        public func cancel() {
            subscription?.cancel()
            subscription = nil
            object = nil
        }
    }
}

extension Publisher {
    /// Calls `receiveValue` with every value and `receiveCompletion` at the end, until the returned
    /// cancellable is cancelled or released.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }

    /// Writes every value to `object`'s property at `keyPath`, holding the object until cancelled.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with every value, until the returned cancellable is cancelled or released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
