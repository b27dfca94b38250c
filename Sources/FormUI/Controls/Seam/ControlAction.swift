/// An action of a control, posted as `_action=ID` (a button, a stepper's Increase).
public struct ControlAction {
    public var id: String
    public var label: String
    public var isEnabled: Bool
    public var perform: () -> Void

    public init(id: String, label: String, isEnabled: Bool = true, perform: @escaping () -> Void) {
        self.id = id
        self.label = label
        self.isEnabled = isEnabled
        self.perform = perform
    }
}
