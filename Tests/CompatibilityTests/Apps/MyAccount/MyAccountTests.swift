import FormUITesting
import Foundation
import SwiftUI
import Testing

/// The profile and settings screen: every setting in @AppStorage, a theme and digest time picked on
/// sub-pages (.navigationLink style), a ColorPicker kept as hex through Color.resolve(in:), a section
/// disabled while notifications are off, and "Reset to defaults" behind a confirmation.
@Suite struct MyAccountTests {
    @Test func theDefaults() throws {
        let tester = ViewTester(app: MyAccountApp.self)
        #expect(tester.title == "Settings")
        let html = tester.html()
        #expect(html.contains("Anonymous"))
        #expect(tester.control("display-name")?.value == "")
        #expect(tester.control("theme")?.value == "system")
        #expect(tester.control("accent-colour")?.value == "#007aff")
        #expect(tester.control("text-size-pt")?.value == "17")
        #expect(tester.control("notifications")?.value == "on")
        #expect(tester.control("digest-time")?.disabled == true, "no digest chosen yet")
    }

    @Test func theProfileCardFollowsTheSettings() throws {
        let tester = ViewTester(app: MyAccountApp.self)
        try tester.post(["display-name": "Grace Hopper", "bio": "Compilers and nanoseconds"])
        var html = tester.html()
        #expect(html.contains(">GH<"))
        #expect(html.contains("Grace Hopper"))
        #expect(html.contains("Compilers and nanoseconds"))

        try tester.post(["accent-colour": "#ff9500"])
        #expect(tester.control("accent-colour")?.value == "#ff9500")
        html = tester.html()
        #expect(html.contains("background:rgb(255 149 0 / 1"), "the hex written through resolve(in:) is read back")
        #expect(UserDefaultsProbe.value(in: tester) == "#FF9500")

        try tester.perform(action: "text-size-pt.increment")
        try tester.perform(action: "text-size-pt.increment")
        #expect(tester.html().contains("font-size:19px"))
    }

    @Test func pickersOnSubPagesAndTheDisabledSection() throws {
        let tester = ViewTester(app: MyAccountApp.self)
        try tester.post(["theme": "dark"])
        #expect(tester.html().contains("<span class=\"current-value\">Dark</span>"))

        try tester.post(["daily-digest": "on"])
        #expect(tester.control("digest-time")?.disabled != true)
        try tester.post(["digest-time": "evening"])
        #expect(tester.html().contains("6:00 in the evening"))

        try tester.post(["notifications": "off"])
        let html = tester.html()
        #expect(html.contains("Turn notifications on to choose a digest."))
        #expect(tester.control("daily-digest")?.disabled == true)
        #expect(tester.control("sounds")?.disabled == true)
        #expect(tester.control("digest-time")?.disabled == true)
        #expect(throws: SubmissionError.self) { try tester.post(["sounds": "off"]) }
        #expect(!html.contains("?choose=digest-time"), "a disabled .navigationLink picker is not a link")
        #expect(html.contains("<span class=\"navigation-link is-disabled\" aria-disabled=\"true\" id=\"field-digest-time\">"))
    }

    @Test func resetToDefaultsAsksThenClearsEveryKey() throws {
        let tester = ViewTester(app: MyAccountApp.self)
        try tester.post(["display-name": "Grace Hopper", "notifications": "off", "accent-colour": "#34c759"])
        try tester.perform(action: "text-size-pt.increment")
        try tester.press("Reset to defaults")
        let html = tester.html()
        #expect(html.contains("Reset every setting?"))
        let resets = tester.controls.filter { $0.label == "Reset to defaults" }
        #expect(resets.count == 2, "the form's button and the dialog's")
        let dialogButton = try #require(resets.compactMap { $0.actions?.first?.value }.first { $0 != "reset-to-defaults" })
        try tester.perform(action: dialogButton)

        #expect(tester.control("display-name")?.value == "")
        #expect(tester.control("notifications")?.value == "on")
        #expect(tester.control("accent-colour")?.value == "#007aff")
        #expect(tester.control("text-size-pt")?.value == "17")
        #expect(tester.html().contains("Anonymous"))
    }

    @Test func anotherVisitorHasTheirOwnSettings() throws {
        let ada = ViewTester(app: MyAccountApp.self)
        try ada.post(["display-name": "Ada", "theme": "light"])
        let adaAgain = ViewTester(sharingSessionWith: ada) { MyAccountRootView() }
        #expect(adaAgain.control("display-name")?.value == "Ada")
        #expect(adaAgain.control("theme")?.value == "light")

        let grace = ViewTester(app: MyAccountApp.self)
        #expect(grace.control("display-name")?.value == "")
        #expect(grace.control("theme")?.value == "system")
        #expect(!grace.html().contains("Ada"))
    }

    @Test func resolvedColoursGiveTheirComponents() {
        let orange = Color(red: 1, green: 0.5, blue: 0).resolve(in: EnvironmentValues())
        #expect(orange.red == 1 && orange.green == 0.5 && orange.blue == 0 && orange.opacity == 1)
        #expect(orange.description == "#FF8000FF")
        #expect(Color.blue.accountHex == "#007AFF", "a named colour resolves to its light-mode value")
        #expect(Color(accountHex: "#123456").accountHex == "#123456")
        #expect(Color(Color.Resolved(red: 0, green: 0, blue: 1)) == Color(red: 0, green: 0, blue: 1))
    }
}

/// Reads the accent key as the app's own code would, on the visitor's device.
private struct UserDefaultsProbe: View {
    @AppStorage(MyAccountKeys.accentHex) private var accentHex = "none"
    var body: some View { Text("stored: \(accentHex)") }

    static func value(in tester: ViewTester) -> String? {
        let probe = ViewTester(sharingSessionWith: tester) { UserDefaultsProbe() }
        return probe.html().firstMatch(of: /stored: ([^<]*)</).map { String($0.1) }
    }
}
