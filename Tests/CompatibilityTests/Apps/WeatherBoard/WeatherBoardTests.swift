import FormUITesting
import Foundation
import Testing

/// The weather dashboard: sample cities in a list, a detail screen with gauges, and a °C/°F setting
/// kept in @AppStorage on one tab that changes what the other tab and the detail show.
@Suite struct WeatherBoardTests {
    @Test func theCitiesTabListsEveryCityInCelsius() throws {
        let tester = ViewTester(app: WeatherBoardApp.self)
        #expect(tester.title == "Weather")
        let html = tester.html()
        #expect(html.contains("href=\"?tab=settings\""))
        for (city, temperature) in [("Lisbon", "21°C"), ("Oslo", "-3°C"), ("Singapore", "31°C")] {
            #expect(html.contains(city))
            #expect(html.contains(temperature))
        }
        #expect(!html.contains("Feels like"))
    }

    @Test func theDetailShowsGaugesAndAdvice() throws {
        let tester = ViewTester(app: WeatherBoardApp.self)
        tester.navigate(to: "singapore")
        #expect(tester.isFound)
        #expect(tester.title == "Singapore, Singapore")
        let html = tester.html()
        #expect(html.contains("H: 32°C  L: 26°C"))
        #expect(tester.control(labelled: "Humidity")?.value == "0.88")
        #expect(html.contains("88%"))
        #expect(tester.control(labelled: "Wind")?.value == "9")
        #expect(html.contains("UV index: 11"))
        #expect(html.contains("Very high: stay in the shade at midday."))
        #expect(html.contains("13:00"))
    }

    @Test func theUnitSetOnTheSettingsTabChangesTheOtherScreens() throws {
        let tester = ViewTester(app: WeatherBoardApp.self)
        tester.query = ["tab": "settings"]
        #expect(tester.title == "Settings")
        #expect(tester.control("units")?.value == "celsius")
        try tester.post(["units": "fahrenheit", "show-feels-like": "on"])
        #expect(tester.html().contains("Water freezes at 32°F."))

        tester.query = ["tab": "cities"]
        var html = tester.html()
        #expect(html.contains("70°F"), "21 °C")
        #expect(html.contains("27°F"), "-3 °C")
        #expect(html.contains("Feels like 72°F"))
        #expect(!html.contains("°C"))

        tester.navigate(to: "lisbon")
        html = tester.html()
        #expect(html.contains("H: 75°F  L: 59°F"))

        let other = ViewTester(app: WeatherBoardApp.self)
        #expect(other.html().contains("21°C"), "another visitor keeps their own setting")
        other.query = ["tab": "settings"]
        #expect(other.control("units")?.value == "celsius")
    }
}
