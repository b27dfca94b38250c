import FormUITesting
import Foundation
import Testing

/// The habit tracker with a to-many relationship, kept with SwiftData: `LedgerHabit.checks` is
/// `@Relationship(deleteRule: .cascade, inverse: \LedgerCheck.habit)` and `LedgerCheck.habit` the
/// optional to-one on the other side. "Check In" appends a new check to `habit.checks` (never inserting it
/// itself: SwiftData inserts a model added to a relationship of an inserted one, and sets the inverse);
/// the list counts `habit.checks.count`; the detail lists the checks sorted in Swift and deletes one with
/// `.onDelete`; deleting a habit deletes its checks (cascade), which the stats sheet's own
/// `@Query` of every `LedgerCheck` shows. The container names only `LedgerHabit.self`: the checks' model
/// is found through the relationship.
///
/// Until FormUI's SwiftData keeps relationships, the tests that use them fail: these are the acceptance
/// tests for that work.
@Suite struct HabitLedgerTests {
    private func newTester() -> ViewTester { ViewTester(app: HabitLedgerApp.self) }

    private func habits(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("text font-headline") == true }).map(\.text)
    }

    /// The check-in count under each habit's name, in list order.
    private func counts(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("text font-caption") == true }).map(\.text)
    }

    /// The notes of the check-ins in a habit's history, in order.
    private func history(_ tester: ViewTester) -> [String] {
        guard let section = tester.document().elements(where: { $0.tag == "fieldset" }).first(where: {
            $0.childElements.first?.text == "History"
        }) else { return [] }
        return section.descendants.filter { $0.attributes["class"]?.hasPrefix("vstack") == true }
            .map { $0.childElements.first?.text ?? "" }
    }

    private func stats(_ tester: ViewTester) throws -> String {
        try tester.press("Stats")
        let text = tester.document().text
        try tester.press("Done")
        return text
    }

    private func addHabit(_ tester: ViewTester, _ name: String) throws {
        try tester.press("New Habit")
        try tester.press("Add", with: ["name": name])
    }

    private func checkIn(_ tester: ViewTester, _ habit: String, note: String) throws {
        tester.navigate(to: habit)
        try tester.press("Check In", with: ["note": note])
        tester.navigate()
    }

    @Test func noHabitsYet() throws {
        let tester = newTester()
        #expect(tester.title == "Habit Ledger")
        #expect(tester.document().text.contains("No Habits"))
        #expect(tester.control(labelled: "New Habit") != nil)
        #expect(try stats(tester).contains("Check-ins0"))
    }

    @Test func habitsAddedInTheSheetStartWithNoCheckIns() throws {
        let tester = newTester()
        try tester.press("New Habit")
        #expect(tester.html().contains(">New Habit</h2>"))
        #expect(tester.control(labelled: "Add")?.disabled == true)
        #expect(tester.control("icon")?.options?.count == 5)
        try tester.press("Add", with: ["name": "Walk", "icon": "figure.walk"])
        try addHabit(tester, "Read")
        #expect(habits(tester) == ["Read", "Walk"])
        #expect(counts(tester) == ["0 check-ins", "0 check-ins"], "an empty to-many relationship")
        #expect(!tester.document().text.contains("No Habits"))
    }

    @Test func checkingInAppendsToTheHabitsChecks() throws {
        let tester = newTester()
        try addHabit(tester, "Walk")
        try addHabit(tester, "Read")

        tester.navigate(to: "walk")
        #expect(tester.isFound)
        #expect(tester.title == "Walk")
        #expect(tester.document().text.contains("No check-ins yet"))
        try tester.press("Check In", with: ["note": "Around the park"])
        #expect(tester.control("note")?.value == "")
        #expect(history(tester) == ["Around the park"], "the appended check is shown by the habit that holds it")
        #expect(tester.document().text.contains("Checked in today"))
        try tester.press("Check In", with: ["note": "In the rain"])
        try tester.press("Check In")
        #expect(history(tester) == ["No note", "In the rain", "Around the park"], "sorted newest first")

        tester.navigate()
        #expect(habits(tester) == ["Read", "Walk"])
        #expect(counts(tester) == ["0 check-ins", "3 check-ins"], "habit.checks.count, read back from the store")

        try checkIn(tester, "read", note: "Two chapters")
        #expect(counts(tester) == ["1 check-in", "3 check-ins"])

        let summary = try stats(tester)
        #expect(summary.contains("Habits2"))
        #expect(summary.contains("Check-ins4"), "every check was inserted with its habit")
        #expect(summary.contains("Read: Two chapters"), "the inverse, check.habit, was set by the append")
        #expect(summary.contains("Walk: In the rain"))
    }

    @Test func aCheckInIsDeletedFromTheHistory() throws {
        let tester = newTester()
        try addHabit(tester, "Walk")
        try checkIn(tester, "walk", note: "First")
        try checkIn(tester, "walk", note: "Second")

        tester.navigate(to: "walk")
        #expect(history(tester) == ["Second", "First"])
        try tester.press("Delete row 1")
        #expect(history(tester) == ["First"], "deleting the model takes it out of the habit's checks")
        tester.navigate()
        #expect(counts(tester) == ["1 check-in"])
        #expect(try stats(tester).contains("Check-ins1"))
    }

    @Test func deletingAHabitDeletesItsCheckIns() throws {
        let tester = newTester()
        try addHabit(tester, "Walk")
        try addHabit(tester, "Read")
        try checkIn(tester, "walk", note: "Park")
        try checkIn(tester, "walk", note: "Beach")
        try checkIn(tester, "read", note: "Two chapters")
        var summary = try stats(tester)
        #expect(summary.contains("Check-ins3"))

        try tester.press("Delete row 2")
        #expect(habits(tester) == ["Read"])
        summary = try stats(tester)
        #expect(summary.contains("Habits1"))
        #expect(summary.contains("Check-ins1"), "the cascade deleted Walk's two checks")
        #expect(summary.contains("Read: Two chapters"))
        #expect(!summary.contains("Park") && !summary.contains("Beach"))
        #expect(!summary.contains("Unknown"), "no check is left without its habit")

        try tester.press("Delete row 1")
        #expect(try stats(tester).contains("Check-ins0"))
    }

    @Test func renamingAHabitKeepsItsCheckIns() throws {
        let tester = newTester()
        try addHabit(tester, "Walk")
        try checkIn(tester, "walk", note: "Park")
        tester.navigate(to: "walk")
        try tester.post(["name": "Morning walk"])
        #expect(tester.navigationPath == ["morning-walk"])
        #expect(history(tester) == ["Park"])
        tester.navigate()
        #expect(habits(tester) == ["Morning walk"])
        #expect(counts(tester) == ["1 check-in"])
        #expect(try stats(tester).contains("Morning walk: Park"), "check.habit is the same object, renamed")
    }

    @Test func eachVisitorHasTheirOwnLedger() throws {
        let ada = newTester()
        try addHabit(ada, "Walk")
        try checkIn(ada, "walk", note: "Park")
        try checkIn(ada, "walk", note: "Beach")

        let adaAgain = ViewTester(sharingSessionWith: ada) {
            LedgerHabitList().modelContainer(for: LedgerHabit.self)
        }
        #expect(habits(adaAgain) == ["Walk"])
        #expect(counts(adaAgain) == ["2 check-ins"], "the relationship is read back from the visitor's store")
        adaAgain.navigate(to: "walk")
        #expect(history(adaAgain) == ["Beach", "Park"])

        let grace = newTester()
        #expect(grace.document().text.contains("No Habits"))
        #expect(try stats(grace).contains("Check-ins0"), "none of another visitor's checks")
        try addHabit(grace, "Walk")
        #expect(counts(grace) == ["0 check-ins"])
        try checkIn(grace, "walk", note: "Hills")
        #expect(counts(grace) == ["1 check-in"])
        #expect(counts(ada) == ["2 check-ins"])
    }
}
