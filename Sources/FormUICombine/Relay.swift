/// The subscriber most operators put between a publisher and the next subscriber: each value goes
/// through `step` (nil drops it, and one more is asked for in its place), the completion through
/// `finish`, and the downstream's requests go upstream as they are.
final class Relay<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription {
    private let downstream: Downstream
    private let step: (Input) -> Downstream.Input?
    private let finish: (Subscribers.Completion<Failure>) -> Subscribers.Completion<Downstream.Failure>
    private var upstream: (any Subscription)?

    init(
        _ downstream: Downstream,
        step: @escaping (Input) -> Downstream.Input?,
        finish: @escaping (Subscribers.Completion<Failure>) -> Subscribers.Completion<Downstream.Failure>
    ) {
        self.downstream = downstream
        self.step = step
        self.finish = finish
    }

    func receive(subscription: any Subscription) {
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let output = step(input) else { return .max(1) }
        return downstream.receive(output)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        upstream = nil
        downstream.receive(completion: finish(completion))
    }

    func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

    func cancel() {
        upstream?.cancel()
        upstream = nil
    }
}

extension Relay where Failure == Downstream.Failure {
    convenience init(_ downstream: Downstream, step: @escaping (Input) -> Downstream.Input?) {
        self.init(downstream, step: step, finish: { $0 })
    }
}

extension Subscribers.Completion {
    /// The same completion with its error made another.
    func mapError<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }
}
