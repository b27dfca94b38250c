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
    public static let examples: [SeedExample] =
        pickers + palettes + buttons + secureFields + toggles + sliders + steppers + datePickers + gauges + gallery

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
            path: "/palette/menu", title: "Palette in a menu",
            source: "PickerStyle.palette — Discussion (seed 000, 001)",
            summary: "A row of reaction symbols inside a menu, next to a Reply button; choosing one selects that reaction.",
            page: FormPage { PaletteReactionsMenu() }
        ),
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

    static let buttons: [SeedExample] = [
        SeedExample(
            path: "/button/text-label", title: "Button with a text label",
            source: "Button — Overview (seed 004)",
            summary: "A button whose label is a Text; pressing it runs its action (here a stand-in sign-in that counts).",
            page: FormPage { SignInButtonWithText() }
        ),
        SeedExample(
            path: "/button/label", title: "Button with a title and icon",
            source: "Button — Overview (seed 004)",
            summary: "A button whose label is a Label: the title with an arrow icon.",
            page: FormPage { SignInButtonWithLabel() }
        ),
        SeedExample(
            path: "/button/system-image", title: "Button from a title and a system image",
            source: "Button — Overview, init(_:systemImage:action:) (seed 004)",
            summary: "The same button made by the convenience initializer that takes a title and a symbol name.",
            page: FormPage { SignInButtonWithSystemImage() }
        ),
        SeedExample(
            path: "/button/icon-only", title: "Icon-only button",
            source: "Button — Overview, labelStyle(.iconOnly) (seed 004)",
            summary: "The button shows only its icon; its title is still there for screen readers.",
            page: FormPage { SignInButtonIconOnly() }
        ),
        SeedExample(
            path: "/button/in-list", title: "Button in a list",
            source: "Button — Adding buttons to containers (seed 004)",
            summary: "A list of folders whose last row is a button that adds a folder to the list.",
            page: FormPage { FolderListWithAddButton() }
        ),
        SeedExample(
            path: "/button/context-menu", title: "Buttons in a context menu",
            source: "Button — Adding buttons to containers, contextMenu (seed 004)",
            summary: "Cut, Copy and Paste in a small menu attached to a text, moving it through a clipboard.",
            page: FormPage { ContextMenuButtons() }
        ),
        SeedExample(
            path: "/button/destructive", title: "Destructive button",
            source: "Button — Assigning a role (seed 004)",
            summary: "A Delete button with the destructive role, drawn as a warning.",
            page: FormPage { DestructiveDeleteButton() }
        ),
    ]

    static let secureFields: [SeedExample] = [
        SeedExample(
            path: "/secure-field/login", title: "Username and password",
            source: "SecureField — Bind to a string (seed 004)",
            summary: "A text field and a password field; pressing Return in the password field logs in.",
            page: FormPage { LoginFields() }
        ),
        SeedExample(
            path: "/secure-field/prompt", title: "Fields with a prompt",
            source: "SecureField — Guide people with a prompt (seed 004)",
            summary: "The same two fields in a form, each showing “Required” as a placeholder until filled in.",
            page: FormPage { PromptedLoginForm() }
        ),
    ]

    static let toggles: [SeedExample] = [
        SeedExample(
            path: "/toggle/custom-label", title: "Toggle with a custom label",
            source: "Toggle — Overview, init(isOn:label:) (seed 004)",
            summary: "An on/off switch for “Vibrate on Ring” whose label is a Text view; it starts off.",
            page: FormPage { VibrateOnRingToggle() }
        ),
        SeedExample(
            path: "/toggle/system-image", title: "Toggle with a system image",
            source: "Toggle — Overview, init(_:systemImage:isOn:) (seed 004)",
            summary: "The toggle labelled with a title and a symbol; it starts on.",
            page: FormPage { VibrateOnRingSystemImageToggle() }
        ),
        SeedExample(
            path: "/toggle/title", title: "Toggle with a title",
            source: "Toggle — Overview, init(_:isOn:) (seed 004)",
            summary: "The toggle made from its title alone; it starts on.",
            page: FormPage { VibrateOnRingTitleToggle() }
        ),
        SeedExample(
            path: "/toggle/subtitle", title: "Toggle with a subtitle",
            source: "Toggle — Overview (seed 004)",
            summary: "The toggle's label is two texts: a title and a line explaining it.",
            page: FormPage { VibrateOnRingSubtitleToggle() }
        ),
        SeedExample(
            path: "/toggle/switch", title: "Switch toggles",
            source: "Toggle — Styling toggles, toggleStyle(.switch) (seed 004)",
            summary: "One .toggleStyle(.switch) on a stack draws both of its toggles as switches.",
            page: FormPage { SwitchToggles() }
        ),
    ]

    static let sliders: [SeedExample] = [
        SeedExample(
            path: "/slider/editing-changed", title: "Slider with onEditingChanged",
            source: "Slider — Overview (seed 004)",
            summary: "A slider from 0 to 100 and the value it sets, printed in blue while idle and red while being dragged.",
            page: FormPage { SpeedSlider() }
        ),
        SeedExample(
            path: "/slider/step-and-labels", title: "Slider with a step and value labels",
            source: "Slider — Overview, init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:) (seed 004)",
            summary: "A Speed slider that moves in steps of 5, with 0 and 100 written at its ends.",
            page: FormPage { SpeedSliderWithStep() }
        ),
    ]

    static let steppers: [SeedExample] = [
        SeedExample(
            path: "/stepper/colors", title: "Stepper through colours",
            source: "Stepper — Overview, init(label:onIncrement:onDecrement:) (seed 004)",
            summary: "Increase and Decrease walk through seven colours, wrapping around at both ends, and paint the background.",
            page: FormPage { ColorStepperView() }
        ),
        SeedExample(
            path: "/stepper/range", title: "Stepper over a range",
            source: "Stepper — Overview, init(value:in:step:label:) (seed 004)",
            summary: "A value that moves in steps of 5 and never leaves 1...50; Increase is unavailable at 50.",
            page: FormPage { RangeStepperView() }
        ),
    ]

    static let datePickers: [SeedExample] = [
        SeedExample(
            path: "/date-picker/date", title: "Date picker",
            source: "DatePicker — Overview (seed 004)",
            summary: "A picker for a calendar date only, without the time.",
            page: FormPage { StartDatePicker() }
        ),
        SeedExample(
            path: "/date-picker/subtitle", title: "Date picker with a subtitle",
            source: "DatePicker — Overview (seed 004)",
            summary: "A date-and-time picker whose label is a title and a line explaining it.",
            page: FormPage { StartDatePickerWithSubtitle() }
        ),
        SeedExample(
            path: "/date-picker/range", title: "Date picker limited to 2021",
            source: "DatePicker — Overview, init(_:selection:in:displayedComponents:) (seed 004)",
            summary: "A date-and-time picker that only accepts moments in the year 2021.",
            page: FormPage { StartDatePickerIn2021() }
        ),
        SeedExample(
            path: "/date-picker/graphical", title: "Graphical date picker",
            source: "DatePicker — Styling date pickers, datePickerStyle(.graphical) (seed 004)",
            summary: "The date picker drawn as a month calendar: press a day to choose it.",
            page: FormPage { GraphicalStartDatePicker() }
        ),
    ]

    static let gauges: [SeedExample] = [
        SeedExample(
            path: "/gauge/simple", title: "Simple gauge",
            source: "Gauge — Overview, SimpleGauge (seed 004)",
            summary: "A battery level shown 40 percent along a bar from 0 to 1.",
            page: FormPage { SimpleGauge() }
        ),
        SeedExample(
            path: "/gauge/labeled", title: "Gauge with value labels",
            source: "Gauge — Overview, LabeledGauge (seed 004)",
            summary: "A heart rate of 67 on a bar from 0 to 170, with its name, its value and both ends written out.",
            page: FormPage { LabeledGauge() }
        ),
        SeedExample(
            path: "/gauge/circular", title: "Circular gauge",
            source: "Gauge — Overview, LabeledGauge with gaugeStyle(.circular) (seed 004)",
            summary: "The same heart-rate gauge drawn as a ring instead of a bar.",
            page: FormPage { CircularLabeledGauge() }
        ),
        SeedExample(
            path: "/gauge/styled", title: "Styled gauge",
            source: "Gauge — Overview, StyledGauge (seed 004)",
            summary: "A ring gauge labelled with a red heart, its current and lowest values in green, its highest in red.",
            page: FormPage { StyledGauge() }
        ),
    ]

    static let gallery: [SeedExample] = [
        SeedExample(
            path: "/pickers/all-styles", title: "Every picker style",
            source: "Built-in picker styles (seed 000, 002) — a gallery page",
            summary: "One selection shown by eight pickers, one per style: choose in any and all of them follow.",
            page: FormPage { AllPickerStyles() }
        ),
        SeedExample(
            path: "/form/everything", title: "Every control in one form",
            source: "Every control of the seeds (seed 002, 004) — a gallery page",
            summary: "An ice-cream order using a picker, stepper, toggle, slider, text and secure fields, a date picker, a gauge and a button.",
            page: FormPage { EverythingForm() }
        ),
    ]
}
