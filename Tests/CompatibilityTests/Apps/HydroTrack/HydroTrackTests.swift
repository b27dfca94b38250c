import FormUITesting
import Foundation
import SwiftUI
import Testing

/// The water tracker: glasses added to today's total kept in UserDefaults by the store, a goal slider
/// in @AppStorage, days moved to a history, and a reset; each visitor's device is their own.
@Suite struct HydroTrackTests {
    @Test func glassesAddUpTowardsTheGoal() throws {
        let tester = ViewTester(app: HydroTrackApp.self)
        #expect(tester.title == "Hydration")
        var html = tester.html()
        #expect(html.contains("0 of 2000 ml"))
        #expect(html.contains("2000 ml to go"))
        #expect(tester.control(labelled: "Undo a glass")?.disabled == true)

        try tester.press("Add a glass")
        try tester.press("Add a glass")
        try tester.press("Add a bottle")
        html = tester.html()
        #expect(html.contains("1000 of 2000 ml"))
        #expect(html.contains("50%"))
        #expect(tester.control(labelled: "Today")?.value == "0.5")
        try tester.press("Undo a glass")
        #expect(tester.html().contains("750 of 2000 ml"))
    }

    @Test func todaysTotalIsKeptOnTheVisitorsDeviceOnly() throws {
        let ada = ViewTester(app: HydroTrackApp.self)
        try ada.press("Add a bottle")
        try ada.press("Add a glass")
        #expect(ada.html().contains("750 of 2000 ml"))

        let adaAgain = ViewTester(sharingSessionWith: ada) { HydroTrackRootView() }
        #expect(adaAgain.html().contains("750 of 2000 ml"), "a new store reads what the first one saved")

        let grace = ViewTester(app: HydroTrackApp.self)
        #expect(grace.html().contains("0 of 2000 ml"), "another visitor never sees it")
        try grace.press("Add a glass")
        #expect(grace.html().contains("250 of 2000 ml"))
        #expect(ada.html().contains("750 of 2000 ml"))
    }

    @Test func theGoalAndGlassSizeComeFromSettings() throws {
        let tester = ViewTester(app: HydroTrackApp.self)
        tester.query = ["tab": "settings"]
        #expect(tester.control("goal")?.value == "2000")
        try tester.post(["goal": "1000"])
        #expect(tester.html().contains("1000 ml a day"))
        try tester.perform(action: "glass-size-ml.increment")
        try tester.perform(action: "glass-size-ml.increment")
        #expect(tester.html().contains("Glass size: 350 ml"))

        tester.query = ["tab": "today"]
        try tester.press("Add a glass")
        try tester.press("Add a glass")
        let html = tester.html()
        #expect(html.contains("700 of 1000 ml"))
        try tester.press("Add a glass")
        #expect(tester.html().contains("Goal reached!"))
        #expect(tester.html().contains("100%"))

        let other = ViewTester(app: HydroTrackApp.self)
        #expect(other.html().contains("0 of 2000 ml"))
    }

    @Test func finishedDaysMakeAHistoryAndResetClearsEverything() throws {
        let tester = ViewTester(app: HydroTrackApp.self)
        tester.query = ["tab": "history"]
        #expect(tester.html().contains("No finished days yet"))

        tester.query = ["tab": "today"]
        for _ in 0..<4 { try tester.press("Add a bottle") }
        try tester.press("Finish day")
        #expect(tester.html().contains("0 of 2000 ml"))
        try tester.press("Add a glass")
        try tester.press("Finish day")

        tester.query = ["tab": "history"]
        var html = tester.html()
        #expect(html.contains("2000 / 2000 ml"))
        #expect(html.contains("250 / 2000 ml"))
        #expect(html.contains("Streak: 0 days"), "the latest day missed the goal")
        let deleteLatest = try #require(tester.controls.first { $0.label == "Row 1" }?.actions?.first?.value)
        try tester.perform(action: deleteLatest)
        #expect(tester.html().contains("Streak: 1 days"))

        tester.query = ["tab": "settings"]
        try tester.post(["goal": "3000"])
        try tester.press("Reset all data")
        html = tester.html()
        #expect(html.contains("Reset everything?"))
        try tester.press("Reset")
        #expect(tester.control("goal")?.value == "2000", "the goal's key was removed: its default again")

        tester.query = ["tab": "history"]
        #expect(tester.html().contains("No finished days yet"))
        let again = ViewTester(sharingSessionWith: tester) { HydroTrackRootView() }
        #expect(again.html().contains("0 of 2000 ml"))
    }

    @Test func theHistoryTabShowsItsBadge() throws {
        let tester = ViewTester(app: HydroTrackApp.self)
        try tester.press("Finish day")
        let html = tester.html()
        #expect(html.contains("href=\"?tab=history\""))
        #expect(html.contains("class=\"badge\""), "the History tab shows its count")
    }
}
