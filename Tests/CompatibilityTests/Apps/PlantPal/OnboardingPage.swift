import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let title: String
    let subtitle: String
    let symbol: String
    let color: Color

    static let all: [OnboardingPage] = [
        OnboardingPage(id: 0, title: "Welcome to PlantPal", subtitle: "Keep every houseplant happy.",
                       symbol: "leaf.fill", color: .green),
        OnboardingPage(id: 1, title: "Never Miss a Watering", subtitle: "See at a glance which plants are thirsty.",
                       symbol: "drop.fill", color: .blue),
        OnboardingPage(id: 2, title: "Grow Your Jungle", subtitle: "Add plants as your collection grows.",
                       symbol: "sun.max.fill", color: .orange),
    ]
}

struct PottedPlant: Identifiable {
    let id = UUID()
    var name: String
    var room: String
    var waterEveryDays: Int
    var daysSinceWatered: Int

    var needsWater: Bool { daysSinceWatered >= waterEveryDays }
}
