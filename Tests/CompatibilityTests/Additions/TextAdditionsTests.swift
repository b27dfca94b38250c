import Foundation
@testable import FormUI
import FormUITesting
import SwiftUI
import Testing

private struct RatingRow: View {
    let rating: Double
    var body: some View {
        VStack {
            Text(Image(systemName: "star.fill")) + Text(" Favourites")
            Text("\(Image(systemName: "heart.fill")) \(rating, specifier: "%.1f") stars")
            Text(Image(systemName: "no.such.symbol.anywhere"))
            Text("Condensed").fontWidth(.condensed)
            Text("Footnote").textScale(.secondary)
            VStack { Text("Expanded block") }.fontWidth(.expanded)
        }
    }
}

private struct EggTimer: View {
    let started: Date
    var body: some View {
        VStack {
            Text(timerInterval: started...started.addingTimeInterval(300), countsDown: true)
            Text(timerInterval: started...started.addingTimeInterval(7200), pauseTime: started.addingTimeInterval(5), countsDown: false)
            ProgressView(timerInterval: started...started.addingTimeInterval(400), countsDown: false)
        }
    }
}

@Suite struct TextAdditionsTests {
    @Test func anImageInsideTextIsItsIconInlineNamedByItsLabel() throws {
        let page = ViewTester { RatingRow(rating: 4.5) }.document()
        let icons = page.elements { $0.tag == "img" && $0.classes.contains("icon") }
        #expect(icons.count == 1, "the one symbol drawn inline that has an icon")
        #expect(icons.allSatisfy { !($0.attributes["alt"] ?? "").isEmpty }, "an icon inside words is named")
        #expect(icons.first?.attributes["src"]?.hasSuffix("/star.fill.svg") == true)
        #expect(page.text.contains("Favourites"))
        #expect(page.text.contains(" 4.5 stars"), "the words after an interpolated image")
        #expect(!page.text.contains("heart.fill"), "an interpolated image is its label in words, never its raw name")
        #expect(!page.text.contains("no.such.symbol"), "a symbol without an icon is never its raw name")
        #expect(!page.text.contains("Image("), "an interpolated image is not its description")
    }

    @Test func widthsAndScalesAreCSS() {
        let html = ViewTester { RatingRow(rating: 1) }.html()
        #expect(html.contains("font-stretch:75%"))
        #expect(html.contains("font-stretch:125%"), "the modifier on a container")
        #expect(html.contains("font-size:smaller"))
    }

    @Test func aTimerShowsItsTimeAtTheMomentThePageIsMade() {
        let started = Date().addingTimeInterval(-60)
        let text = ViewTester { EggTimer(started: started) }.document().text
        #expect(text.contains("4:00") || text.contains("3:59"), "about four minutes left of five: \(text)")
        #expect(text.contains("0:05"), "paused five seconds in, counting up")
        #expect(Text.timerWords(seconds: 3725, showsHours: true) == "1:02:05")
        #expect(Text.timerWords(seconds: 3725, showsHours: false) == "62:05")
        #expect(Text.timerWords(seconds: -4, showsHours: true) == "0:00")
    }

    @Test func aTimersProgressIsTheShareElapsed() throws {
        let page = ViewTester { EggTimer(started: Date().addingTimeInterval(-100)) }.document()
        let progress = try #require(page.element("progress", with: [:]))
        let value = try #require(progress.attributes["value"].flatMap(Double.init))
        let maximum = progress.attributes["max"].flatMap(Double.init) ?? 1
        #expect(abs(value / maximum - 0.25) < 0.05, "100 s of 400: \(value) of \(maximum)")
    }
}
