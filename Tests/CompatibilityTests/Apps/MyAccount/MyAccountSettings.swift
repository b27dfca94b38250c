import SwiftUI

enum MyAccountTheme: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: String { rawValue }

    var title: String {
        switch self {
        case .system: "Match system"
        case .light: "Light"
        case .dark: "Dark"
        }
    }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

enum MyAccountDigestTime: String, CaseIterable, Identifiable {
    case morning, noon, evening

    var id: Self { self }

    var title: String {
        switch self {
        case .morning: "8:00 in the morning"
        case .noon: "At noon"
        case .evening: "6:00 in the evening"
        }
    }
}

/// Every key the settings screen keeps, with its default, so that "Reset to defaults" can clear them all.
enum MyAccountKeys {
    static let displayName = "account.displayName"
    static let bio = "account.bio"
    static let theme = "account.theme"
    static let accentHex = "account.accentHex"
    static let textSize = "account.textSize"
    static let notificationsOn = "account.notificationsOn"
    static let dailyDigest = "account.dailyDigest"
    static let digestTime = "account.digestTime"
    static let sounds = "account.sounds"
    static let profilePublic = "account.profilePublic"

    static let all = [displayName, bio, theme, accentHex, textSize, notificationsOn, dailyDigest, digestTime, sounds, profilePublic]

    static let defaultAccentHex = "#007AFF"
}

extension Color {
    /// A colour from `#RRGGBB`; blue when the text is not one.
    init(accountHex hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else {
            self = .blue
            return
        }
        self.init(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255
        )
    }

    /// `#RRGGBB`, read through the colour's resolved components.
    var accountHex: String {
        let resolved = resolve(in: EnvironmentValues())
        let red = Int((resolved.red * 255).rounded())
        let green = Int((resolved.green * 255).rounded())
        let blue = Int((resolved.blue * 255).rounded())
        return String(format: "#%02X%02X%02X", red, green, blue)
    }
}
