import FormUITesting
import Testing

@Suite struct ModelObjectTests {
    @Test func anObservableModelInStateLivesAsLongAsTheSession() throws {
        let tester = ViewTester { ProfileScreen() }
        #expect(tester.html().contains("No name yet"))
        try tester.post(["name": "Ada", "subscribe-to-the-newsletter": "on"])
        #expect(tester.control("name")?.value == "Ada")
        #expect(tester.control("subscribe-to-the-newsletter")?.value == "on")
        #expect(tester.html().contains("Hello, Ada! Visits: 0"), "@Environment(Profile.self) reads the same object")
        let result = try tester.press("Count a visit")
        #expect(tester.html().contains("Visits: 1"))
        #expect(result.revision == 2, "an action that changed a model is a new revision")
        // Another session starts from its own model.
        let other = ViewTester { ProfileScreen() }
        #expect(other.html().contains("No name yet"))
    }

    @Test func anObservableObjectWithPublishedPropertiesWorksThroughEveryWrapper() throws {
        let tester = ViewTester { TaskScreen() }
        #expect(tester.title == "Tasks")
        #expect(tester.html().contains("2 left"))
        try tester.post(["water-the-plants": "on"])
        #expect(tester.html().contains("1 left"), "a binding into an element of a @Published array")
        try tester.post(["show-done-tasks": "off"])
        #expect(!tester.html().contains("Water the plants"))
        try tester.post(["new-task": "Buy bread"])
        try tester.press("Add")
        #expect(tester.html().contains("Buy bread"))
        #expect(tester.html().contains("2 left"))
        #expect(tester.control("new-task")?.value == "")
    }
}
