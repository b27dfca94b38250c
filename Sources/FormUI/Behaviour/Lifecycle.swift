/// `.onAppear`, `.onDisappear` and `.task`: actions tied to a view being on the page someone sees.
///
/// A view *appears* when a page is shown (a `GET` renders it) and the same session's previous showing of
/// that page (or sub-page) did not have it; it *disappears* when a showing no longer has it. So:
/// - `.onAppear` runs in the render that first shows the view, and the page is then evaluated again, so
///   it shows what the action did (load data, set a default), as SwiftUI updates a view after it appears.
/// - `.onDisappear` runs after the render that no longer shows the view, which is then evaluated again.
///   (At most three evaluations: actions that keep making views appear stop there.)
/// - `.task` runs where `.onAppear` would, and the render waits for it to finish; `.task(id:)` runs again
///   when the id differs from the one the last showing had.
/// Views off stage (the page around a sub-page shown) are not shown, so they have not appeared. Posts,
/// JSON descriptions and pages re-shown after a rejected post are not showings: nothing runs.
/// A visitor without a session (before their first post) starts afresh on every request, so their
/// views appear on every `GET`.
struct LifecycleView<Content: View>: View, TransparentView {
    let content: Content
    let kind: StaticString
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    var taskID: AnyHashable?
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        let key = context.path + "#" + kind.description
        if context.appears(key, onDisappear: onDisappear, id: taskID), let onAppear {
            // `.onAppear { Task { await model.load() } }` shows what it loaded, as `.task` does.
            ActionTasks.awaiting(onAppear)
            context.reports.ranLifecycleActions = true
        }
        context.render(content)
    }
}

extension RenderContext {
    /// Notes that the view with appearance actions `key` is shown in this render, and says whether it
    /// appears (it was not shown last time, or its task id changed). Always false when nothing is shown.
    func appears(_ key: String, onDisappear: (() -> Void)? = nil, id: AnyHashable? = nil) -> Bool {
        guard reports.appearances != nil, !controls.isOffstage else { return false }
        reports.appearances![key] = Appearance(onDisappear: onDisappear, id: id)
        guard let before = state.appearances(subpage: options.navigationPath)?[key] else { return true }
        return before.id != id
    }
}

/// A view shown with appearance actions: what to run when it disappears, and its task's id.
struct Appearance {
    var onDisappear: (() -> Void)?
    var id: AnyHashable?
}

/// Runs an async action to its end while the calling thread waits.
///
/// The task runs on threads of its own (``TaskThreads``), never on Swift's cooperative pool: a caller
/// that is itself on that pool (a test, a server mounted in an async framework) would otherwise wait for
/// a thread it is holding. An action that hops to the main actor cannot finish on a server, which has no
/// main run loop; `.task` code that loads data runs anywhere.
func runToCompletion(_ action: @escaping () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    let box = UncheckedAction(action)
    Task(executorPreference: TaskThreads.shared) {
        await box.action()
        done.signal()
    }
    done.wait()
}

/// An executor on Dispatch's threads for the `.task` actions a render waits for.
final class TaskThreads: TaskExecutor {
    static let shared = TaskThreads()
    private let queue = DispatchQueue(label: "FormUI.task", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

// Sendable: carries a view's action to the queue that runs it; the action runs there alone, as SwiftUI's do.
private struct UncheckedAction: @unchecked Sendable {
    let action: () async -> Void
    init(_ action: @escaping () async -> Void) { self.action = action }
}

extension View {
    /// Runs `action` when the view appears: in the render that first shows it to a session.
    public consuming func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, kind: "onAppear", onAppear: action, onDisappear: nil)
    }

    /// Runs `action` after the first render that no longer shows the view.
    public consuming func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, kind: "onDisappear", onAppear: nil, onDisappear: action)
    }

    /// Runs `action` when the view appears; the render waits for it to finish.
    public consuming func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        LifecycleView(content: self, kind: "task", onAppear: { runToCompletion(action) }, onDisappear: nil)
    }

    /// Runs `action` when the view appears and whenever `id` differs from the last showing's.
    public consuming func task<T: Equatable & Hashable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        LifecycleView(content: self, kind: "task", onAppear: { runToCompletion(action) }, onDisappear: nil, taskID: AnyHashable(value))
    }
}
