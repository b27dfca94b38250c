import FormUITesting
import Testing

/// “State and models”: `@State` and `@Binding`, an `@Observable` model with `@Bindable`, and
/// `@AppStorage` kept for the visitor across pages.
@Suite struct StateAndModelsTests {
    @Test func aBindingChangesItsOwnersState() throws {
        let tester = ViewTester { Counter() }
        #expect(tester.control(labelled: "Reset")?.disabled == true)
        try tester.press("Press")
        try tester.press("Press")
        #expect(tester.document().text.contains("Pressed 2 times"))
        try tester.press("Reset")
        #expect(tester.document().text.contains("Pressed 0 times"))
    }

    @Test func aModelIsEditedThroughBindable() throws {
        let tester = ViewTester { PackingList() }
        try tester.press("Add", with: ["new-item": "Charger"])
        #expect(tester.document().text.contains("Passport"))
        #expect(tester.document().text.contains("Charger"))
        #expect(tester.control("new-item")?.value == "")
    }

    @Test func appStorageIsTheVisitorsAcrossPages() throws {
        let first = ViewTester { Preferences() }
        try first.post(["units": "imperial"])
        let samePerson = ViewTester(sharingSessionWith: first) { Preferences() }
        #expect(samePerson.control("units")?.value == "imperial")
        let someoneElse = ViewTester { Preferences() }
        #expect(someoneElse.control("units")?.value == "metric")
    }
}
