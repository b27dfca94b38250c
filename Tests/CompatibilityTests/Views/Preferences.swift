import SwiftUI

// An appearance preferences screen: enums that are CaseIterable and Identifiable drive pickers in the
// segmented, menu and inline styles, and a preview follows the choices.

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }

    var title: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

enum TextSize: String, CaseIterable, Identifiable {
    case small, medium, large, extraLarge
    var id: String { rawValue }

    var displayName: String {
        switch self {
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .extraLarge: "Extra Large"
        }
    }
}

enum SortOrder: String, CaseIterable, Identifiable {
    case newestFirst = "Newest first"
    case oldestFirst = "Oldest first"
    case alphabetical = "Alphabetical"
    var id: Self { self }
}

struct PreferencesView: View {
    @State private var theme: AppTheme = .system
    @State private var textSize: TextSize = .medium
    @State private var sortOrder: SortOrder = .newestFirst
    @State private var showPreviews = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.title)
                        }
                    }
                    .pickerStyle(.segmented)

                    Picker("Text size", selection: $textSize) {
                        ForEach(TextSize.allCases) { size in
                            Text(size.displayName).tag(size)
                        }
                    }
                    .pickerStyle(.menu)
                }

                Section("Sorting") {
                    Picker("Sort by", selection: $sortOrder) {
                        ForEach(SortOrder.allCases) { order in
                            Text(order.rawValue)
                        }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                    Toggle("Show previews", isOn: $showPreviews)
                }

                Section("Preview") {
                    Text("Theme: \(theme.title), size: \(textSize.displayName), sorted \(sortOrder.rawValue.lowercased())")
                }
            }
            .navigationTitle("Preferences")
            .preferredColorScheme(theme == .dark ? .dark : theme == .light ? .light : nil)
        }
    }
}
