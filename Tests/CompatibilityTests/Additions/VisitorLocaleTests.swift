import Foundation
import FormUITesting
import SwiftUI
import Testing

private struct TipSummary: View {
    let bill = 1234.5
    let guests = 12_000

    var body: some View {
        VStack {
            Text("Bill: \(bill.formatted(.currency(code: "EUR")))")
            Text("Guests: \(guests.formatted())")
            Text("Share: \(Float(0.25).formatted(.percent))")
            Text("Fixed: \(bill.formatted(.currency(code: "EUR").locale(Locale(identifier: "en_US"))))")
            Text("Formatter: \(Self.formatter().string(from: 42) ?? "")")
        }
    }

    static func formatter() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        return formatter
    }
}

@Suite struct VisitorLocaleTests {
    @Test func anAppsOwnNumbersAreFormattedInThePagesLocale() {
        let tester = ViewTester { TipSummary() }
        tester.locale = Locale(identifier: "de_DE")
        let text = tester.document().text
        #expect(text.contains("Bill: 1.234,50\u{a0}€"), "\(text)")
        #expect(text.contains("Guests: 12.000"))
        #expect(text.contains("Share: 25\u{a0}%"))
        #expect(text.contains("Fixed: €1,234.50"), "a locale the code chose stays")
        #expect(text.contains("Formatter: 42,00\u{a0}€"), "a NumberFormatter the app makes")
    }

    @Test func outsideAPageTheyAreFoundations() {
        #expect(1234.5.formatted(.currency(code: "USD")) == (1234.5 as Double).formatted(FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: .autoupdatingCurrent)))
        #expect(TipSummary.formatter().locale.identifier == Locale.autoupdatingCurrent.identifier)
    }
}
