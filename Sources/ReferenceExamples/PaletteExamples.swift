import FormUI

// The examples of `PickerStyle.palette` (seed 000, in English; seed 001 is the same page in Chinese
// followed by the English one).

/// A palette of four reactions in a menu, with a Reply button after it.
///
/// Seed 000 (PickerStyle.palette, "Discussion": the first example), also 001. The `{ ... }` of "Reply..."
/// is a stand-in that counts replies, shown below the menu.
public struct PaletteReactionsMenu: View {
    @State private var selection: Reaction? = .none
    @State private var replies = 0

    public init() {}

    public var body: some View {
        Menu("Reactions") {
            Picker("Palette", selection: $selection) {
                Label("Thumbs up", systemImage: "hand.thumbsup")
                    .tag(Reaction.thumbsup)
                Label("Thumbs down", systemImage: "hand.thumbsdown")
                    .tag(Reaction.thumbsdown)
                Label("Like", systemImage: "heart")
                    .tag(Reaction.heart)
                Label("Question mark", systemImage: "questionmark")
                    .tag(Reaction.questionMark)
            }
            .pickerStyle(.palette)
            Button("Reply...") { replies += 1 }
        }
        // The stand-in's trace.
        Text("Replies: \(replies)")
    }
}

/// A palette picker of colour palettes in a menu, with `.paletteSelectionEffect(.custom)`: the system
/// does not mark the selection; the selected palette's own symbol (a dashed, inset circle) does.
///
/// Seed 000 (PickerStyle.palette, "Discussion": the example that disables the system selection
/// behaviour), also 001. Stand-ins: `palettes` and the menu's `label: { ... }`.
public struct PaletteCustomSelection: View {
    @State private var selection: Palette = Palette.all[0]
    /// Stand-in for the app's palettes.
    let palettes = Palette.all

    public init() {}

    public var body: some View {
        Menu {
            Picker("Palettes", selection: $selection) {
                ForEach(palettes) { palette in
                    Label(palette.title, systemImage: selection == palette ?
                          "circle.dashed.inset.filled" : "circle.fill")
                    .tint(palette.tint)
                    .tag(palette)
                }
            }
            .pickerStyle(.palette)
            .paletteSelectionEffect(.custom)
        } label: {
            Label("Palettes", systemImage: "paintpalette")
        }
    }
}

/// A palette picker of flags in a menu, with `.paletteSelectionEffect(.symbolVariant(.slash))`: the
/// selected flag is drawn with the `flag.slash` symbol.
///
/// Seed 000 (PickerStyle.palette, "Discussion": the `symbolVariant(_:)` example), also 001. Stand-ins:
/// `flags`, the `selectedFlag` state and the menu's `label: { ... }`.
public struct PaletteSymbolVariant: View {
    @State private var selectedFlag: Flag = Flag.all[0]
    /// Stand-in for the app's flags.
    let flags = Flag.all

    public init() {}

    public var body: some View {
        Menu {
            Picker("Flags", selection: $selectedFlag) {
                ForEach(flags) { flag in
                    Label(flag.title, systemImage: "flag")
                        .tint(flag.color)
                        .tag(flag)
                }
            }
            .pickerStyle(.palette)
            .paletteSelectionEffect(.symbolVariant(.slash))
        } label: {
            Label("Flags", systemImage: "flag")
        }
    }
}
