import SwiftUI

enum PrefsAppearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

enum PrefsSummaryTime: String, CaseIterable, Identifiable {
    case morning, noon, evening
    var id: String { rawValue }
    var title: String {
        switch self {
        case .morning: return "Morning (8:00)"
        case .noon: return "Noon (12:00)"
        case .evening: return "Evening (18:00)"
        }
    }
}

enum PrefsStartScreen: String, CaseIterable, Identifiable {
    case inbox, today, upcoming, projects
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

/// Every key the settings screen keeps, with its default, so that "Reset to defaults" can clear them all.
enum PrefsKey {
    static let appearance = "prefs.appearance"
    static let accentColor = "prefs.accentColor"
    static let fontSize = "prefs.fontSize"
    static let boldText = "prefs.boldText"
    static let notifications = "prefs.notifications"
    static let summaryTime = "prefs.summaryTime"
    static let startScreen = "prefs.startScreen"
    static let name = "prefs.profile.name"
    static let email = "prefs.profile.email"
    static let showEmail = "prefs.profile.showEmail"

    static let all = [appearance, accentColor, fontSize, boldText, notifications, summaryTime, startScreen,
                      name, email, showEmail]
}

/// A colour kept in UserDefaults as "r,g,b" with components from 0 to 1.
extension Color {
    init(prefsString: String) {
        let parts = prefsString.split(separator: ",").compactMap { Double($0) }
        if parts.count == 3 {
            self.init(red: parts[0], green: parts[1], blue: parts[2])
        } else {
            self = .blue
        }
    }

    var prefsString: String {
        let resolved = resolve(in: EnvironmentValues())
        return [resolved.red, resolved.green, resolved.blue]
            .map { String(format: "%.3f", Double($0)) }
            .joined(separator: ",")
    }
}
