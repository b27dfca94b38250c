import Foundation

struct CurrencyRates {
    /// Units of each currency for one US dollar (a fixed table: the tutorial's offline mode).
    static let perDollar: [String: Double] = [
        "USD": 1.0,
        "EUR": 0.92,
        "GBP": 0.79,
        "JPY": 150.0,
        "CAD": 1.36,
        "CHF": 0.88,
    ]

    static var codes: [String] {
        perDollar.keys.sorted()
    }

    static func convert(_ amount: Double, from: String, to: String) -> Double {
        guard let fromRate = perDollar[from], let toRate = perDollar[to] else { return 0 }
        return amount / fromRate * toRate
    }

    static func rate(from: String, to: String) -> Double {
        convert(1, from: from, to: to)
    }

    static func name(for code: String) -> String {
        Locale.current.localizedString(forCurrencyCode: code) ?? code
    }

    static func format(_ amount: Double, code: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = code
        formatter.maximumFractionDigits = code == "JPY" ? 0 : 2
        return formatter.string(from: NSNumber(value: amount)) ?? "\(amount) \(code)"
    }
}

/// A saved pair, written in @AppStorage as "USD>EUR" entries joined by commas.
struct CurrencyPair: Hashable, Identifiable {
    var from: String
    var to: String

    var id: String { "\(from)>\(to)" }

    init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    init?(storageEntry: String) {
        let parts = storageEntry.split(separator: ">").map(String.init)
        guard parts.count == 2 else { return nil }
        self.init(from: parts[0], to: parts[1])
    }

    static func list(from stored: String) -> [CurrencyPair] {
        stored.split(separator: ",").compactMap { CurrencyPair(storageEntry: String($0)) }
    }

    static func storage(for pairs: [CurrencyPair]) -> String {
        pairs.map(\.id).joined(separator: ",")
    }
}
