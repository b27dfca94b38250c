import FormUITesting
import Testing

/// The workout log: an ObservableObject whose @Published array is saved to UserDefaults.standard as JSON
/// on every change and read back in init, an add sheet and an edit sheet (`.sheet(item:)`) dismissed
/// through @Environment(\.dismiss), and a detail screen.
@Suite struct LiftLogTests {
    /// Opens the add sheet with the toolbar's plus button.
    private func openAddSheet(_ tester: ViewTester) throws {
        // The button's .accessibilityLabel names it and its action.
        try tester.press("Log Workout")
        #expect(tester.html().contains("role=\"dialog\""))
    }

    private func logLegDay(_ tester: ViewTester) throws {
        try openAddSheet(tester)
        try tester.post(["workout-name": "Leg day", "weight": "60"])
        try tester.perform(action: "minutes.increment")
        try tester.press("Save")
    }

    @Test func anEmptyLogInvitesTheFirstWorkout() throws {
        let tester = ViewTester(app: LiftLogApp.self)
        #expect(tester.title == "Lift Log")
        #expect(tester.document().text.contains("No workouts logged"))
        #expect(tester.document().text.contains("Tap + to log your first session."))
    }

    @Test func theAddSheetSavesAWorkoutIntoTheList() throws {
        let tester = ViewTester(app: LiftLogApp.self)
        try openAddSheet(tester)
        var html = tester.html()
        #expect(html.contains(">Log Workout</h2>"))
        #expect(tester.control(labelled: "Save")?.disabled == true, "a workout needs a name")
        #expect(tester.control("minutes")?.value == "45")
        #expect(tester.control("type")?.value == "Strength")
        try tester.post(["workout-name": "Leg day", "sets": "5", "weight": "62.5"])
        try tester.perform(action: "minutes.increment")
        #expect(tester.control("minutes")?.value == "50")
        try tester.press("Save")

        html = tester.html()
        #expect(!html.contains("role=\"dialog\""), "dismiss() closed the sheet")
        let text = tester.document().text
        #expect(text.contains("Leg day"))
        #expect(text.contains("50 min · 5 sets × 62.5 kg"))
        #expect(text.contains("1 sessions"))
        #expect(text.contains("50 min total"))
    }

    @Test func cancelSavesNothing() throws {
        let tester = ViewTester(app: LiftLogApp.self)
        try openAddSheet(tester)
        try tester.post(["workout-name": "Swim"])
        try tester.press("Cancel")
        #expect(tester.document().text.contains("No workouts logged"))
    }

    @Test func theLogIsKeptInTheVisitorsDefaultsAndNoOneElses() throws {
        let tester = ViewTester(app: LiftLogApp.self)
        try logLegDay(tester)

        // A new store on another page of the same visitor reads what was saved.
        let samePerson = ViewTester(sharingSessionWith: tester) { LiftLogRootView() }
        #expect(samePerson.document().text.contains("Leg day"))
        #expect(samePerson.document().text.contains("50 min total"))

        let other = ViewTester(app: LiftLogApp.self)
        #expect(other.document().text.contains("No workouts logged"))
        try openAddSheet(other)
        try other.post(["workout-name": "Morning run", "type": "Cardio"])
        try other.press("Save")
        #expect(other.document().text.contains("Morning run"))
        #expect(!other.document().text.contains("Leg day"))
        #expect(!tester.document().text.contains("Morning run"))

        // Deleting is saved too.
        try tester.press("Delete row 1")
        #expect(tester.document().text.contains("No workouts logged"))
        let again = ViewTester(sharingSessionWith: tester) { LiftLogRootView() }
        #expect(again.document().text.contains("No workouts logged"))
    }

    @Test func theDetailShowsTheWorkoutAndEditsItInASheet() throws {
        let tester = ViewTester(app: LiftLogApp.self)
        try logLegDay(tester)
        tester.navigate(to: "leg-day")
        #expect(tester.isFound)
        #expect(tester.title == "Leg day")
        var text = tester.document().text
        #expect(text.contains("TypeStrength"))
        #expect(text.contains("Duration50 min"))
        #expect(text.contains("Volume180 kg"))

        // Edit sets the root's `editing`; on a device the root's .sheet(item:) shows over the detail.
        try tester.press("Edit")
        #expect(tester.html().contains(">Edit Workout</h2>"), "the root's sheet shows over the detail")
        #expect(tester.control("workout-name")?.value == "Leg day")
        tester.navigate()
        let html = tester.html()
        #expect(html.contains(">Edit Workout</h2>"), "back on the root, its sheet is there")
        #expect(tester.control("workout-name")?.value == "Leg day")
        try tester.perform(action: "sets.increment")
        try tester.press("Save")
        text = tester.document().text
        #expect(text.contains("50 min · 4 sets × 60.0 kg"))
        #expect(text.contains("1 sessions"), "an edit replaces the workout")
        tester.navigate(to: "leg-day")
        #expect(tester.document().text.contains("Volume240 kg"))
    }
}
