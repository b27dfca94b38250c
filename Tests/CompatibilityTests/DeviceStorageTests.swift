import FormUITesting
import Foundation
import Testing

// Each visitor is a device: what an app keeps in UserDefaults belongs to the visitor whose request wrote
// it, never to the others, and @AppStorage reads the same values.
@Suite struct DeviceStorageTests {
    @Test func whatOneVisitorSavesInUserDefaultsNoOtherVisitorSees() throws {
        let ada = ViewTester { ActivityLogView() }
        #expect(ada.html().contains("Nothing logged yet"))
        try ada.post(["activity": "Running"])
        try ada.press("Log it")
        #expect(ada.html().contains("Running: 15 min"))

        let grace = ViewTester { ActivityLogView() }
        #expect(grace.html().contains("Nothing logged yet"), "a fresh visitor does not see another's list")
        try grace.post(["activity": "Swimming"])
        try grace.press("Log it")
        #expect(grace.html().contains("Swimming: 15 min"))
        #expect(!grace.html().contains("Running"))
        #expect(!ada.html().contains("Swimming"))
    }

    @Test func aStoreMadeAgainReadsWhatTheVisitorSaved() throws {
        let ada = ViewTester { ActivityLogView() }
        try ada.post(["activity": "Cycling"])
        try ada.press("Log it")
        // A second page of the same visitor makes its own store, which loads from their defaults.
        let again = ViewTester(sharingSessionWith: ada) { ActivityLogView() }
        #expect(again.html().contains("Cycling: 15 min"))
    }

    @Test func appStorageAndUserDefaultsAreOneSetOfValues() throws {
        let ada = ViewTester { ActivityLogView() }
        #expect(ada.html().contains("0 of 30 minutes"))
        try ada.press("Raise the goal")
        #expect(ada.html().contains("0 of 40 minutes"), "UserDefaults.set is what @AppStorage reads")
        try ada.press("Raise the goal")
        #expect(ada.html().contains("0 of 50 minutes"))
        try ada.press("Reset everything")
        #expect(ada.html().contains("0 of 30 minutes"), "removeObject brings back the code's default")
        let grace = ViewTester { ActivityLogView() }
        #expect(grace.html().contains("0 of 30 minutes"))
    }

    @Test func defaultsOutsideAnyVisitorAreTheServersOwn() throws {
        let key = "DeviceStorageTests.server-only"
        UserDefaults.standard.set("server", forKey: key)
        defer { UserDefaults.standard.removeObject(forKey: key) }
        #expect(UserDefaults.standard.string(forKey: key) == "server")
        let ada = ViewTester { DefaultsProbe(key: key) }
        #expect(ada.html().contains("value: none"), "a visitor's defaults do not hold what the server set")
    }

    @Test func propertyListsAndSuitesKeepTheirShapeAndTheirOwnKeys() throws {
        let ada = ViewTester { DefaultsProbe(key: "tags") }
        try ada.press("Write")
        let html = ada.html()
        #expect(html.contains("tags: red, green"))
        #expect(html.contains("limits: 3"))
        #expect(html.contains("suite: group value; standard: none"))
        #expect(html.contains("registered: 7"))
    }
}

/// Reads and writes defaults in the ways apps do.
private struct DefaultsProbe: View {
    let key: String
    @State private var refresh = 0

    var body: some View {
        let defaults = UserDefaults.standard
        let suite = UserDefaults(suiteName: "group.example")!
        let _ = defaults.register(defaults: ["launches": 7])
        VStack {
            Text("value: \(defaults.string(forKey: key) ?? "none")")
            Text("tags: \((defaults.stringArray(forKey: "tags") ?? []).joined(separator: ", "))")
            Text("limits: \((defaults.dictionary(forKey: "limits")?["daily"] as? Int).map(String.init) ?? "none")")
            Text("suite: \(suite.string(forKey: "shared") ?? "none"); standard: \(defaults.string(forKey: "shared") ?? "none")")
            Text("registered: \(defaults.integer(forKey: "launches"))")
            Button("Write") {
                defaults.set(["red", "green"], forKey: "tags")
                defaults.set(["daily": 3], forKey: "limits")
                suite.set("group value", forKey: "shared")
                refresh += 1
            }
        }
    }
}

private struct DraftScene: View {
    @SceneStorage("draft") private var draft = ""
    @SceneStorage("lastTab") private var lastTab: String?
    var body: some View {
        Form {
            TextField("Draft", text: $draft)
            Text("Last tab: \(lastTab ?? "none")")
            Button("Remember tab") { lastTab = "inbox" }
        }
    }
}

@Suite struct SceneStorageTests {
    @Test func aScenesValuesAreTheVisitorsAndApartFromTheirDefaults() throws {
        let ada = ViewTester { DraftScene() }
        try ada.post(["draft": "Dear Grace"])
        try ada.press("Remember tab")
        let adaAgain = ViewTester(sharingSessionWith: ada) { DraftScene() }
        #expect(adaAgain.control("draft")?.value == "Dear Grace")
        #expect(adaAgain.document().text.contains("Last tab: inbox"))
        let defaults = ViewTester(sharingSessionWith: ada) { DefaultsProbe(key: "draft") }
        #expect(defaults.document().text.contains("value: none"), "a scene's values are not UserDefaults'")
        #expect(ViewTester { DraftScene() }.control("draft")?.value == "", "another visitor's scene starts afresh")
    }
}
