// The operators SwiftUI apps chain on a publisher. Each is a publisher type of `Publishers`, as in
// Apple's Combine, that puts a `Relay` between its upstream and the subscriber.

extension Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(Relay(subscriber, step: { Optional.some(transform($0)) }))
        }
    }

    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            let transform = self.transform
            let failing = FailingRelay(subscriber)
            upstream.subscribe(Relay(failing, step: { input in
                do { return try transform(input) } catch {
                    failing.fail(error)
                    return nil
                }
            }, finish: { $0.mapError { $0 as any Error } }))
        }
    }

    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(Relay(subscriber, step: { $0 }, finish: { $0.mapError(transform) }))
        }
    }

    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(Relay(subscriber, step: { isIncluded($0) ? $0 : nil }))
        }
    }

    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Relay(subscriber, step: transform))
        }
    }

    /// Passes a value on only when it differs from the one before.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var last: Output?
            upstream.subscribe(Relay(subscriber, step: { value in
                defer { last = value }
                if let last, predicate(last, value) { return nil }
                return value
            }))
        }
    }

    /// Leaves out the first `count` values.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var left = count
            upstream.subscribe(Relay(subscriber, step: { value in
                guard left == 0 else {
                    left -= 1
                    return nil
                }
                return value
            }))
        }
    }

    /// Gives each value with what the closure made of the ones before: `scan(0, +)` is a running total.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var result = initialResult
            let next = nextPartialResult
            upstream.subscribe(Relay(subscriber, step: { value in
                result = next(result, value)
                return result
            }))
        }
    }

    /// Gives the upstream's values; an error becomes the given value, and the end.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let replacement = output
            upstream.subscribe(Relay(subscriber, step: { $0 }, finish: { completion in
                if case .failure = completion { _ = subscriber.receive(replacement) }
                return .finished
            }))
        }
    }

    /// The upstream, whose failure type is now another (it never fails).
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Relay(subscriber, step: { $0 }, finish: { _ in .finished }))
        }
    }

    /// Runs closures on the way: what `handleEvents(receiveOutput:…)` makes.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        let receiveOutput: ((Output) -> Void)?
        let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let receiveOutput = self.receiveOutput
            let receiveCompletion = self.receiveCompletion
            upstream.subscribe(Relay(subscriber, step: { value in
                receiveOutput?(value)
                return value
            }, finish: { completion in
                receiveCompletion?(completion)
                return completion
            }))
        }
    }

    /// Passes values on at once: on a page, a request is one moment (see the module's notes). What
    /// `debounce`, `throttle`, `delay`, `receive(on:)` and `subscribe(on:)` make.
    public struct AtOnce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }

    public typealias Debounce<Upstream: Publisher, Context: Scheduler> = AtOnce<Upstream, Context>
    public typealias Throttle<Upstream: Publisher, Context: Scheduler> = AtOnce<Upstream, Context>
    public typealias Delay<Upstream: Publisher, Context: Scheduler> = AtOnce<Upstream, Context>
    public typealias ReceiveOn<Upstream: Publisher, Context: Scheduler> = AtOnce<Upstream, Context>
    public typealias SubscribeOn<Upstream: Publisher, Context: Scheduler> = AtOnce<Upstream, Context>
}

/// Ends a try-operator's stream with the error its closure threw, and drops what comes after.
final class FailingRelay<Downstream: Subscriber>: Subscriber, Subscription where Downstream.Failure == any Error {
    typealias Input = Downstream.Input
    typealias Failure = any Error
    private let downstream: Downstream
    private var upstream: (any Subscription)?
    private var isDone = false

    init(_ downstream: Downstream) { self.downstream = downstream }

    func receive(subscription: any Subscription) {
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand { isDone ? .none : downstream.receive(input) }

    func receive(completion: Subscribers.Completion<any Error>) {
        guard !isDone else { return }
        isDone = true
        downstream.receive(completion: completion)
    }

    func fail(_ error: any Error) {
        upstream?.cancel()
        upstream = nil
        receive(completion: .failure(error))
    }

    func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }
    func cancel() {
        upstream?.cancel()
        upstream = nil
    }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: { $0[keyPath: keyPath] })
    }

    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveOutput: receiveOutput, receiveCompletion: receiveCompletion)
    }

    /// Passes each value on at once: on a page, the quiet time a debounce waits for is over by the time
    /// a post arrives (see the module's notes).
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.AtOnce(upstream: self)
    }

    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.AtOnce(upstream: self)
    }

    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        Publishers.AtOnce(upstream: self)
    }

    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.AtOnce(upstream: self)
    }

    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.AtOnce(upstream: self)
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

extension Publisher where Failure == Never {
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
