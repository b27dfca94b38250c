import FormUITesting
import SwiftUI
import Testing

private struct WelcomeBanner: View {
    @State private var name = ""
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text("Welcome back to the reading room")
                TextField("Name", text: $name)
            }
            Text("Welcome")
        }
    }
}

private struct AdaptiveCards: View {
    @AppStorage("stacked") private var stacked = false
    @State private var note = ""
    var body: some View {
        let layout = stacked ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 12))
        VStack {
            Toggle("Stacked", isOn: $stacked)
            layout {
                Text("Left card")
                TextField("Note", text: $note)
            }
        }
    }
}

private struct PinnedBadge: View {
    @State private var width = 0.0
    var body: some View {
        ZStack {
            Text("Map").position(x: 120, y: 40)
            Text("Card").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
            Text("Half").containerRelativeFrame(.horizontal) { length, _ in length / 2 }
            Text("Measured \(Int(width))")
                .onGeometryChange(for: Double.self) { $0.size.width } action: { width = $0 }
            Text("Overlay").allowsHitTesting(false)
            Text("Padded").safeAreaPadding(.horizontal, 20)
        }
    }
}

@Suite struct LayoutChoiceTests {
    @Test func viewThatFitsShowsItsFirstChildAlone() throws {
        let tester = ViewTester { WelcomeBanner() }
        let page = tester.document()
        #expect(page.text.contains("Welcome back to the reading room"))
        #expect(!page.text.contains("WelcomeWelcome"), "the second child is not drawn too")
        #expect(page.elements { $0.tag == "input" && $0.attributes["type"] == "text" }.count == 1, "its field is in the form once")
        _ = try tester.post(["name": "Ada"])
        #expect(tester.element(with: ["value": "Ada"]) != nil, "the first child's field posts")
    }

    @Test func anyLayoutDrawsTheStackChosenAndItsViewsKeepTheirState() throws {
        let tester = ViewTester { AdaptiveCards() }
        #expect(tester.html().contains("class=\"hstack\""))
        _ = try tester.post(["note": "Keep me"])
        _ = try tester.post(["stacked": "on"])
        let html = tester.html()
        #expect(html.contains("class=\"vstack"), "the layout changed with the setting")
        #expect(tester.element(with: ["value": "Keep me"]) != nil, "the field kept its text across the change")
    }

    @Test func positionFramesAndGeometryAreCSSAndTheNominalSize() throws {
        let tester = ViewTester { PinnedBadge() }
        let html = tester.html()
        #expect(html.contains("<div class=\"positioned\" style=\"min-height:40px\"><div class=\"positioned-view\" style=\"left:120px;top:40px\">"))
        #expect(html.contains("width:calc((100% - 20px) * 2 / 3 + 10px)"))
        #expect(html.contains("width:195px"), "half of the nominal 390-point width")
        #expect(html.contains("class=\"no-hit-testing\""))
        #expect(html.contains("padding:0 20px 0 20px"), "safe-area padding is padding on a page")
        #expect(tester.document().text.contains("Measured 390"), "the geometry action ran on the first showing: \(tester.document().text)")
    }
}
