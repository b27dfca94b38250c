import Foundation

/// UIKit's app object, as SwiftUI code reaches it through `import SwiftUI`: the part that means something
/// on a page, which is opening an address.
///
/// `UIApplication.shared.open(url)` in a button's action sends the browser there, as
/// `@Environment(\.openURL)` does: the post that ran the action answers with a `303` to the address.
/// Only `http`, `https`, `mailto` and `tel` addresses are followed (`canOpenURL(_:)` says which), and the
/// last one opened in a post wins; outside a post's actions (in a view's `body`, in `onAppear`) nothing
/// is opened. `openSettingsURLString` names the device's settings, which a page cannot open: opening it
/// does nothing and completes with `false`.
///
/// What concerns a device's app (its icon, its windows and scenes, remote notifications) is declared
/// unavailable, saying why.
public final class UIApplication: Sendable {
    /// The one app object.
    public static let shared = UIApplication()

    private init() {}

    /// The address of the app's page in the device's Settings: a page has none, so opening it does nothing.
    public static let openSettingsURLString = "app-settings:"

    /// The address of the app's notification settings: a page has none.
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Options of ``open(_:options:completionHandler:)``: none changes what a page does.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only when an app takes the address: a browser follows every address it is sent to.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Sends the browser to `url` when the post whose action calls it is answered (a `303`), as
    /// `openURL(url)` does. The completion handler is called at once, with whether the address is one a
    /// page follows (``canOpenURL(_:)``).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        OpenedURL.record(url)
        completionHandler?(OpenedURL.isFollowed(url))
    }

    /// Whether ``open(_:options:completionHandler:)`` sends the browser to `url`: `http`, `https`,
    /// `mailto` and `tel` addresses only.
    public func canOpenURL(_ url: URL) -> Bool {
        OpenedURL.isFollowed(url)
    }

    /// Accepted: the browser keeps the screen on or lets it sleep by itself.
    public var isIdleTimerDisabled: Bool {
        get { false }
        set {}
    }

    /// Accepted: a page always reads as in the foreground when it is evaluated.
    public var applicationState: State { .active }

    /// Whether the app is in the foreground: a page being evaluated is.
    public enum State: Int, Sendable { case active, inactive, background }

    @available(*, unavailable, message: "applicationIconBadgeNumber is the number on a device's app icon; a page has no icon. Show the count in the page (.badge on a tab or row)")
    public var applicationIconBadgeNumber: Int {
        get { fatalError() }
        set { fatalError() }
    }

    @available(*, unavailable, message: "registerForRemoteNotifications() asks a device for push notifications, which a page without JavaScript cannot receive. Send email, or show what is new on the page")
    public func registerForRemoteNotifications() { fatalError() }

    @available(*, unavailable, message: "setAlternateIconName(_:completionHandler:) changes a device's app icon; a page has no icon. Change the page's favicon in Public/")
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) { fatalError() }

    @available(*, unavailable, message: "connectedScenes lists a device app's windows; a page is one document the server renders. Keep what you need in @State or the visitor's UserDefaults")
    public var connectedScenes: Set<AnyHashable> { fatalError() }

    @available(*, unavailable, message: "windows lists a device app's windows; a page is one document the server renders, with no window to reach")
    public var windows: [Any] { fatalError() }

    @available(*, unavailable, message: "sendAction(_:to:from:for:) sends an Objective-C action along UIKit's responder chain, which a page does not have. To end editing, use @FocusState (focused = nil)")
    public func sendAction(_ action: Any, to target: Any?, from sender: Any?, for event: Any?) -> Bool { fatalError() }
}
