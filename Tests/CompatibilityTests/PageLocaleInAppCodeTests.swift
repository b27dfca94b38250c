import FormUITesting
import Foundation
import SwiftUI
import Testing

/// A screen that formats with Foundation in its own code, as apps do: the current locale, the current
/// calendar and a date's `formatted`.
private struct DeliveryNote: View {
    private let due = Date(timeIntervalSince1970: 1_899_705_600)  // 14 March 2030, 08:00 UTC

    var body: some View {
        VStack {
            Text("Locale \(Locale.current.identifier).")
            Text("Week starts on day \(Calendar.current.firstWeekday).")
            Text("Due \(due.formatted(date: .abbreviated, time: .omitted)).")
            Text("Year \(due.formatted(.dateTime.year().month(.wide))).")
            Text("Stamp \(due.formatted(Date.ISO8601FormatStyle())).")
        }
    }
}

@Suite("The app's own formatting uses the page's locale")
struct PageLocaleInAppCodeTests {
    private func text(_ tester: ViewTester) -> String { tester.document().text }

    @Test func theDefaultLocaleIsTheServersConfiguredOneNotLinuxs() {
        let tester = ViewTester { DeliveryNote() }
        let text = text(tester)
        #expect(text.contains("Locale en_US."), "not Foundation's en_001 on Linux: \(text)")
        #expect(text.contains("Week starts on day 1."), "Sunday, as in the United States")
        #expect(text.contains("Due Mar 14, 2030."))
        #expect(text.contains("Year March 2030."))
    }

    @Test func anotherConfiguredLocaleReachesTheSameCalls() {
        let tester = ViewTester { DeliveryNote() }
        tester.locale = Locale(identifier: "de_DE")
        let text = text(tester)
        #expect(text.contains("Locale de_DE."))
        #expect(text.contains("Week starts on day 2."), "Monday, as in Germany")
        #expect(text.contains("Due 14.03.2030.") || text.contains("Due 14. März 2030."), "\(text)")
        #expect(text.contains("Year März 2030."))
    }

    @Test func aFormatThatNamesNoLocaleStaysAsItIs() {
        let tester = ViewTester { DeliveryNote() }
        tester.locale = Locale(identifier: "de_DE")
        #expect(text(tester).contains("Stamp 2030-03-14T08:00:00Z."))
    }
}
