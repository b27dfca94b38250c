/// `PhaseAnimator` and `KeyframeAnimator` as views: a page does not animate, so each draws its content
/// once, for its first phase or its initial value, as a device shows it before the animation starts.

/// Draws its content for each phase in turn on a device; on a page, for the first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    public init<Phases: Sequence>(
        _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        first = phases.first(where: { _ in true })
        self.content = content
    }

    public init<Phases: Sequence, Trigger: Equatable>(
        _ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        self.init(phases, content: content, animation: animation)
    }

    public var body: some View {
        if let first { content(first) }
    }
}

/// Draws its content for the values its keyframes pass through on a device; on a page, for the
/// initial value.
public struct KeyframeAnimator<Value, Content: View>: View {
    let initialValue: Value
    let content: (Value) -> Content

    public init<Keyframes>(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Keyframes
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    public init<Keyframes, Trigger: Equatable>(
        initialValue: Value, trigger: Trigger, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Keyframes
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View { content(initialValue) }
}
