import Foundation

/// What a showing of a page used of the session's state.
struct StateInUse {
    var keyPrefixes: Set<String> = []
    var retainedPaths: [String] = []
}

extension RenderContext {
    /// Notes that the view at `keyPrefix` (`path#`) is on the page shown, so its state is kept.
    @inline(__always)
    func noteStateInUse(_ keyPrefix: String) {
        if reports.stateInUse != nil { reports.stateInUse!.keyPrefixes.insert(keyPrefix) }
    }

    /// Keeps the state of every view below the current position, evaluated or not.
    func retainStateBelow() {
        if reports.stateInUse != nil { reports.stateInUse!.retainedPaths.append(path + ".") }
    }
}
