import Foundation
@testable import FormUIServer
import Logging

/// Two pickers of ten options each: two tabs can edit one each.
struct TwoPickers: View {
    @State private var first = 0
    @State private var second = 0

    var body: some View {
        Form {
            Picker("First", selection: $first) {
                ForEach(0..<10) { Text("Option \($0)").tag($0) }
            }
            Picker("Second", selection: $second) {
                ForEach(0..<10) { Text("Option \($0)").tag($0) }
            }
        }
    }
}

/// A segmented picker: each option is a submit button that applies at once.
struct Segments: View {
    @State private var size = "medium"

    var body: some View {
        Picker("Size", selection: $size) {
            Text("Small").tag("small")
            Text("Medium").tag("medium")
            Text("Large").tag("large")
        }
        .pickerStyle(.segmented)
    }
}

let quietLogger = Logger(label: "FormUIServerTests", factory: { _ in SwiftLogNoOpLogHandler() })

/// A configuration for tests: loopback, a free port, the built-in layout, no static files, no logs.
func testConfiguration() -> FormAppConfiguration {
    FormAppConfiguration(
        server: HTTPServerConfiguration(host: "127.0.0.1", port: 0),
        publicDirectory: nil,
        templatesDirectory: nil,
        logger: quietLogger
    )
}

/// Serves `app` on a free loopback port for the duration of `body`, then stops it.
func serving<T>(_ app: FormApp, _ body: (Int) throws -> T) throws -> T {
    let running = try app.start()
    defer { running.stop() }
    return try body(running.port)
}

/// Serves the two pickers at `/pickers` and the segmented one at `/segments`.
func servingPickers<T>(_ configure: (inout FormAppConfiguration) -> Void = { _ in }, _ body: (Int) throws -> T) throws -> T {
    var configuration = testConfiguration()
    configure(&configuration)
    let app = FormApp(configuration)
    app.page("/pickers", title: "Two pickers") { TwoPickers() }
    app.page("/segments", title: "Segments") { Segments() }
    return try serving(app, body)
}

/// A clock the tests move by hand (monotonic nanoseconds).
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var nanoseconds: UInt64 = 1_000_000_000

    var now: UInt64 { lock.withLock { nanoseconds } }

    func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        lock.withLock { nanoseconds += UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000) }
    }
}

/// What a browser would submit from a page: every form field the HTML shows, with its current value.
///
/// Reads the few kinds of fields FormUI's pickers render: hidden and text inputs, checked radios and
/// checkboxes, and `<select>` with its selected option. (Submit buttons are added by whoever "clicks".)
struct BrowserForm {
    var fields: [(name: String, value: String)] = []

    init(html: String) {
        var text = Substring(html)
        while let open = text.firstIndex(of: "<") {
            text = text[text.index(after: open)...]
            if text.hasPrefix("select") {
                guard let end = text.range(of: "</select>") else { break }
                let select = text[..<end.lowerBound]
                let tagEnd = select.firstIndex(of: ">") ?? select.endIndex
                if let name = Self.attribute("name", in: select[..<tagEnd]) {
                    var selected: String?
                    var firstValue: String?
                    for option in select.components(separatedBy: "<option").dropFirst() {
                        let optionTag = option.prefix(while: { $0 != ">" })
                        let value = Self.attribute("value", in: optionTag[...]) ?? ""
                        if firstValue == nil { firstValue = value }
                        if optionTag.contains(" selected") { selected = value }
                    }
                    if let value = selected ?? firstValue { fields.append((name, value)) }
                }
                text = text[end.upperBound...]
            } else if text.hasPrefix("input") {
                let tag = text.prefix(while: { $0 != ">" })
                let type = Self.attribute("type", in: tag) ?? "text"
                if let name = Self.attribute("name", in: tag) {
                    let value = Self.attribute("value", in: tag) ?? ""
                    switch type {
                    case "radio", "checkbox":
                        if tag.contains(" checked") { fields.append((name, value.isEmpty ? "on" : value)) }
                    case "submit", "button", "image", "reset":
                        break
                    default:
                        fields.append((name, value))
                    }
                }
            }
        }
    }

    subscript(name: String) -> String? {
        get { fields.last { $0.name == name }?.value }
        set {
            fields.removeAll { $0.name == name }
            if let newValue { fields.append((name, newValue)) }
        }
    }

    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return unescape(String(rest[..<end]))
    }

    static func unescape(_ string: String) -> String {
        string.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// A sign-in form: a text field, a secure field, a picker and a button.
struct SignIn: View {
    @State private var username = ""
    @State private var password = ""
    @State private var role = "reader"
    @State private var attempts = 0

    var body: some View {
        Form {
            TextField("Username", text: $username)
            SecureField("Password", text: $password)
            Picker("Role", selection: $role) {
                Text("Reader").tag("reader")
                Text("Editor").tag("editor")
            }
            Button("Sign in") { attempts += 1 }
            Text("Attempts: \(attempts)")
        }
    }
}

/// A navigation-link picker: a link to a list of its options at `?choose=flavor`.
struct NavigationFlavor: View {
    @State private var flavor = "chocolate"

    var body: some View {
        Picker("Flavor", selection: $flavor) {
            Text("Chocolate").tag("chocolate")
            Text("Vanilla").tag("vanilla")
        }
        .pickerStyle(.navigationLink)
    }
}
