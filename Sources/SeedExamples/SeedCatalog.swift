import FormUI

/// One example of the seed documents as the gallery serves it: where, under what title, from which page,
/// and the page itself.
public struct SeedExample: Sendable {
    /// The URL path, saying what the page shows: `/picker/segmented`, `/stepper/range`.
    public let path: String
    /// A short title for the index: "Segmented picker".
    public let title: String
    /// Where the example comes from: "Picker — Styling pickers (seed 002, 003)".
    public let source: String
    /// One sentence a newcomer understands.
    public let summary: String
    /// The example, ready to serve.
    public let page: FormPage

    public init(path: String, title: String, source: String, summary: String, page: FormPage) {
        self.path = path
        self.title = title
        self.source = source
        self.summary = summary
        self.page = page
    }
}

/// Every example of the seed documents, in the order of the gallery's index, grouped by control, followed
/// by two pages of our own (every picker style; every control in one form).
public enum SeedCatalog {
    public static let examples: [SeedExample] = pickers + palettes + gallery

    static let pickers: [SeedExample] = [
        SeedExample(
            path: "/picker/tags", title: "Picker with tagged options",
            source: "Picker — Overview (seed 002, 003, 004)",
            summary: "A flavor picker in a list; each option's tag is the value the selection takes.",
            page: FormPage { FlavorPickerInList() }
        ),
        SeedExample(
            path: "/picker/subtitle", title: "Picker with a title and subtitle",
            source: "Picker — Overview, init(selection:content:label:) (seed 002, 003, 004)",
            summary: "The picker's label is two texts: the first is the title, the second a subtitle under it.",
            page: FormPage { FlavorPickerWithSubtitle() }
        ),
        SeedExample(
            path: "/picker/for-each", title: "Picker options from ForEach",
            source: "Picker — Iterating over a picker's options (seed 002, 003, 004)",
            summary: "ForEach makes one option per flavor and tags each with the flavor itself, so no tags are written.",
            page: FormPage { FlavorPickerForEach() }
        ),
        SeedExample(
            path: "/picker/suggested-topping", title: "Tags of another type",
            source: "Picker — Iterating over a picker's options (seed 002, 003, 004)",
            summary: "The options are flavors but the selection is a topping: choosing a flavor sets its suggested topping.",
            page: FormPage { SuggestedToppingPicker() }
        ),
        SeedExample(
            path: "/picker/segmented", title: "Segmented pickers",
            source: "Picker — Styling pickers (seed 002, 003)",
            summary: "One .pickerStyle(.segmented) on a stack draws both of its pickers as rows of buttons.",
            page: FormPage { SegmentedFlavorAndToppingPickers() }
        ),
    ]

    static let palettes: [SeedExample] = [
        SeedExample(
            path: "/palette/custom-selection", title: "Palette with a custom selection effect",
            source: "PickerStyle.palette — Discussion, paletteSelectionEffect(.custom) (seed 000, 001)",
            summary: "A row of colour palettes in a menu where the chosen one shows its own symbol instead of the system's highlight.",
            page: FormPage { PaletteCustomSelection() }
        ),
        SeedExample(
            path: "/palette/symbol-variant", title: "Palette with a symbol variant",
            source: "PickerStyle.palette — Discussion, paletteSelectionEffect(.symbolVariant(.slash)) (seed 000, 001)",
            summary: "A row of flags in a menu where the chosen flag is drawn crossed out (flag.slash).",
            page: FormPage { PaletteSymbolVariant() }
        ),
    ]

    static let gallery: [SeedExample] = [
        SeedExample(
            path: "/pickers/all-styles", title: "Every picker style",
            source: "Built-in picker styles (seed 000, 002) — a gallery page",
            summary: "One selection shown by eight pickers, one per style: choose in any and all of them follow.",
            page: FormPage { AllPickerStyles() }
        ),
    ]
}
