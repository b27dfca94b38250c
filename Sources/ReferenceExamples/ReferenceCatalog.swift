import FormUI

/// One example of Apple’s SwiftUI reference pages as the gallery serves it: where, under what title, from which page,
/// and the page itself.
public struct ReferenceExample: Sendable {
    /// The URL path, saying what the page shows: `/picker/segmented`, `/stepper/range`.
    public let path: String
    /// A short title for the index: "Segmented picker".
    public let title: String
    /// Where the example comes from: "Apple’s SwiftUI reference: Picker — Styling pickers".
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

/// Every example of Apple’s SwiftUI reference pages, in the order of the gallery's index, grouped by control, followed
/// by two pages of our own (every picker style; every control in one form).
public enum ReferenceCatalog {
    public static let examples: [ReferenceExample] =
        pickers + palettes + buttons + secureFields + toggles + sliders + steppers + datePickers + gauges + gallery

    static let pickers: [ReferenceExample] = [
        ReferenceExample(
            path: "/picker/tags", title: "Picker with tagged options",
            source: "Apple’s SwiftUI reference: Picker — Overview",
            summary: "A flavor picker in a list; each option's tag is the value the selection takes.",
            page: FormPage { FlavorPickerInList() }
        ),
        ReferenceExample(
            path: "/picker/subtitle", title: "Picker with a title and subtitle",
            source: "Apple’s SwiftUI reference: Picker — Overview, init(selection:content:label:)",
            summary: "The picker's label is two texts: the first is the title, the second a subtitle under it.",
            page: FormPage { FlavorPickerWithSubtitle() }
        ),
        ReferenceExample(
            path: "/picker/for-each", title: "Picker options from ForEach",
            source: "Apple’s SwiftUI reference: Picker — Iterating over a picker's options",
            summary: "ForEach makes one option per flavor and tags each with the flavor itself, so no tags are written.",
            page: FormPage { FlavorPickerForEach() }
        ),
        ReferenceExample(
            path: "/picker/suggested-topping", title: "Tags of another type",
            source: "Apple’s SwiftUI reference: Picker — Iterating over a picker's options",
            summary: "The options are flavors but the selection is a topping: choosing a flavor sets its suggested topping.",
            page: FormPage { SuggestedToppingPicker() }
        ),
        ReferenceExample(
            path: "/picker/segmented", title: "Segmented pickers",
            source: "Apple’s SwiftUI reference: Picker — Styling pickers",
            summary: "One .pickerStyle(.segmented) on a stack draws both of its pickers as rows of buttons.",
            page: FormPage { SegmentedFlavorAndToppingPickers() }
        ),
    ]

    static let palettes: [ReferenceExample] = [
        ReferenceExample(
            path: "/palette/menu", title: "Palette in a menu",
            source: "Apple’s SwiftUI reference: PickerStyle.palette — Discussion",
            summary: "A row of reaction symbols inside a menu, next to a Reply button; choosing one selects that reaction.",
            page: FormPage { PaletteReactionsMenu() }
        ),
        ReferenceExample(
            path: "/palette/custom-selection", title: "Palette with a custom selection effect",
            source: "Apple’s SwiftUI reference: PickerStyle.palette — Discussion, paletteSelectionEffect(.custom)",
            summary: "A row of colour palettes in a menu where the chosen one shows its own symbol instead of the system's highlight.",
            page: FormPage { PaletteCustomSelection() }
        ),
        ReferenceExample(
            path: "/palette/symbol-variant", title: "Palette with a symbol variant",
            source: "Apple’s SwiftUI reference: PickerStyle.palette — Discussion, paletteSelectionEffect(.symbolVariant(.slash))",
            summary: "A row of flags in a menu where the chosen flag is drawn crossed out (flag.slash).",
            page: FormPage { PaletteSymbolVariant() }
        ),
    ]

    static let buttons: [ReferenceExample] = [
        ReferenceExample(
            path: "/button/text-label", title: "Button with a text label",
            source: "Apple’s SwiftUI reference: Button — Overview",
            summary: "A button whose label is a Text; pressing it runs its action (here a stand-in sign-in that counts).",
            page: FormPage { SignInButtonWithText() }
        ),
        ReferenceExample(
            path: "/button/label", title: "Button with a title and icon",
            source: "Apple’s SwiftUI reference: Button — Overview",
            summary: "A button whose label is a Label: the title with an arrow icon.",
            page: FormPage { SignInButtonWithLabel() }
        ),
        ReferenceExample(
            path: "/button/system-image", title: "Button from a title and a system image",
            source: "Apple’s SwiftUI reference: Button — Overview, init(_:systemImage:action:)",
            summary: "The same button made by the convenience initializer that takes a title and a symbol name.",
            page: FormPage { SignInButtonWithSystemImage() }
        ),
        ReferenceExample(
            path: "/button/icon-only", title: "Icon-only button",
            source: "Apple’s SwiftUI reference: Button — Overview, labelStyle(.iconOnly)",
            summary: "The button shows only its icon; its title is still there for screen readers.",
            page: FormPage { SignInButtonIconOnly() }
        ),
        ReferenceExample(
            path: "/button/in-list", title: "Button in a list",
            source: "Apple’s SwiftUI reference: Button — Adding buttons to containers",
            summary: "A list of folders whose last row is a button that adds a folder to the list.",
            page: FormPage { FolderListWithAddButton() }
        ),
        ReferenceExample(
            path: "/button/context-menu", title: "Buttons in a context menu",
            source: "Apple’s SwiftUI reference: Button — Adding buttons to containers, contextMenu",
            summary: "Cut, Copy and Paste in a small menu attached to a text, moving it through a clipboard.",
            page: FormPage { ContextMenuButtons() }
        ),
        ReferenceExample(
            path: "/button/destructive", title: "Destructive button",
            source: "Apple’s SwiftUI reference: Button — Assigning a role",
            summary: "A Delete button with the destructive role, drawn as a warning.",
            page: FormPage { DestructiveDeleteButton() }
        ),
    ]

    static let secureFields: [ReferenceExample] = [
        ReferenceExample(
            path: "/secure-field/login", title: "Username and password",
            source: "Apple’s SwiftUI reference: SecureField — Bind to a string",
            summary: "A text field and a password field; pressing Return in the password field logs in.",
            page: FormPage { LoginFields() }
        ),
        ReferenceExample(
            path: "/secure-field/prompt", title: "Fields with a prompt",
            source: "Apple’s SwiftUI reference: SecureField — Guide people with a prompt",
            summary: "The same two fields in a form, each showing “Required” as a placeholder until filled in.",
            page: FormPage { PromptedLoginForm() }
        ),
    ]

    static let toggles: [ReferenceExample] = [
        ReferenceExample(
            path: "/toggle/custom-label", title: "Toggle with a custom label",
            source: "Apple’s SwiftUI reference: Toggle — Overview, init(isOn:label:)",
            summary: "An on/off switch for “Vibrate on Ring” whose label is a Text view; it starts off.",
            page: FormPage { VibrateOnRingToggle() }
        ),
        ReferenceExample(
            path: "/toggle/system-image", title: "Toggle with a system image",
            source: "Apple’s SwiftUI reference: Toggle — Overview, init(_:systemImage:isOn:)",
            summary: "The toggle labelled with a title and a symbol; it starts on.",
            page: FormPage { VibrateOnRingSystemImageToggle() }
        ),
        ReferenceExample(
            path: "/toggle/title", title: "Toggle with a title",
            source: "Apple’s SwiftUI reference: Toggle — Overview, init(_:isOn:)",
            summary: "The toggle made from its title alone; it starts on.",
            page: FormPage { VibrateOnRingTitleToggle() }
        ),
        ReferenceExample(
            path: "/toggle/subtitle", title: "Toggle with a subtitle",
            source: "Apple’s SwiftUI reference: Toggle — Overview",
            summary: "The toggle's label is two texts: a title and a line explaining it.",
            page: FormPage { VibrateOnRingSubtitleToggle() }
        ),
        ReferenceExample(
            path: "/toggle/switch", title: "Switch toggles",
            source: "Apple’s SwiftUI reference: Toggle — Styling toggles, toggleStyle(.switch)",
            summary: "One .toggleStyle(.switch) on a stack draws both of its toggles as switches.",
            page: FormPage { SwitchToggles() }
        ),
    ]

    static let sliders: [ReferenceExample] = [
        ReferenceExample(
            path: "/slider/editing-changed", title: "Slider with onEditingChanged",
            source: "Apple’s SwiftUI reference: Slider — Overview",
            summary: "A slider from 0 to 100 and the value it sets, printed in blue while idle and red while being dragged.",
            page: FormPage { SpeedSlider() }
        ),
        ReferenceExample(
            path: "/slider/step-and-labels", title: "Slider with a step and value labels",
            source: "Apple’s SwiftUI reference: Slider — Overview, init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)",
            summary: "A Speed slider that moves in steps of 5, with 0 and 100 written at its ends.",
            page: FormPage { SpeedSliderWithStep() }
        ),
    ]

    static let steppers: [ReferenceExample] = [
        ReferenceExample(
            path: "/stepper/colors", title: "Stepper through colours",
            source: "Apple’s SwiftUI reference: Stepper — Overview, init(label:onIncrement:onDecrement:)",
            summary: "Increase and Decrease walk through seven colours, wrapping around at both ends, and paint the background.",
            page: FormPage { ColorStepperView() }
        ),
        ReferenceExample(
            path: "/stepper/range", title: "Stepper over a range",
            source: "Apple’s SwiftUI reference: Stepper — Overview, init(value:in:step:label:)",
            summary: "A value that moves in steps of 5 and never leaves 1...50; Increase is unavailable at 50.",
            page: FormPage { RangeStepperView() }
        ),
    ]

    static let datePickers: [ReferenceExample] = [
        ReferenceExample(
            path: "/date-picker/date", title: "Date picker",
            source: "Apple’s SwiftUI reference: DatePicker — Overview",
            summary: "A picker for a calendar date only, without the time.",
            page: FormPage { StartDatePicker() }
        ),
        ReferenceExample(
            path: "/date-picker/subtitle", title: "Date picker with a subtitle",
            source: "Apple’s SwiftUI reference: DatePicker — Overview",
            summary: "A date-and-time picker whose label is a title and a line explaining it.",
            page: FormPage { StartDatePickerWithSubtitle() }
        ),
        ReferenceExample(
            path: "/date-picker/range", title: "Date picker limited to 2021",
            source: "Apple’s SwiftUI reference: DatePicker — Overview, init(_:selection:in:displayedComponents:)",
            summary: "A date-and-time picker that only accepts moments in the year 2021.",
            page: FormPage { StartDatePickerIn2021() }
        ),
        ReferenceExample(
            path: "/date-picker/graphical", title: "Graphical date picker",
            source: "Apple’s SwiftUI reference: DatePicker — Styling date pickers, datePickerStyle(.graphical)",
            summary: "The date picker drawn as a month calendar: press a day to choose it.",
            page: FormPage { GraphicalStartDatePicker() }
        ),
    ]

    static let gauges: [ReferenceExample] = [
        ReferenceExample(
            path: "/gauge/simple", title: "Simple gauge",
            source: "Apple’s SwiftUI reference: Gauge — Overview, SimpleGauge",
            summary: "A battery level shown 40 percent along a bar from 0 to 1.",
            page: FormPage { SimpleGauge() }
        ),
        ReferenceExample(
            path: "/gauge/labeled", title: "Gauge with value labels",
            source: "Apple’s SwiftUI reference: Gauge — Overview, LabeledGauge",
            summary: "A heart rate of 67 on a bar from 0 to 170, with its name, its value and both ends written out.",
            page: FormPage { LabeledGauge() }
        ),
        ReferenceExample(
            path: "/gauge/circular", title: "Circular gauge",
            source: "Apple’s SwiftUI reference: Gauge — Overview, LabeledGauge with gaugeStyle(.circular)",
            summary: "The same heart-rate gauge drawn as a ring instead of a bar.",
            page: FormPage { CircularLabeledGauge() }
        ),
        ReferenceExample(
            path: "/gauge/styled", title: "Styled gauge",
            source: "Apple’s SwiftUI reference: Gauge — Overview, StyledGauge",
            summary: "A ring gauge labelled with a red heart, its current and lowest values in green, its highest in red.",
            page: FormPage { StyledGauge() }
        ),
    ]

    static let gallery: [ReferenceExample] = [
        ReferenceExample(
            path: "/pickers/all-styles", title: "Every picker style",
            source: "FormUI: the built-in picker styles of Apple’s SwiftUI reference, side by side",
            summary: "One selection shown by eight pickers, one per style: choose in any and all of them follow.",
            page: FormPage { AllPickerStyles() }
        ),
        ReferenceExample(
            path: "/form/everything", title: "Every control in one form",
            source: "FormUI: every control of Apple’s SwiftUI reference, in one form",
            summary: "An ice-cream order using a picker, stepper, toggle, slider, text and secure fields, a date picker, a gauge and a button.",
            page: FormPage { EverythingForm() }
        ),
    ]
}
