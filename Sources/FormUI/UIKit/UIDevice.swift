import Foundation

/// UIKit's device, as SwiftUI code reaches it through `import SwiftUI`: on a page, a web browser the server
/// knows nothing about.
///
/// What a page says:
///
/// | property | value |
/// |---|---|
/// | `name`, `model`, `localizedModel` | `"Web browser"` |
/// | `systemName` | `"Web"` |
/// | `systemVersion` | `""`: the browser's version is not known to the server |
/// | `userInterfaceIdiom` | `.unspecified`: a page is the same page on a phone, a tablet and a computer (and `horizontalSizeClass` is `.regular`) |
/// | `orientation` | `.unknown` |
/// | `identifierForVendor` | `nil`, as on a device before it is unlocked: a visitor's session is what identifies them |
/// | `batteryLevel`, `batteryState` | `-1`, `.unknown`, as UIKit answers while battery monitoring is off |
/// | `isMultitaskingSupported` | `false` |
///
/// The `begin…`/`end…` methods and `isBatteryMonitoringEnabled` are accepted and change nothing.
public final class UIDevice: Sendable {
    /// The device the page is shown on: any browser.
    public static let current = UIDevice()

    private init() {}

    /// `"Web browser"`: the server does not know the visitor's device.
    public var name: String { "Web browser" }
    /// `"Web browser"`.
    public var model: String { "Web browser" }
    /// `"Web browser"`.
    public var localizedModel: String { "Web browser" }
    /// `"Web"`.
    public var systemName: String { "Web" }
    /// `""`: the server does not know the browser's version.
    public var systemVersion: String { "" }
    /// `.unspecified`: one page serves phones, tablets and computers alike.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
    /// `.unknown`: the server does not see how the device is held.
    public var orientation: UIDeviceOrientation { .unknown }
    /// `nil`: a visitor's session identifies them, not their device.
    public var identifierForVendor: UUID? { nil }
    /// `false`.
    public var isMultitaskingSupported: Bool { false }
    /// `-1`, as UIKit answers while battery monitoring is off: the server does not see the battery.
    public var batteryLevel: Float { -1 }
    /// `.unknown`: the server does not see the battery.
    public var batteryState: BatteryState { .unknown }

    /// Accepted: reads `false`, and setting it changes nothing.
    public var isBatteryMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Accepted: reads `false`, and setting it changes nothing.
    public var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Accepted: no orientation notifications come.
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Accepted.
    public func endGeneratingDeviceOrientationNotifications() {}
    /// Accepted: a page makes no clicks of its own.
    public func playInputClick() {}

    /// The battery's state: `.unknown` on a page.
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }
}
