import FormUITesting
import Foundation
import Testing

/// The habit tracker kept with SwiftData, without relationships: an `@Model` habit with an optional
/// `lastDone` date and a count; active habits from `@Query(filter: #Predicate { !$0.isArchived }, sort:
/// [SortDescriptor(\.count, order: .reverse), SortDescriptor(\.name)])` and archived ones from a second
/// filtered query; "Done today" on the detail changes the model through `@Bindable`; "Remove Archived"
/// deletes with `modelContext.delete(model:where:)` and saves; `.onDelete`; an add sheet that inserts and
/// saves; a settings sheet in `@AppStorage` that also reads the store with `modelContext.fetch(_:)`.
///
/// The model container: `.modelContainer(for: StreakHabit.self)` on the WindowGroup gives each visitor a
/// store of their own, empty on their first visit; it is kept with the visitor's device (as `@AppStorage`
/// is), so another page of the same visitor that declares the container again reads the same habits, and
/// another visitor never sees them.
@Suite struct StreakKeeperTests {
    private func newTester() -> ViewTester { ViewTester(app: StreakKeeperApp.self) }

    /// The active habits' names, in order.
    private func habitNames(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("text font-headline") == true }).map(\.text)
    }

    private func sections(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "legend" }).map(\.text)
    }

    private func links(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "a" && $0.attributes["class"] == "push-link" })
            .compactMap { $0.attributes["href"] }
    }

    private func addHabit(_ tester: ViewTester, _ name: String, emoji: String = "✅") throws {
        try tester.press("Add Habit")
        try tester.press("Save", with: ["name": name, "emoji": emoji])
    }

    @Test func noHabitsYet() throws {
        let tester = newTester()
        #expect(tester.title == "Streaks")
        let text = tester.document().text
        #expect(text.contains("No Habits"))
        #expect(text.contains("Add a habit, then mark it done each day to keep your streak going."))
        #expect(tester.control(labelled: "Add Habit") != nil)
        #expect(tester.control(labelled: "Settings") != nil)
    }

    @Test func habitsAddedInTheSheet() throws {
        let tester = newTester()
        try tester.press("Add Habit")
        let html = tester.html()
        #expect(html.contains("role=\"dialog\""))
        #expect(html.contains(">New Habit</h2>"))
        #expect(tester.control(labelled: "Save")?.disabled == true)
        #expect(tester.control("weekly-target")?.value == "3", "the default target from @AppStorage")
        #expect(tester.control("emoji")?.value == "✅")
        try tester.post(["name": "Read", "emoji": "📚"])
        try tester.perform(action: "weekly-target.increment")
        #expect(tester.control("weekly-target")?.value == "4")
        try tester.press("Save")

        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(sections(tester) == ["Habits"])
        #expect(habitNames(tester) == ["Read"])
        var text = tester.document().text
        #expect(text.contains("0 done · aim 4× a week"))
        #expect(text.contains("📚"))

        try addHabit(tester, "Stretch")
        #expect(habitNames(tester) == ["Read", "Stretch"], "equal counts fall back to the name")
        text = tester.document().text
        #expect(text.contains("0 done · aim 3× a week"))
        #expect(links(tester) == ["/read", "/stretch"])
    }

    @Test func doneTodayCountsOncePerDay() throws {
        let tester = newTester()
        try addHabit(tester, "Read")
        try addHabit(tester, "Stretch")

        tester.navigate(to: "stretch")
        #expect(tester.isFound)
        #expect(tester.title == "Stretch")
        var text = tester.document().text
        #expect(text.contains("Times done0"))
        #expect(text.contains("Last doneNever"), "lastDone is nil")
        #expect(text.contains("Not done yet today."))

        try tester.press("Done today")
        text = tester.document().text
        #expect(text.contains("Times done1"))
        #expect(!text.contains("Last doneNever"))
        #expect(text.contains("Done for today. See you tomorrow!"))
        #expect(tester.control(labelled: "Done for today")?.disabled == true)
        #expect(throws: SubmissionError.self) { try tester.press("Done for today") }

        tester.navigate()
        #expect(habitNames(tester) == ["Stretch", "Read"], "sorted by count, highest first")
        #expect(tester.document().text.contains("1 done · aim 3× a week"))
    }

    @Test func theDetailRenamesAndRetargets() throws {
        let tester = newTester()
        try addHabit(tester, "Read")
        try addHabit(tester, "Stretch")

        tester.navigate(to: "read")
        #expect(tester.control("name")?.value == "Read")
        try tester.post(["name": "Read fiction", "emoji": "📖"])
        // On a device the pushed detail stays, showing the new name.
        #expect(tester.isFound)
        #expect(tester.navigationPath == ["read-fiction"])
        #expect(tester.title == "Read fiction")
        try tester.perform(action: "weekly-target.increment")
        try tester.perform(action: "weekly-target.increment")
        #expect(tester.control("weekly-target")?.value == "5")

        tester.navigate()
        #expect(habitNames(tester) == ["Read fiction", "Stretch"])
        let text = tester.document().text
        #expect(text.contains("0 done · aim 5× a week"))
        #expect(text.contains("📖"))
    }

    @Test func archivedHabitsAreRemovedTogether() throws {
        let tester = newTester()
        try addHabit(tester, "Read")
        try addHabit(tester, "Stretch")
        try addHabit(tester, "Walk")

        tester.navigate(to: "walk")
        try tester.post(["archived": "on"])
        tester.navigate()
        #expect(sections(tester) == ["Habits", "Archived"])
        #expect(habitNames(tester) == ["Read", "Stretch"])
        #expect(links(tester) == ["/read", "/stretch", "/walk"], "archived habits still open their detail")
        tester.navigate(to: "walk")
        #expect(tester.control("archived")?.value == "on")
        #expect(tester.control(labelled: "Done today")?.disabled == true, "an archived habit is not done")

        tester.navigate(to: "stretch")
        try tester.post(["archived": "on"])
        tester.navigate()
        #expect(habitNames(tester) == ["Read"])
        #expect(links(tester) == ["/read", "/stretch", "/walk"], "the archived query sorts by name")

        try tester.press("Remove Archived")
        #expect(sections(tester) == ["Habits"])
        #expect(links(tester) == ["/read"])
        #expect(tester.control(labelled: "Remove Archived") == nil)

        try tester.press("Delete row 1")
        #expect(tester.document().text.contains("No Habits"))
    }

    @Test func settingsAreKeptInAppStorage() throws {
        let tester = newTester()
        try addHabit(tester, "Read")
        try tester.press("Settings")
        #expect(tester.html().contains(">Settings</h2>"))
        #expect(tester.document().text.contains("Nothing done yet"))

        try tester.press("Done")
        tester.navigate(to: "read")
        try tester.press("Done today")
        tester.navigate()
        #expect(tester.document().text.contains("✅"))

        try tester.press("Settings")
        #expect(tester.control("show-emoji")?.value == "on")
        #expect(tester.control("default-target")?.value == "3")
        #expect(tester.document().text.contains("Most done: Read (1)"), "fetched with a FetchDescriptor")
        try tester.post(["show-emoji": "off"])
        try tester.perform(action: "default-target.increment")
        try tester.perform(action: "default-target.increment")
        #expect(tester.control("default-target")?.value == "5")
        try tester.press("Done")
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(!tester.document().text.contains("✅"), "emoji hidden")

        try tester.press("Add Habit")
        #expect(tester.control("weekly-target")?.value == "5", "the new default, set in onAppear")
        try tester.perform(action: "weekly-target.increment")
        #expect(tester.control("weekly-target")?.value == "6", "onAppear does not run again")
        try tester.press("Save", with: ["name": "Swim"])
        #expect(habitNames(tester) == ["Read", "Swim"])
        #expect(tester.document().text.contains("0 done · aim 6× a week"))
    }

    @Test func eachVisitorHasTheirOwnHabits() throws {
        let ada = newTester()
        try addHabit(ada, "Meditate", emoji: "🧘")
        try ada.press("Settings")
        try ada.post(["show-emoji": "off"])
        try ada.press("Done")
        #expect(habitNames(ada) == ["Meditate"])

        let adaAgain = ViewTester(sharingSessionWith: ada) {
            StreakKeeperRootView().modelContainer(for: StreakHabit.self)
        }
        #expect(habitNames(adaAgain) == ["Meditate"], "the same visitor's store")
        #expect(!adaAgain.document().text.contains("🧘"), "and the same visitor's settings")

        let grace = newTester()
        #expect(grace.document().text.contains("No Habits"), "another visitor's store starts empty")
        try addHabit(grace, "Run", emoji: "🏃")
        #expect(habitNames(grace) == ["Run"])
        #expect(grace.document().text.contains("🏃"), "settings are the visitor's own too")
        #expect(habitNames(ada) == ["Meditate"])
    }
}
