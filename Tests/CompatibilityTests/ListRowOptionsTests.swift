import FormUITesting
import SwiftUI
import Testing

/// A to-do list whose pinned first row can be neither deleted nor moved.
private struct Chores: View {
    @State private var chores = ["Pinned: read me", "Dishes", "Laundry"]

    var body: some View {
        List {
            ForEach(chores, id: \.self) { chore in
                Label(chore, systemImage: "checklist")
                    .deleteDisabled(chore.hasPrefix("Pinned"))
                    .moveDisabled(chore.hasPrefix("Pinned"))
                    .listRowSeparatorTint(.orange)
            }
            .onDelete { chores.remove(atOffsets: $0) }
            .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
        }
        .listItemTint(.green)
        .listRowSpacing(12)
        .listSectionSpacing(.compact)
        .scrollClipDisabled()
        .contentMargins(.horizontal, 20, for: .scrollContent)
    }
}

@Suite struct ListRowOptionsTests {
    @Test func aRowWithDeleteAndMoveDisabledHasNoSuchButtons() throws {
        let tester = ViewTester { Chores() }
        let actions = try #require(tester.control(labelled: "Row 1")?.actions)
        #expect(actions.isEmpty, "the pinned row has no Delete, Move up or Move down")
        #expect(tester.control(labelled: "Row 2")?.actions?.map(\.label) == ["Move up row 2", "Move down row 2", "Delete row 2"])
        #expect(!tester.html().contains("aria-label=\"Delete row 1\""))
        #expect(throws: SubmissionError.self) { try tester.press("Delete row 1") }
        try tester.press("Delete row 2")
        #expect(!tester.html().contains("Dishes"))
    }

    @Test func tintsAndSpacingsAreCSSVariables() throws {
        let html = ViewTester { Chores() }.html()
        #expect(html.contains("<div class=\"row-separator-tint\" style=\"--row-separator-top:var(--orange);--row-separator-bottom:var(--orange);\">"))
        #expect(html.contains("<div class=\"list-item-tint\" style=\"--list-item-tint:var(--green)\">"))
        #expect(html.contains("<div class=\"list-row-spacing\" style=\"--list-row-spacing:12px\">"))
        #expect(html.contains("<div class=\"list-section-spacing\" style=\"--list-section-spacing:8px\">"))
        #expect(html.contains("<div class=\"scroll-clip-disabled\">"))
        #expect(html.contains("<div class=\"content-margins\" style=\"--content-margins:0 20px 0 20px\">"))
    }
}
