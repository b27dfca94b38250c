import Foundation
import Testing

/// The catalog's table of SwiftUI's API (`SwiftUICoverage.md`): every row one of the three statuses,
/// and the summary at its top counting the rows as they are.
@Suite struct CoverageTableTests {
    static let statuses = ["implemented", "accepted", "unavailable"]

    static func table() throws -> String {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/FormUI/FormUI.docc/SwiftUICoverage.md")
        return try String(contentsOf: file, encoding: .utf8)
    }

    /// The rows of the table: the API column and the status column of each line `| … | … | … |` below the
    /// summary, header and separator lines left out.
    static func rows(of table: String) -> [(api: String, status: String)] {
        table.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| "), !line.hasPrefix("|---") else { return nil }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[2] != "status" else { return nil }
            return (cells[1], cells[2])
        }
    }

    @Test func everyRowIsImplementedAcceptedOrUnavailable() throws {
        let rows = Self.rows(of: try Self.table())
        #expect(rows.count > 400)
        let others = rows.filter { !Self.statuses.contains($0.status) }
        #expect(others.isEmpty, "rows with no status of the three: \(others.map { "\($0.api): \($0.status)" })")
    }

    @Test func theSummaryCountsTheRows() throws {
        let table = try Self.table()
        let rows = Self.rows(of: table)
        var lines = ["swiftui-coverage: 1"]
        var totalNames = 0
        for status in Self.statuses {
            let matching = rows.filter { $0.status == status }
            let names = matching.map { $0.api.components(separatedBy: "`").count / 2 }.reduce(0, +)
            totalNames += names
            lines.append("\(status): entries \(matching.count), names \(names)")
        }
        lines.append("total: entries \(rows.count), names \(totalNames)")
        let summary = "```\n" + lines.joined(separator: "\n") + "\n```"
        #expect(table.contains(summary), "the summary should read:\n\(summary)")
    }
}
