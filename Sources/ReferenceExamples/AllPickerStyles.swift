import FormUI

// A gallery page of our own, not from a seed: one selection shown by a picker of every built-in style
// that seed 000 lists ("Getting built-in picker styles") and seed 002 applies with `.pickerStyle(_:)`.

extension Reaction {
    /// The words for a reaction, as seed 000's palette example labels them.
    var title: String {
        switch self {
        case .thumbsup: return "Thumbs up"
        case .thumbsdown: return "Thumbs down"
        case .heart: return "Like"
        case .questionMark: return "Question mark"
        }
    }

    /// The SF Symbol for a reaction, as seed 000's palette example draws it.
    var systemImage: String {
        switch self {
        case .thumbsup: return "hand.thumbsup"
        case .thumbsdown: return "hand.thumbsdown"
        case .heart: return "heart"
        case .questionMark: return "questionmark"
        }
    }
}

/// One `@State` bound to eight pickers, one per built-in style: choosing in any of them changes them all,
/// which shows that a style only changes how a picker looks, never what it selects.
public struct AllPickerStyles: View {
    @State private var reaction: Reaction = .heart

    public init() {}

    public var body: some View {
        VStack(alignment: .leading) {
            Text("Reaction: \(reaction.title)")
                .font(.headline)
            Picker("Automatic", selection: $reaction) { options }
                .pickerStyle(.automatic)
            Picker("Inline", selection: $reaction) { options }
                .pickerStyle(.inline)
            Picker("Menu", selection: $reaction) { options }
                .pickerStyle(.menu)
            Picker("Navigation link", selection: $reaction) { options }
                .pickerStyle(.navigationLink)
            Picker("Radio group", selection: $reaction) { options }
                .pickerStyle(.radioGroup)
            Picker("Segmented", selection: $reaction) { options }
                .pickerStyle(.segmented)
            Picker("Wheel", selection: $reaction) { options }
                .pickerStyle(.wheel)
            Picker("Palette", selection: $reaction) { options }
                .pickerStyle(.palette)
        }
    }

    /// Every reaction, with its symbol: the palette style draws the symbol, the others its title too.
    private var options: some View {
        ForEach(Reaction.allCases) { reaction in
            Label(reaction.title, systemImage: reaction.systemImage)
        }
    }
}
