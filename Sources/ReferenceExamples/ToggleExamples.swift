import FormUI

// The Toggle section of seed 004 (Controls). Its "**Examples:**" block repeats the first two examples.

/// A toggle with a custom label.
///
/// Seed 004 (Toggle, "Overview"), also in its "**Examples:**".
public struct VibrateOnRingToggle: View {
    @State private var vibrateOnRing = false

    public init() {}

    public var body: some View {
        Toggle(isOn: $vibrateOnRing) {
            Text("Vibrate on Ring")
        }
    }
}

/// A toggle labelled with a title and a system image.
///
/// Seed 004 (Toggle, "Overview": `init(_:systemImage:isOn:)`), also in its "**Examples:**".
public struct VibrateOnRingSystemImageToggle: View {
    @State private var vibrateOnRing = true

    public init() {}

    public var body: some View {
        Toggle(
            "Vibrate on Ring",
            systemImage: "dot.radiowaves.left.and.right",
            isOn: $vibrateOnRing
        )
    }
}

/// A toggle with a text-only title.
///
/// Seed 004 (Toggle, "Overview": `init(_:isOn:)`).
public struct VibrateOnRingTitleToggle: View {
    @State private var vibrateOnRing = true

    public init() {}

    public var body: some View {
        Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
    }
}

/// A toggle whose label has a title and a subtitle.
///
/// Seed 004 (Toggle, "Overview").
public struct VibrateOnRingSubtitleToggle: View {
    @State private var vibrateOnRing = false

    public init() {}

    public var body: some View {
        Toggle(isOn: $vibrateOnRing) {
            Text("Vibrate on Ring")
            Text("Enable vibration when the phone rings")
        }
    }
}

/// Two toggles drawn as switches by one `.toggleStyle(.switch)` on their stack.
///
/// Seed 004 (Toggle, "Styling toggles"). The page does not declare the two states; here Ring starts on
/// and Silent off, so both looks show.
public struct SwitchToggles: View {
    @State private var vibrateOnRing = true
    @State private var vibrateOnSilent = false

    public init() {}

    public var body: some View {
        VStack {
            Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
            Toggle("Vibrate on Silent", isOn: $vibrateOnSilent)
        }
        .toggleStyle(.switch)
    }
}
