import Foundation
import FormUITesting
@testable import FormUIServer
import Testing

/// A date picker on the page, and a link to a sub-page without one.
private struct DeliveryForm: View {
    @State private var delivery = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 UTC

    var body: some View {
        NavigationStack {
            Form {
                DatePicker("Delivery", selection: $delivery, displayedComponents: .date)
                NavigationLink("Notes") { Text("Nothing dated here") }
            }
        }
    }
}

/// A time picker, graphical: a grid of days and a time field.
private struct AlarmForm: View {
    @State private var alarm = Date(timeIntervalSince1970: 1_767_225_600)

    var body: some View {
        Form {
            DatePicker("Alarm", selection: $alarm).datePickerStyle(.graphical)
        }
    }
}

// The layout names the time zone dates are shown and read in only on a page that shows a date or time
// control (the page's render says whether one was drawn): elsewhere the line means nothing to the reader.
@Suite("The time-zone footer: on pages with dates and times only")
struct TimeZoneFooterTests {
    /// The shipped layout's footer on `path`, as text; nil when the page has none.
    static func footer(_ client: HTTPTestClient, _ path: String) throws -> String? {
        let response = try client.get(path)
        #expect(response.status == 200, "\(path): \(response.status)")
        return HTMLDocument(response.text).element("footer", with: ["class": "site-footer"])?.text
    }

    func servingDates<T>(_ body: (HTTPTestClient) throws -> T) throws -> T {
        var configuration = testConfiguration()
        configuration.timeZone = TimeZone(identifier: "Europe/Paris")!
        let app = try FormApp(configuration)
        app.page("/delivery", title: "Delivery") { DeliveryForm() }
        app.page("/alarm", title: "Alarm") { AlarmForm() }
        app.page("/order", title: "Ice cream") { IceCreamOrder() }
        app.document("/about", title: "About", html: Array("<p>About</p>".utf8))
        return try serving(app) { try body(HTTPTestClient(port: $0)) }
    }

    @Test("A page with a date picker, in any style, names the configured zone in its footer")
    func shownWithDates() throws {
        try servingDates { client in
            let delivery = try #require(try Self.footer(client, "/delivery"))
            #expect(delivery.contains("Dates and times are shown and read in Europe/Paris."), "\(delivery)")
            let alarm = try #require(try Self.footer(client, "/alarm"))
            #expect(alarm.contains("Europe/Paris"), "\(alarm)")
        }
    }

    @Test("A page without one has no footer: a form, a sub-page whose page above has the picker, a document, a 404")
    func absentWithoutDates() throws {
        try servingDates { client in
            #expect(try Self.footer(client, "/order") == nil)
            // The date picker of the page above is off stage on its sub-page.
            #expect(try Self.footer(client, "/delivery/notes") == nil)
            #expect(try Self.footer(client, "/about") == nil)
            let missing = try client.get("/nowhere")
            #expect(missing.status == 404)
            #expect(HTMLDocument(missing.text).element("footer", with: ["class": "site-footer"]) == nil)
        }
    }

    @Test("The page answering a rejected post keeps the footer when it has a date picker")
    func keptOnRejectedPost() throws {
        try servingDates { client in
            let rejected = try client.post("/delivery", form: [("delivery", "not a date")])
            #expect(rejected.status == 422)
            let footer = HTMLDocument(rejected.text).element("footer", with: ["class": "site-footer"])?.text
            #expect(footer?.contains("Europe/Paris") == true, "\(rejected.text.suffix(300))")
        }
    }
}
