import Locking

/// A device's user defaults, kept for one visitor.
///
/// On a phone, `UserDefaults.standard` belongs to the one person holding it. On a server, Foundation's
/// is one file for the whole process, so an app that saved its list there would show one visitor's data
/// to every other. FormUI's `UserDefaults` takes Foundation's place for code that imports SwiftUI (or
/// FormUI) and keeps what it holds **in the visitor's session**, beside `@AppStorage` (which reads and
/// writes the same values, as it does on a device): in the configured session store (memory, SQLite,
/// PostgreSQL), as durable as the store, and gone when the session expires.
///
/// - Whose values: those of the visitor whose request is being answered, while their page is evaluated
///   or one of its actions, `.onAppear` or `.task` runs. Code that runs outside any visitor's request
///   (while the app starts, or on a thread of its own) reads and writes the server's own defaults, which
///   no visitor's reads see.
/// - A suite (`UserDefaults(suiteName:)`) is a set of keys of its own, per visitor too.
/// - `register(defaults:)` is the app's code, not a visitor's data: registered defaults are the same for
///   every visitor, as they are for every launch of an app.
/// - Values are stored as a session's values are (`Codable`); property-list arrays and dictionaries
///   are kept as such. A value that cannot be stored is refused when the session is stored, with a
///   message naming its key.
///
/// A `static let shared` object the app writes itself is process-wide, as any Swift value is: what it
/// holds is seen by every visitor (README, "Each visitor is a device").
// Sendable: a `UserDefaults` holds only its suite's name; the values are the visitor's page state's,
// touched by one evaluation at a time, or the server's, behind their lock.
open class UserDefaults: @unchecked Sendable {
    /// The suite, or nil for the standard defaults.
    public let suiteName: String?

    /// The visitor's standard defaults.
    public static let standard = UserDefaults(suite: nil)

    /// The standard defaults.
    public convenience init() { self.init(suite: nil) }

    /// The defaults of a suite (an app group's, on a device): keys of their own, kept per visitor.
    ///
    /// - Parameter suiteName: The suite's name; nil gives the standard defaults, as in Foundation.
    public init?(suiteName: String?) {
        self.suiteName = suiteName
    }

    init(suite: String?) {
        suiteName = suite
    }

    /// Nothing to do: values are kept with the visitor's session when their request ends.
    public static func resetStandardUserDefaults() {}

    /// Where this defaults' `key` is kept among the session's values (`@AppStorage` shares the
    /// standard ones' keys).
    func storageKey(_ key: String) -> String {
        guard let suiteName else { return key }
        return "\(suiteName)\u{1F}\(key)"
    }

    // MARK: Reading

    /// The value for `key`: the visitor's, else the registered default, else nil.
    ///
    /// - Parameter key: The key the value was set under.
    /// - Returns: A `String`, a number (`Int`, `Double`), a `Bool`, a `Date`, `Data`, a `URL`, an array or
    ///   a dictionary of these, or another value the app set; nil when there is none.
    open func object(forKey key: String) -> Any? {
        if let value = DefaultsDomain.current.value(for: storageKey(key)) { return value.plain }
        return DefaultsDomain.registered(suiteName)[key]
    }

    open func string(forKey key: String) -> String? {
        switch object(forKey: key) {
        case let string as String: return string
        case let number as Int: return String(number)
        case let number as Double: return String(number)
        case let url as URL: return url.absoluteString
        default: return nil
        }
    }

    open func integer(forKey key: String) -> Int {
        switch object(forKey: key) {
        case let number as Int: return number
        case let number as Double: return Int(exactly: number.rounded(.towardZero)) ?? 0
        case let flag as Bool: return flag ? 1 : 0
        case let string as String: return Int(string) ?? Double(string).flatMap { Int(exactly: $0.rounded(.towardZero)) } ?? 0
        default: return 0
        }
    }

    open func double(forKey key: String) -> Double {
        switch object(forKey: key) {
        case let number as Double: return number
        case let number as Int: return Double(number)
        case let flag as Bool: return flag ? 1 : 0
        case let string as String: return Double(string) ?? 0
        default: return 0
        }
    }

    open func float(forKey key: String) -> Float { Float(double(forKey: key)) }

    open func bool(forKey key: String) -> Bool {
        switch object(forKey: key) {
        case let flag as Bool: return flag
        case let number as Int: return number != 0
        case let number as Double: return number != 0
        case let string as String: return ["yes", "true", "1"].contains(string.lowercased())
        default: return false
        }
    }

    open func data(forKey key: String) -> Data? { object(forKey: key) as? Data }

    open func url(forKey key: String) -> URL? {
        switch object(forKey: key) {
        case let url as URL: return url
        case let string as String: return string.hasPrefix("/") || string.hasPrefix("~") ? URL(fileURLWithPath: string) : URL(string: string)
        default: return nil
        }
    }

    open func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }

    open func stringArray(forKey key: String) -> [String]? {
        guard let array = array(forKey: key) else { return nil }
        let strings = array.compactMap { $0 as? String }
        return strings.count == array.count ? strings : nil
    }

    open func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }

    /// Key-value coding's spelling of ``object(forKey:)``, which apps reach through `NSObject`.
    open func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Every key this defaults holds for the visitor, with the registered defaults under them.
    ///
    /// - Returns: The values by key, the visitor's over the registered ones.
    open func dictionaryRepresentation() -> [String: Any] {
        var all = DefaultsDomain.registered(suiteName)
        for (key, value) in DefaultsDomain.current.values(withPrefix: suiteName.map { "\($0)\u{1F}" }) {
            all[key] = value.plain
        }
        return all
    }

    // MARK: Writing

    /// Sets the value for `key` in the visitor's defaults; nil removes it.
    ///
    /// - Parameters:
    ///   - value: A `String`, a number, a `Bool`, a `Date`, `Data`, a `URL`, an array or a dictionary of
    ///     these (a property list), or any `Codable` value; nil removes the key.
    ///   - key: The key to set.
    open func set(_ value: Any?, forKey key: String) {
        DefaultsDomain.current.set(value.map(DefaultsValue.init(storing:)), for: storageKey(key))
    }

    open func set(_ value: Int, forKey key: String) { set(value as Any, forKey: key) }
    open func set(_ value: Double, forKey key: String) { set(value as Any, forKey: key) }
    open func set(_ value: Float, forKey key: String) { set(Double(value) as Any, forKey: key) }
    open func set(_ value: Bool, forKey key: String) { set(value as Any, forKey: key) }
    open func set(_ url: URL?, forKey key: String) { set(url.map { $0 as Any }, forKey: key) }

    /// Key-value coding's spelling of ``set(_:forKey:)-(Any?,_)``.
    open func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }

    open func removeObject(forKey key: String) { set(nil as Any?, forKey: key) }

    /// Sets the values keys have until a visitor sets their own: the same for every visitor.
    ///
    /// - Parameter registrationDictionary: The default values by key.
    open func register(defaults registrationDictionary: [String: Any]) {
        DefaultsDomain.register(registrationDictionary, suite: suiteName)
    }

    /// Removes every value of a domain from the visitor's defaults: the standard defaults' (named by the
    /// app's bundle identifier, any name but a suite's here) or this suite's.
    ///
    /// - Parameter domainName: The app's bundle identifier, or this defaults' suite name.
    open func removePersistentDomain(forName domainName: String) {
        guard suiteName == nil || suiteName == domainName else { return }
        for key in DefaultsDomain.current.values(withPrefix: suiteName.map { "\($0)\u{1F}" }).keys {
            removeObject(forKey: key)
        }
    }

    /// Always true: values are kept with the visitor's session when their request ends.
    @discardableResult
    open func synchronize() -> Bool { true }
}
