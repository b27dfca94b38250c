/// `.onReceive(_:perform:)`: an action run with each value a publisher gives while the view is on the
/// page.
///
/// On a device the view listens from the moment it appears until it leaves the screen. On a page it
/// listens while a request evaluates it:
/// - a value sent while a post runs (a button's action sends into a subject, a `@Published` property
///   changes) reaches the action, whose changes the post keeps;
/// - a value the publisher gives as it is subscribed to (`Just`, a `CurrentValueSubject`, a `@Published`
///   property's current value) is taken when the view *appears* (`Behaviour/Lifecycle.swift`), as a
///   device takes it once, and not again on every request;
/// - a timer (`Timer.publish(every:on:in:).autoconnect()`) gives, each time the page is shown, one tick
///   for every interval since the view was last shown to the visitor: none when it appears, as a device
///   fires first after one interval. With JavaScript on the page is shown again at the timer's pace.
/// A showing whose action ran is evaluated again, as after `.onAppear`, so the page shows what it did.
struct ReceiverView<Content: View, Source: Publisher>: View, TransparentView where Source.Failure == Never {
    let content: Content
    let source: Source
    let action: (Source.Output) -> Void
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        listen(in: context)
        context.render(content)
    }

    private func listen(in context: RenderContext) {
        let isShowing = context.reports.appearances != nil
        switch context.pass {
        case .show where isShowing: break
        case .describe, .decode: break
        case .show, .watchChanges, .locate: return
        }
        let key = context.path + "#onReceive"
        let appears = context.appears(key)
        if let interval = Self.timerInterval(source) {
            if isShowing { tick(every: interval, key: key, appears: appears, in: context) }
            return
        }
        // Values given while subscribing are the publisher's current ones: a device takes them when
        // the view appears. Later ones come from the request's own work.
        var isSubscribing = true
        let action = self.action
        let subscription = source.sink { [weak context] value in
            guard !isSubscribing || appears else { return }
            action(value)
            if isShowing { context?.reports.ranLifecycleActions = true }
        }
        isSubscribing = false
        context.reports.subscriptions.append(subscription)
    }

    /// Gives the ticks that fell since the view was last shown, and keeps the time of the last one.
    private func tick(every interval: TimeInterval, key: String, appears: Bool, in context: RenderContext) {
        guard interval > 0 else { return }
        context.reports.timerInterval = Swift.min(context.reports.timerInterval ?? interval, interval)
        let now = Date()
        let last = context.state.value(for: key, as: Date.self)
        guard !appears, let last, last <= now else {
            context.state.write(now, for: key)
            return
        }
        let due = Int((now.timeIntervalSince(last) / interval).rounded(.down))
        guard due > 0 else { return }
        // A visitor back after a long time is given the last ticks only: an action per tick is work.
        let given = Swift.min(due, Self.ticksGiven)
        for tick in (due - given + 1)...due {
            if let date = last.addingTimeInterval(Double(tick) * interval) as? Source.Output { action(date) }
        }
        context.state.write(last.addingTimeInterval(Double(due) * interval), for: key)
        context.reports.ranLifecycleActions = true
    }

    /// The most ticks a showing gives at once.
    static var ticksGiven: Int { 3_600 }

    private static func timerInterval(_ source: Source) -> TimeInterval? {
        if let timer = source as? Timer.TimerPublisher { return timer.interval }
        if let timer = source as? Publishers.Autoconnect<Timer.TimerPublisher> { return timer.upstream.interval }
        return nil
    }
}

extension View {
    /// Runs `action` with each value `publisher` gives while the view is on the page (see how a page
    /// listens: `ReceiverView`).
    public consuming func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        ReceiverView(content: self, source: publisher, action: action)
    }
}
