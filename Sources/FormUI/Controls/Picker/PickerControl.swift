/// A picker as a control: its name before its options (a post that does not name it needs nothing else),
/// its options evaluated and matched with the selection, drawn in its style, and its field registered.
extension Picker: Control {
    public func render(in control: ControlContext) {
        if control.post?.areAllAnswered == true { return }
        let label = control.label(self.label)
        // The name comes before the options: a post that does not name this picker needs nothing else
        // from it, and evaluating its options is most of its cost.
        let name = control.name(for: label, fallback: "picker")
        if control.post?.include(name) == false { return }
        let currentValue = currentValueLabel.map { control.label($0, at: "current") }
        var style = control.environment.styleKinds[PickerStyles.self]
        let inMenu = control.isInMenu
        if style == .automatic || style == .inline, inMenu { style = .automatic }
        let drawing = PickerDrawing(style: style, inMenu: inMenu, presented: control.isChoosing(name))
        let keptInput = control.keptInput(for: name)
        let enabled = control.isEnabled
        let pickerType = ObjectIdentifier(Self.self)
        let submitsItself: Bool
        switch style {
        case .segmented, .palette, .navigationLink: submitsItself = true
        case .automatic: submitsItself = inMenu
        default: submitsItself = false
        }

        // A page drawn again draws its options from what this picker drew last, when it can (PickerMemo).
        let memoKind = currentValue == nil && keptInput == nil ? PickerMemoUse.kind(for: drawing, in: control) : nil
        let memo = memoKind.flatMap { _ in PickerMemo.kept(type: pickerType, name: name) }
        var drawn: PickerMemoUse.Listing<SelectionValue>?
        let options: [ControlOption]
        let matched: PickerOptionMatch<SelectionValue>
        if let listed = control.listOptions(content, of: SelectionValue.self, keepingLabels: drawing.showsOptionLabels, deferring: memoKind != nil, memo: memo) {
            if let memoKind {
                let listedAsKept = listed.matchesMemo ? memo : nil
                if let listedAsKept, let selected = selection.withValues({ PickerMemoUse.selectedIndex(in: listed, current: $0) }),
                   let bytes = listedAsKept.drawing(for: DrawingKey(kind: memoKind, selectedIndex: selected, isEnabled: enabled)) {
                    // The kept markup holds everything the layouts draw from the options, the selection and
                    // whether the selection is optional (a `<select>`'s "None"), so those are left empty.
                    var layout = PickerLayout(
                        name: name, label: label, options: [], values: [], selected: [],
                        isEnabled: enabled, isOptional: false, currentValueLabel: nil,
                        pickerType: pickerType
                    )
                    layout.keptOptions = bytes
                    draw(layout, drawing, optionCount: listed.count, in: control)
                    let shown: String? = selected >= 0
                        ? listedAsKept.values[selected]
                        : selection.withValues { PickerOptionMatch.shownValueWithNoneSelected(current: $0) }
                    control.register(name, showing: shown, needsApply: !submitsItself) {
                        preconditionFailure("a picker draws from its memo only in a pass that does not describe controls")
                    }
                    return
                }
                drawn = PickerMemoUse.Listing(kind: memoKind, list: listed, kept: listedAsKept)
            }
            control.makeOptions(of: listed)
            options = listed.options
            matched = selection.withValues { PickerOptionMatch(listed: listed, current: $0, keptInput: keptInput) }
        } else {
            var collected = control.options(content, withLabels: drawing.showsOptionLabels)
            matched = selection.withValues { PickerOptionMatch(options: &collected, current: $0, keptInput: keptInput) }
            options = collected
        }

        let layout = PickerLayout(
            name: name, label: label, options: options, values: matched.values, selected: matched.selected,
            isEnabled: enabled, isOptional: matched.isOptional, currentValueLabel: currentValue,
            pickerType: pickerType
        )
        let optionsMarkup = draw(layout, drawing, optionCount: options.count, in: control)
        if let drawn, let optionsMarkup, matched.isSingleSource {
            drawn.keep(values: matched.values, selected: matched.selected, isEnabled: enabled, markup: optionsMarkup, of: pickerType, name: name, in: control)
        }

        control.register(name, showing: matched.shownValue, needsApply: !submitsItself) {
            field(name: name, label: label, style: style, options: options, matched: matched, isEnabled: enabled, submitsItself: submitsItself, in: control)
        }
    }

    /// The picker's field: its description and how a post to it is decoded. A function of its own, called
    /// only in a pass that describes controls: the run-time metadata it needs (the decoder's generic
    /// types) would otherwise be looked up at the start of every render.
    @inline(never)
    private func field(name: String, label: ControlLabel, style: PickerStyleKind, options: [ControlOption], matched: PickerOptionMatch<SelectionValue>, isEnabled enabled: Bool, submitsItself: Bool, in control: ControlContext) -> ControlField {
        var description = ControlDescription(kind: "picker", label: label.text, name: name, value: matched.shownValue, style: style.rawValue)
        description.options = options.indices.map {
            .init(value: matched.values[$0], label: options[$0].text, selected: matched.selected[$0])
        }
        if !enabled { description.disabled = true }
        description.error = control.problem(for: name)
        return PickerDecoding.field(
            name: name, description: description, needsApply: !submitsItself,
            options: options, values: matched.values, isOptional: matched.isOptional, selection: selection
        )
    }

    /// Draws `layout` in its style; where the options' markup is in the page, for the layouts that have
    /// one block of it.
    @discardableResult
    private func draw(_ layout: PickerLayout, _ drawing: PickerDrawing, optionCount: Int, in control: ControlContext) -> Range<Int>? {
        switch drawing {
        case .select(let isWheel):
            return layout.renderSelect(in: control, rows: isWheel ? min(5, max(optionCount, 2)) : nil)
        case .radios:
            return layout.renderRadios(in: control, horizontal: control.environment.horizontalRadioGroupLayout)
        case .buttons(let className, let compact):
            return layout.renderButtons(in: control, className: className, compact: compact)
        case .navigationLink:
            layout.renderNavigationLink(in: control)
            return nil
        }
    }
}

/// A picker's options matched with its selection: each tag read as the selection's type once, the value
/// each option posts, which options are selected (in the state, or in the input a rejected post kept),
/// and the value the page shows.
struct PickerOptionMatch<SelectionValue: Hashable> {
    let values: [String]
    let selected: [Bool]
    let shownValue: String?
    let isOptional: Bool
    /// Whether the selection is one value (not several sources').
    let isSingleSource: Bool

    /// `current` is what the selection holds (one value, or each source's), lent by
    /// ``BoundValues/withValues(_:)``: an array of the generic selection type would be an allocation and
    /// two metadata look-ups per picker.
    init(options: inout [ControlOption], current: UnsafeBufferPointer<SelectionValue>, keptInput: String?) {
        let distinctCurrent = current.count == 1 ? 1 : Set(current).count
        // Each tag as a value of the selection's type: one cast per option, then plain comparisons. A cast
        // also wraps or unwraps an `Optional`, so a `Reaction?` selection matches `.tag(Reaction.heart)`.
        // One pass over the options, by index: `map`, `indices` and subscripts of arrays of the generic
        // `SelectionValue` are calls into unspecialized code, and `map` copies each option.
        var tags: [SelectionValue?] = []
        var selectedInState: [Bool] = []
        tags.reserveCapacity(options.count)
        selectedInState.reserveCapacity(options.count)
        for index in options.indices {
            guard let tag = options[index].tag, let typed = tag as? SelectionValue else {
                tags.append(nil)
                selectedInState.append(false)
                // An option whose tag is not of the selection's type cannot be chosen (SwiftUI ignores it too).
                options[index].isEnabled = false
                continue
            }
            var isSelected = false
            for value in current where value == typed {
                isSelected = true
                break
            }
            tags.append(typed)
            selectedInState.append(isSelected)
        }
        let collected = options
        let values = OptionValues.make(typed: tags, tags: { collected.map { $0.tag } })
        self.init(options: options, values: values, selectedInState: selectedInState, distinctCurrent: distinctCurrent, current: current, keptInput: keptInput)
    }

    /// Options listed with their tags already of the selection's type (``DirectOptions``): no casts, and
    /// the tags are read where the list keeps them.
    init(listed: DirectOptions<SelectionValue>, current: UnsafeBufferPointer<SelectionValue>, keptInput: String?) {
        let tags = UnsafeBufferPointer(start: listed.tags, count: listed.count)
        var selectedInState: [Bool] = []
        selectedInState.reserveCapacity(tags.count)
        if current.count == 1 {
            let value = current[0]
            for index in 0..<tags.count { selectedInState.append(tags[index] == value) }
        } else {
            for index in 0..<tags.count {
                var isSelected = false
                for value in current where value == tags[index] {
                    isSelected = true
                    break
                }
                selectedInState.append(isSelected)
            }
        }
        let distinctCurrent = current.count == 1 ? 1 : Set(current).count
        let options = listed.options
        let values = OptionValues.make(listed: tags) {
            OptionValues.make(typed: listed.optionalTags, tags: { options.map { $0.tag } })
        }
        self.init(options: options, values: values, selectedInState: selectedInState, distinctCurrent: distinctCurrent, current: current, keptInput: keptInput)
    }

    private init(options collected: [ControlOption], values: [String], selectedInState: [Bool], distinctCurrent: Int, current: UnsafeBufferPointer<SelectionValue>, keptInput: String?) {
        self.values = values
        isOptional = SelectionValue.self is any OptionalValue.Type
        isSingleSource = current.count == 1

        var selected = selectedInState
        if let keptInput, let index = values.firstIndex(of: keptInput), !keptInput.isEmpty {
            selected = collected.indices.map { $0 == index }
        }
        self.selected = selected
        // What the page shows: the selected option's value, "" for an optional with nothing selected,
        // nil when several sources disagree (mixed) or nothing matches.
        if distinctCurrent == 1, let index = selectedInState.firstIndex(of: true) {
            shownValue = values[index]
        } else {
            shownValue = Self.shownValueWithNoneSelected(current: current)
        }
    }

    /// What the page shows when no option is selected: "" for an optional selection that is nil, else
    /// nil (several sources that disagree, or a value no option has).
    static func shownValueWithNoneSelected(current: UnsafeBufferPointer<SelectionValue>) -> String? {
        guard SelectionValue.self is any OptionalValue.Type, current.allSatisfy({ ($0 as? any OptionalValue)?.isNone ?? false }) else { return nil }
        return ""
    }
}
