import FormUITesting
import SwiftUI
import Testing

private struct Playlist: Identifiable, Hashable {
    let id: Int
    var name: String
}

private struct PlaylistScreen: View {
    @State private var playlists = [Playlist(id: 1, name: "Morning"), Playlist(id: 2, name: "Focus")]
    @State private var confirmingClear = false
    @State private var detail: Playlist?
    @State private var showsInfo = false
    @State private var title = "My Mix"
    @State private var renaming = false
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            List {
                ForEach(playlists) { playlist in
                    Text(playlist.name)
                }
                Button("Clear all") { confirmingClear = true }
                Button("Show Focus") { detail = playlists.last }
                Button("Info") { showsInfo.toggle() }
                RenameButton()
                Text("Log: \(log.joined(separator: ","))")
                Text("Renaming: \(renaming ? "yes" : "no")")
            }
            .contextMenu(forSelectionType: Playlist.ID.self) { ids in
                Button("Duplicate") { log.append("dup\(ids.sorted().map(String.init).joined())") }
            }
            .contextMenu {
                Button("Refresh") { log.append("refresh") }
            } preview: {
                Text("Preview")
            }
            .renameAction { renaming = true }
            .actionSheet(isPresented: $confirmingClear) {
                ActionSheet(title: Text("Clear playlists?"), message: Text("This cannot be undone."), buttons: [
                    .destructive(Text("Clear")) { playlists.removeAll() },
                    .cancel(),
                ])
            }
            .popover(item: $detail) { playlist in
                Text("Detail of \(playlist.name)")
            }
            .inspector(isPresented: $showsInfo) {
                Text("Two playlists")
            }
            .toolbar(id: "playlist") {
                ToolbarItem(id: "add") { Button("Add") { log.append("add") } }
            }
            .toolbarTitleMenu {
                Button("Duplicate mix") { log.append("mix") }
            }
            .navigationTitle(title)
        }
    }
}

private struct Library: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home page") }
            TabSection("Collections") {
                Tab("Albums", systemImage: "square.stack") { Text("Albums page") }
                Tab("Artists", systemImage: "music.mic") { Text("Artists page") }
            }
        }
    }
}

private struct Fade: View {
    var body: some View {
        VStack {
            PhaseAnimator([0.25, 1.0]) { opacity in Text("Phase \(opacity, specifier: "%.2f")") }
            KeyframeAnimator(initialValue: 3.0) { value in
                Text("Value \(Int(value))")
            } keyframes: { _ in
                KeyframeTrack { LinearKeyframe(9.0, duration: 1) }
            }
            TimelineView(.everyMinute) { context in
                Text("Drawn \(context.date.timeIntervalSince1970 > 0 ? "now" : "never")")
            }
        }
    }
}

@Suite struct PresentationAdditionsTests {
    @Test func anActionSheetIsAConfirmationDialogWhoseButtonsRunAndDismiss() throws {
        let tester = ViewTester { PlaylistScreen() }
        _ = try tester.press("Clear all")
        let page = tester.document()
        #expect(page.text.contains("Clear playlists?"))
        #expect(page.text.contains("This cannot be undone."))
        _ = try tester.press("Clear")
        let after = tester.document().text
        #expect(!after.contains("Morning"), "the destructive button's action ran")
        #expect(!after.contains("Clear playlists?"), "and dismissed the sheet")
    }

    @Test func aPopoverForAnItemIsASheetForIt() throws {
        let tester = ViewTester { PlaylistScreen() }
        #expect(!tester.document().text.contains("Detail of"))
        _ = try tester.press("Show Focus")
        #expect(tester.document().text.contains("Detail of Focus"))
    }

    @Test func anInspectorIsARegionBesideTheContentWhilePresented() throws {
        let tester = ViewTester { PlaylistScreen() }
        #expect(tester.document().element("aside", with: ["aria-label": "Inspector"]) == nil)
        _ = try tester.press("Info")
        let aside = try #require(tester.document().element("aside", with: ["aria-label": "Inspector"]))
        #expect(aside.text.contains("Two playlists"))
    }

    @Test func eachRowHasTheMenuForItsOwnID() throws {
        let tester = ViewTester { PlaylistScreen() }
        let html = tester.html()
        #expect(html.contains("Actions for Morning"), "the first row's menu is named by the row")
        #expect(html.contains("Actions for Focus"))
        let duplicates = tester.document().elements { $0.tag == "button" && $0.text == "Duplicate" }
        #expect(duplicates.count == 2, "one Duplicate per row")
        let second = try #require(duplicates.last?.attributes["value"])
        _ = try tester.perform(action: second)
        #expect(tester.document().text.contains("Log: dup2"), "the second row's menu acted on the second row's id")
    }

    @Test func theMenuWithAPreviewIsTheMenu() throws {
        let tester = ViewTester { PlaylistScreen() }
        #expect(!tester.document().text.contains("Preview"), "a page's view is its own preview")
        _ = try tester.press("Refresh")
        #expect(tester.document().text.contains("refresh"))
    }

    @Test func renameButtonRunsTheRenameAction() throws {
        let tester = ViewTester { PlaylistScreen() }
        #expect(tester.document().text.contains("Renaming: no"))
        _ = try tester.press("Rename")
        #expect(tester.document().text.contains("Renaming: yes"))
    }

    @Test func aCustomizableToolbarAndATitleMenuAreTheToolbarsItems() throws {
        let tester = ViewTester { PlaylistScreen() }
        let toolbars = tester.document().elements(role: "toolbar")
        #expect(toolbars.count == 2)
        _ = try tester.press("Add")
        _ = try tester.press("Duplicate mix")
        #expect(tester.document().text.contains("add,mix"))
    }

    @Test func aTabSectionsTitleStandsOverItsTabs() throws {
        let tester = ViewTester { Library() }
        let html = tester.html()
        let title = try #require(html.range(of: "<span class=\"tab-section-title\">Collections</span>"))
        let home = try #require(html.range(of: ">Home<"))
        let albums = try #require(html.range(of: ">Albums<"))
        #expect(home.lowerBound < title.lowerBound && title.lowerBound < albums.lowerBound)
        #expect(tester.document().text.contains("Home page"))
        tester.query = ["tab": "artists"]
        #expect(tester.document().text.contains("Artists page"), "a sectioned tab is chosen as any tab")
    }

    @Test func animatorsShowTheirFirstPhaseAndTimelinesTheirMoment() {
        let text = ViewTester { Fade() }.document().text
        #expect(text.contains("Phase 0.25"))
        #expect(text.contains("Value 3"))
        #expect(text.contains("Drawn now"))
    }
}
