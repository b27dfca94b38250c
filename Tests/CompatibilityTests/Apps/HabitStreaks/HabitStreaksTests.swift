import FormUITesting
import Testing

/// The habit tracker: toggles for today, streaks that grow when a day ends, a stats tab reading the same
/// store, and settings kept in @AppStorage, which are the visitor's alone.
@Suite struct HabitStreaksTests {
    @Test func todayListsTheHabitsWithTheirStreaksAndTheGoal() throws {
        let tester = ViewTester(app: HabitStreaksApp.self)
        #expect(tester.title == "Today")
        let html = tester.html()
        #expect(html.contains("href=\"?tab=stats\""))
        #expect(html.contains("href=\"?tab=settings\""))
        #expect(tester.control("read-pages")?.value == "off")
        #expect(tester.control("meditate")?.value == "off")
        #expect(tester.control("drink-water")?.value == "off")
        #expect(tester.document().text.contains("0 of 2 for today's goal"))
        #expect(tester.control(labelled: "Add")?.disabled == true)
    }

    @Test func endingTheDayGrowsTheStreaksOfWhatWasDone() throws {
        let tester = ViewTester(app: HabitStreaksApp.self)
        try tester.post(["read-pages": "on", "meditate": "on"])
        #expect(tester.document().text.contains("Daily goal reached 🎉"))
        try tester.press("End Day")

        let read = try #require(tester.control("read-pages"))
        #expect(read.value == "off", "a new day starts with nothing done")
        #expect(read.label.contains("1 day streak"))
        #expect(tester.control("meditate")?.label.contains("1 day streak") == true)
        #expect(tester.control("drink-water")?.label.contains("0 day streak") == true)

        try tester.post(["read-pages": "on"])
        try tester.press("End Day")
        #expect(tester.control("read-pages")?.label.contains("2 day streak") == true)
        #expect(tester.control("meditate")?.label.contains("0 day streak") == true, "a missed day breaks the streak")
    }

    @Test func theStatsTabReadsTheSameStore() throws {
        let tester = ViewTester(app: HabitStreaksApp.self)
        try tester.post(["read-pages": "on", "drink-water": "on"])
        try tester.press("End Day")
        try tester.post(["drink-water": "on"])
        try tester.press("End Day")

        tester.query = ["tab": "stats"]
        #expect(tester.title == "Stats")
        let text = tester.document().text
        #expect(text.contains("Days tracked2"))
        #expect(text.contains("Done today0/3"))
        #expect(text.contains("50%"), "3 habit-days done of 6")
        #expect(text.contains("Top habit: Drink water"))
        #expect(tester.control("read-pages") == nil, "the other tab is not on the page")
    }

    @Test func addingAHabitPutsItInTheList() throws {
        let tester = ViewTester(app: HabitStreaksApp.self)
        try tester.post(["habit-name": "Stretch"])
        try tester.press("Add")
        #expect(tester.control("stretch")?.kind == "toggle")
        #expect(tester.control("habit-name")?.value == "")
        tester.query = ["tab": "stats"]
        #expect(tester.document().text.contains("Done today0/4"))
    }

    @Test func settingsAreKeptInAppStorageForThisVisitorOnly() throws {
        let tester = ViewTester(app: HabitStreaksApp.self)
        tester.query = ["tab": "settings"]
        #expect(tester.title == "Settings")
        try tester.post(["your-name": "Kai", "show-completed-habits": "off"])
        try tester.perform(action: "daily-goal.increment")
        #expect(tester.control("daily-goal")?.value == "3")

        tester.query = ["tab": "today"]
        #expect(tester.title == "Hi, Kai")
        #expect(tester.document().text.contains("0 of 3 for today's goal"))
        try tester.post(["meditate": "on"])
        #expect(tester.control("meditate") == nil, "completed habits are hidden")
        #expect(tester.control("read-pages") != nil)

        // Another page of the same visitor reads the same storage.
        let samePerson = ViewTester(sharingSessionWith: tester) { HabitStreaksRootView() }
        #expect(samePerson.title == "Hi, Kai")

        // Another visitor has storage of their own.
        let other = ViewTester(app: HabitStreaksApp.self)
        #expect(other.title == "Today")
        #expect(other.document().text.contains("0 of 2 for today's goal"))
        other.query = ["tab": "settings"]
        #expect(other.control("your-name")?.value == "")
        #expect(other.control("show-completed-habits")?.value == "on")
    }

    @Test func resetSettingsBringsBackTheDefaults() throws {
        let tester = ViewTester(app: HabitStreaksApp.self)
        tester.query = ["tab": "settings"]
        try tester.post(["your-name": "Kai"])
        try tester.perform(action: "daily-goal.increment")
        try tester.press("Reset Settings")
        #expect(tester.control("your-name")?.value == "")
        #expect(tester.control("daily-goal")?.value == "2")
    }
}
