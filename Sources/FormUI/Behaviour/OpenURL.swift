import Foundation

/// `@Environment(\.openURL) private var openURL`, then `openURL(url)` in an action: the post that ran the
/// action answers with a `303` to the address, so the browser opens it as a phone would. Only `http`,
/// `https`, `mailto` and `tel` addresses are followed; the last one opened in a post wins.
public struct OpenURLAction: Sendable {
    public init() {}

    public func callAsFunction(_ url: URL) {
        OpenedURL.record(url)
    }

    /// The same with a completion SwiftUI calls with whether the address was accepted.
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
        let accepted = OpenedURL.isFollowed(url)
        OpenedURL.record(url)
        completion(accepted)
    }
}

extension EnvironmentValues {
    /// Opens an address from an action (see ``OpenURLAction``).
    public var openURL: OpenURLAction { OpenURLAction() }
}

/// The address an action of the post under way asked to open, kept per thread: a post's actions run on
/// the thread that decodes it, after its evaluation.
enum OpenedURL {
    private final class Box {
        var url: URL?
    }

    private static let slot = ThreadBound<Box>()

    /// Runs a post's actions, and answers the address one of them opened (a safe one only).
    static func collecting(_ body: () -> Void) -> URL? {
        let box = Box()
        slot.bind(box, during: body)
        return box.url.flatMap { isFollowed($0) ? $0 : nil }
    }

    static func record(_ url: URL) {
        slot.current?.url = url
    }

    static func isFollowed(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https" || scheme == "mailto" || scheme == "tel"
    }
}
