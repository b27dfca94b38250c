/// How a post to a picker is decoded: the posted value must be one of the options the page showed (an
/// enabled one); `""` chooses "none" for an optional selection; anything else is refused with a message
/// listing the choices.
enum PickerDecoding {
    static func field<SelectionValue: Hashable>(
        name: String, description: ControlDescription, needsApply: Bool,
        options: [ControlOption], values: [String], isOptional: Bool, selection: BoundValues<SelectionValue>
    ) -> ControlField {
        ControlField(name: name, description: description, needsApply: needsApply) { posted in
            let value = posted.last ?? ""
            if value.isEmpty, isOptional, let none = (SelectionValue.self as? any OptionalValue.Type)?.noneValue as? SelectionValue {
                return selection.read() == [none] ? .unchanged : .write { selection.write(none) }
            }
            guard let index = values.firstIndex(of: value), !value.isEmpty, options[index].isEnabled,
                  let newValue = options[index].tag.flatMap({ $0 as? SelectionValue })
            else {
                let choices = options.indices.filter { options[$0].isEnabled }.map { "“\(values[$0])” (\(options[$0].text))" }
                return .invalid("Choose one of the options: " + choices.joined(separator: ", ") + ".")
            }
            if selection.read() == [newValue] { return .unchanged }
            return .write { selection.write(newValue) }
        }
    }
}
