import Dispatch
import Foundation

/// The tasks an action starts: `Task { … }` in a button's action, an `.onChange`, an `.onSubmit` or an
/// `.onAppear` (`Task { selectedImage = try await item?.loadTransferable(type: Image.self) }`).
///
/// On a device such a task finishes a moment later and the screen updates again. A page is answered
/// once, so the request waits for them: what they change is in the page that follows, and is kept with
/// the session. The wait is bounded by ``limit``: a task that runs on (a loop, a wait for the main actor,
/// which a server does not run) is left to itself, and what it changes after that is not reliably kept.
///
/// How: the action runs with a marker bound as a task-local value. `Task { }` copies the task-local
/// values of where it starts (and its own child tasks copy them on), so the marker lives as long as the
/// last task started under it; its end signals the wait. `Task.detached` copies nothing: it is not waited
/// for, as its name says.
///
/// Not yet as on a device: there an action's tasks take turns on the main actor; here two tasks of one
/// action run at once and write the page's state without a lock between them (one task per action that
/// changes state is safe).
enum ActionTasks {
    /// How long a request waits for the tasks its actions started.
    static let limit = 10

    /// Runs `action`, then waits (up to ``limit`` seconds) until every task it started has ended.
    ///
    /// The tasks run on Swift's global executor, whose threads (as many as the machine has cores) must
    /// not all be waiting, here or elsewhere: a server's requests wait on threads of its own (Dispatch's),
    /// never on those. A synchronous test waits on one of them; see DESIGN §4a, "Tasks an action starts".
    static func awaiting(_ action: () -> Void) {
        let ended: DispatchSemaphore
        do {
            let marker = Marker()
            ended = marker.ended
            $current.withValue(marker, operation: action)
        }
        if ended.wait(timeout: .now() + .seconds(limit)) == .timedOut {
            FileHandle.standardError.write(Data(
                "FormUI: a task started by an action was still running after \(limit) seconds; the page was answered without waiting longer, and what the task changes from now on is not kept. Give long work to .task { } on the view, or end the task sooner.\n".utf8))
        }
    }

    /// Kept alive by the tasks started under it; its end means they have all ended.
    final class Marker: Sendable {
        let ended = DispatchSemaphore(value: 0)
        deinit { ended.signal() }
    }

    @TaskLocal static var current: Marker?
}
