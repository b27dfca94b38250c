import FormUIServer

/// Styles written the SwiftUI way: a toggle drawn as a star button, buttons drawn as pills, a group
/// box drawn as a card.
struct StarToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Label {
                configuration.label
            } icon: {
                Image(systemName: configuration.isOn ? "star.fill" : "star")
            }
        }
        .accessibilityValue(configuration.isOn ? "on" : "off")
    }
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
            // White reads on indigo (5.6:1) but not on the palette's red (3.5:1): the destructive pill is a
            // deeper red (6:1).
            .background(configuration.role == .destructive ? Color(red: 0.77, green: 0.09, blue: 0.11) : Color.indigo, in: Capsule())
            .foregroundStyle(.white)
    }
}

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
                .font(.headline)
            configuration.content
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct StylesOfYourOwn: View {
    @State private var isFavorite = false
    @State private var likes = 0

    var body: some View {
        Form {
            GroupBox("A toggle of your own") {
                Toggle("Favorite", isOn: $isFavorite)
                    .toggleStyle(StarToggleStyle())
                Text(isFavorite ? "In your favorites." : "Not a favorite yet.")
            }
            GroupBox("Buttons of your own") {
                HStack {
                    Button("Like") { likes += 1 }
                    Button("Clear", role: .destructive) { likes = 0 }
                }
                .buttonStyle(PillButtonStyle())
                Text("\(likes) likes")
            }
        }
        .groupBoxStyle(CardGroupBoxStyle())
    }
}
