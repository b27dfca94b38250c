import FormUI

// The `Picker` page's examples. Seed 002 gives them in Chinese and in English (the same code twice); seed
// 003 is the same page as crawled from the web, and seed 004 repeats its first part (Controls — Picker).

/// A picker over the three flavors with an explicit tag on each option, in a list.
///
/// Seed 002 (Picker, "Overview"), also 003 and 004 (Controls — Picker, in "**Examples:**").
public struct FlavorPickerInList: View {
    @State private var selectedFlavor: Flavor = .chocolate

    public init() {}

    public var body: some View {
        List {
            Picker("Flavor", selection: $selectedFlavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
        }
    }
}

/// The same picker with a label built from two texts: a title and a subtitle.
///
/// Seed 002 (Picker, "Overview": `init(selection:content:label:)`), also 003 and 004.
public struct FlavorPickerWithSubtitle: View {
    @State private var selectedFlavor: Flavor = .chocolate

    public init() {}

    public var body: some View {
        List {
            Picker(selection: $selectedFlavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            } label: {
                Text("Flavor")
                Text("Choose your favorite flavor")
            }
        }
    }
}

/// The options made by `ForEach` over the enumeration's cases, each tagged with its `id`.
///
/// Seed 002 (Picker, "Iterating over a picker's options"), also 003 and 004.
public struct FlavorPickerForEach: View {
    @State private var selectedFlavor: Flavor = .chocolate

    public init() {}

    public var body: some View {
        Picker("Flavor", selection: $selectedFlavor) {
            ForEach(Flavor.allCases) { flavor in
                Text(flavor.rawValue.capitalized)
            }
        }
    }
}

/// A picker bound to a `Topping` whose options are flavors: each option's tag is the flavor's suggested
/// topping, and the row below shows the topping chosen.
///
/// Seed 002 (Picker, "Iterating over a picker's options"), also 003; seed 004 shows its start only.
public struct SuggestedToppingPicker: View {
    @State private var suggestedTopping: Topping = .nuts

    public init() {}

    public var body: some View {
        List {
            Picker("Flavor", selection: $suggestedTopping) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                        .tag(flavor.suggestedTopping)
                }
            }
            HStack {
                Text("Suggested Topping")
                Spacer()
                Text(suggestedTopping.rawValue.capitalized)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

/// Two pickers, for a flavor and a topping, both drawn as segmented controls by one `.pickerStyle`.
///
/// Seed 002 (Picker, "Styling pickers"), also 003.
public struct SegmentedFlavorAndToppingPickers: View {
    @State private var selectedFlavor: Flavor = .chocolate
    @State private var selectedTopping: Topping = .nuts

    public init() {}

    public var body: some View {
        VStack {
            Picker("Flavor", selection: $selectedFlavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            Picker("Topping", selection: $selectedTopping) {
                ForEach(Topping.allCases) { topping in
                    Text(topping.rawValue.capitalized)
                }
            }
        }
        .pickerStyle(.segmented)
    }
}
