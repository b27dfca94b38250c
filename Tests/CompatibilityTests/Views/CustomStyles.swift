import SwiftUI

// Styles of an app's own, written as SwiftUI apps write them: makeBody(configuration:) for toggles,
// buttons, labels, group boxes, labeled content, disclosure groups, progress views, gauges and menus.

struct CheckmarkToggleStyle: ToggleStyle {
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
        .buttonStyle(.plain)
    }
}

struct FramedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
            .padding(8)
            .border(Color.gray)
    }
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .background(configuration.role == .destructive ? Color.red : Color.blue, in: Capsule())
            .foregroundStyle(.white)
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

struct TapToRunStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .underline()
            .onTapGesture { configuration.trigger() }
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 10))
    }
}

struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.caption)
            configuration.content
        }
    }
}

struct ArrowDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label
                    Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
                }
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent done")
    }
}

struct BatteryGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int(configuration.value * 100))%")
            configuration.currentValueLabel
        }
    }
}

struct TintedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
            .tint(.purple)
    }
}

struct StyledSettings: View {
    @State private var notifications = false
    @State private var autoplay = true
    @State private var saved = 0
    @State private var ran = 0
    @State private var showsDetails = false

    var body: some View {
        Form {
            Toggle("Notifications", isOn: $notifications)
                .toggleStyle(CheckmarkToggleStyle())
            Toggle("Autoplay", isOn: $autoplay)
                .toggleStyle(FramedToggleStyle())
                .toggleStyle(.checkbox)
            Button("Save") { saved += 1 }
                .buttonStyle(PillButtonStyle())
            Button("Run") { ran += 1 }
                .buttonStyle(TapToRunStyle())
            Text("Saved \(saved), ran \(ran)")
            Label("Favorites", systemImage: "star")
                .labelStyle(TrailingIconLabelStyle())
            GroupBox("Storage") {
                Text("12 GB free")
            }
            .groupBoxStyle(CardGroupBoxStyle())
            LabeledContent("Version", value: "2.1")
                .labeledContentStyle(StackedLabeledContentStyle())
            DisclosureGroup("Details") {
                Text("Built on a server.")
            }
            .disclosureGroupStyle(ArrowDisclosureStyle())
            ProgressView(value: 0.4)
                .progressViewStyle(PercentProgressStyle())
            Gauge(value: 0.8) {
                Text("Battery")
            }
            .gaugeStyle(BatteryGaugeStyle())
            Menu("Sort") {
                Button("By name") {}
            }
            .menuStyle(TintedMenuStyle())
        }
    }
}
