import FormUITesting
import SwiftUI
import Testing

// SwiftUI's API that concerns a device and is accepted without effect on a page
// (Sources/FormUI/Compatibility/Accepted.swift, and the older accepted modifiers): a view written with
// a sample of it compiles as it is, and its page is the page of the same view without it, controls and
// all. If one of them stops compiling or starts changing the page, this fails.

/// A settings screen as an app for a device writes it, with the haptics, hovering, focus, scrolling,
/// animation, preview and accessibility modifiers a device uses.
private struct DeviceFlavouredSettings: View {
    @State private var name = "Ada"
    @State private var notifications = true
    @State private var pulses = 0
    @State private var detent = PresentationDetent.medium
    @State private var scrolledID: Int?
    @Namespace private var namespace
    @AccessibilityFocusState private var isNameFocusedForVoiceOver: Bool
    @FocusedValue(\.acceptedAPISelection) private var focusedSelection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.editMode) private var editMode
    @Environment(\.openWindow) private var openWindow
    @Environment(\.isSearching) private var isSearching
    @Environment(\.displayScale) private var displayScale
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                    .textEditorStyle(.plain)
                    .submitScope()
                    .findDisabled()
                    .accessibilityFocused($isNameFocusedForVoiceOver)
                    .accessibilityInputLabels(["Name", "Your name"])
                    .focusable()
                    .focusEffectDisabled()
                Toggle("Notifications", isOn: $notifications)
                    .sensoryFeedback(.impact(), trigger: notifications)
                    .onHover { _ in pulses += 100 }
                    .hoverEffect(.lift)
                    .onKeyPress(.return) { .handled }
            }
            Section("About") {
                Text("Signed in as \(name)")
                    .allowsTightening(true)
                    .typesettingLanguage(Locale.Language(identifier: "en"))
                    .flipsForRightToLeftLayoutDirection(true)
                    .speechSpellsOutCharacters()
                    .accessibilityTextContentType(.narrative)
                    .matchedGeometryEffect(id: "name", in: namespace)
                    .phaseAnimator([0.0, 1.0]) { content, phase in content.opacity(phase) }
                    .symbolEffect(.pulse, value: pulses)
                Image(systemName: "bell", variableValue: 0.5)
                    .symbolEffect(.variableColor.iterative.reversing)
                    .accessibilityIgnoresInvertColors()
                Text("Pulses: \(pulses)")
                    .contentTransition(.symbolEffect(.replace))
                    .transaction { $0.animation = nil }
                    .geometryGroup()
                    .visualEffect { content, proxy in content.offset(y: proxy.size.height > 0 ? 0 : 1) }
            }
        }
        .scrollPosition(id: $scrolledID)
        .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        .scrollTargetLayout()
        .defaultScrollAnchor(.top)
        .scrollIndicatorsFlash(onAppear: true)
        .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
        .onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, _ in pulses += 1000 }
        .onScrollVisibilityChange { _ in pulses += 1000 }
        .presentationDetents([.medium, .large], selection: $detent)
        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
        .presentationCompactAdaptation(.sheet)
        .presentationSizing(.form.fitted(horizontal: false, vertical: true))
        .toolbarColorScheme(.dark, for: .navigationBar)
        .toolbarTitleDisplayMode(.inlineLarge)
        .toolbarVisibility(.visible, for: .tabBar)
        .searchPresentationToolbarBehavior(.avoidHidingContent)
        .menuOrder(.fixed)
        .menuIndicator(.hidden)
        .selectionDisabled()
        .containerBackground(.blue.gradient, for: .navigation)
        .navigationSplitViewColumnWidth(min: 200, ideal: 300, max: 400)
        .navigationTransition(.zoom(sourceID: "name", in: namespace))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .navigationViewStyle(.stack)
        .tabViewStyle(.sidebarAdaptable)
        .persistentSystemOverlays(.hidden)
        .defersSystemGestures(on: .bottom)
        .statusBar(hidden: true)
        .colorScheme(.light)
        .scenePadding()
        .coordinateSpace(name: "settings")
        .gridCellAnchor(.center)
        .dialogIcon(Image(systemName: "gear"))
        .accessibilityRotor("Sections") {
            ForEach(0..<2) { index in AccessibilityRotorEntry("Section \(index)", id: index) }
        }
        .accessibilityShowsLargeContentViewer()
        .onOpenURL { _ in pulses += 10_000 }
        .previewDisplayName("Settings")
        .previewLayout(.sizeThatFits)
        .previewInterfaceOrientation(.landscapeLeft)
    }
}

/// The same screen without any of them.
private struct PlainSettings: View {
    @State private var name = "Ada"
    @State private var notifications = true
    @State private var pulses = 0

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                Toggle("Notifications", isOn: $notifications)
            }
            Section("About") {
                Text("Signed in as \(name)")
                Image(systemName: "bell")
                Text("Pulses: \(pulses)")
            }
        }
    }
}

private struct AcceptedAPISelectionKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    fileprivate var acceptedAPISelection: String? {
        get { self[AcceptedAPISelectionKey.self] }
        set { self[AcceptedAPISelectionKey.self] = newValue }
    }
}

/// What a view reads from the environment values a device has and a page does not.
private struct DeviceEnvironmentReader: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.editMode) private var editMode
    @Environment(\.isSearching) private var isSearching
    @Environment(\.displayScale) private var displayScale
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.refresh) private var refresh
    @FocusedValue(\.acceptedAPISelection) private var focusedSelection

    var body: some View {
        VStack {
            Text("reduce motion \(reduceMotion), voice over \(voiceOver), searching \(isSearching)")
            Text("edit mode \(editMode == nil ? "none" : "set"), scale \(Int(displayScale)), refresh \(refresh == nil ? "none" : "set")")
            Text("type \(dynamicTypeSize == .large ? "large" : "other"), \(layoutDirection == .leftToRight ? "ltr" : "rtl"), contrast \(contrast == .standard ? "standard" : "increased")")
            Text("focused \(focusedSelection ?? "nothing")")
        }
    }
}

private struct DeviceEnvironmentWriter: View {
    var body: some View {
        DeviceEnvironmentReader()
            .environment(\.layoutDirection, .rightToLeft)
            .environment(\.displayScale, 3)
            .environment(\.dynamicTypeSize, .xxLarge)
            .focusedValue(\.acceptedAPISelection, "Inbox")
    }
}

/// Xcode previews and menu-bar commands compile, and the server ignores them.
private struct DeviceFlavouredSettings_Previews: PreviewProvider {
    static var previews: some View {
        DeviceFlavouredSettings()
            .previewDevice("iPhone 15")
    }
}

private struct DeviceFlavouredApp: App {
    var body: some Scene {
        WindowGroup {
            DeviceFlavouredSettings()
        }
        .commands {
            CommandMenu("Tools") { Button("Refresh") {} }
            CommandGroup(replacing: .newItem) {}
            SidebarCommands()
        }
        .handlesExternalEvents(matching: ["settings"])
        .backgroundTask(.appRefresh("refresh")) {}
    }
}

@Suite struct AcceptedAPITests {
    @Test func acceptedModifiersLeaveThePageAsItIs() throws {
        let decorated = ViewTester { DeviceFlavouredSettings() }
        let plain = ViewTester { PlainSettings() }
        let html = decorated.html()
        #expect(html.contains("Signed in as Ada"))
        #expect(html.contains("Pulses: 0"), "hover, key, scroll and URL handlers are never called on a page")
        #expect(decorated.control("name")?.value == "Ada")
        #expect(html == plain.html(), "the accepted modifiers change nothing on the page")
    }

    @Test func controlsStillWorkUnderAcceptedModifiers() throws {
        let tester = ViewTester { DeviceFlavouredSettings() }
        try tester.post(["name": "Grace", "notifications": "off"])
        #expect(tester.control("name")?.value == "Grace")
        #expect(tester.control("notifications")?.value == "off")
        let html = tester.html()
        #expect(html.contains("Signed in as Grace"))
        #expect(html.contains("Pulses: 0"), "the sensory feedback's trigger changed; nothing else ran")
    }

    @Test func deviceEnvironmentValuesReadTheirDefaultsAndWhatIsSet() throws {
        let read = ViewTester { DeviceEnvironmentReader() }.html()
        #expect(read.contains("reduce motion false, voice over false, searching false"))
        #expect(read.contains("edit mode none, scale 2, refresh none"))
        #expect(read.contains("type large, ltr, contrast standard"))
        #expect(read.contains("focused nothing"), "the server sees no focus")
        let written = ViewTester { DeviceEnvironmentWriter() }.html()
        #expect(written.contains("scale 3"))
        #expect(written.contains("type other, rtl"))
        #expect(written.contains("focused nothing"), "a focused value is never read back on a page")
    }

    @Test func previewsAndCommandsCompileAndServeTheWindow() throws {
        let tester = ViewTester(app: DeviceFlavouredApp.self)
        #expect(tester.html().contains("Signed in as Ada"))
        _ = DeviceFlavouredSettings_Previews.previews
    }
}
