import Foundation
import FormUITesting
import SwiftUI
import Testing

/// A trip an app exports as JSON (its own `Codable` representation) or as a plain-text summary.
private struct Itinerary: Codable, Transferable {
    var city: String
    var nights: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.summary)
    }

    var summary: String { "\(nights) nights in \(city)" }
}

private struct TripExport: View {
    let contentTypes: [UTType]
    @State private var exporting = false
    @State private var outcome = "nothing yet"

    var body: some View {
        Form {
            Button("Export trip") { exporting = true }
            Text("Outcome: \(outcome)")
        }
        .fileExporter(isPresented: $exporting, item: Itinerary(city: "Lisbon", nights: 4), contentTypes: contentTypes, defaultFilename: "Trip") { result in
            switch result {
            case .success(let url):
                let saved = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? "(unreadable)"
                outcome = "saved \(url.lastPathComponent): \(saved)"
            case .failure(let error):
                outcome = "failed: \(error)"
            }
        } onCancellation: {
            outcome = "cancelled"
        }
    }
}

@Suite struct FileExporterItemTests {
    @Test func aTransferableValueIsExportedInTheFirstTypeItsRepresentationsMake() throws {
        let tester = ViewTester { TripExport(contentTypes: [.json]) }
        try tester.press("Export trip")
        #expect(tester.document().text.contains("Download Trip.json"))
        try tester.press("Done")
        let text = tester.document().text
        #expect(text.contains("saved Trip.json: {"), "\(text)")
        #expect(text.contains("\"city\":\"Lisbon\""))
    }

    @Test func aProxyRepresentationExportsThroughItsProxy() throws {
        let tester = ViewTester { TripExport(contentTypes: [.plainText]) }
        try tester.press("Export trip")
        try tester.press("Done")
        #expect(tester.document().text.contains("saved Trip.txt: 4 nights in Lisbon"))
    }

    @Test func aTypeNoRepresentationMakesIsSaidAndCancelCallsOnCancellation() throws {
        let tester = ViewTester { TripExport(contentTypes: [.png]) }
        try tester.press("Export trip")
        #expect(tester.document().text.contains("has no representation of the type asked for"))
        try tester.press("Cancel")
        #expect(tester.document().text.contains("Outcome: cancelled"))
    }
}
