/// A control that initiates an action.
///
/// A button is a submit button of the page's form: `<button type="submit" name="_action" value="ID">`.
/// Pressing it posts the form (so the values of the other controls travel with it) and runs `action` on
/// the server, after those values are applied. `ID` is the slug of the button's title (`Button("Sign In")`
/// posts `_action=sign-in`), so `curl -d _action=sign-in` presses it too; the JSON view lists it.
///
/// Inside a `Menu` or a context menu the button is drawn as a menu item. A `role` styles it
/// (`.destructive` in red); `.buttonStyle(_:)` chooses bordered, prominent, borderless, plain or link looks.
/// A disabled button (`.disabled(true)`) is rendered `disabled`, and a post that presses it anyway is
/// answered with 409 and the current page, as for a button that is no longer there.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    // MARK: Creating a button

    /// Creates a button that displays a custom label.
    ///
    /// - Parameters:
    ///   - action: The action to perform when the user triggers the button.
    ///   - label: A view that describes the purpose of the button's `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = nil
        self.action = action
    }

    /// Creates a button with a specified role that displays a custom label.
    ///
    /// - Parameters:
    ///   - role: An optional semantic role that describes the button. A value of `nil` means that the
    ///     button doesn't have an assigned role.
    ///   - action: The action to perform when the user interacts with the button.
    ///   - label: A view that describes the purpose of the button's `action`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }
}

// MARK: Text labels

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

// MARK: Labels with an image

extension Button where Label == FormUI.Label<Text, Image> {
    /// Creates a button with a system image that generates its label from a localized string key.
    ///
    /// With `.labelStyle(.iconOnly)` only the icon shows; the title still names the button for screen
    /// readers.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { FormUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a system image that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { FormUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a specified role and system image that generates its label from a localized
    /// string key.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { FormUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a specified role and system image that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { FormUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with an image resource that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { FormUI.Label(titleKey, image: image) }
    }

    /// Creates a button with an image resource that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { FormUI.Label(title, image: image) }
    }

    /// Creates a button with a specified role and image resource that generates its label from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { FormUI.Label(titleKey, image: image) }
    }

    /// Creates a button with a specified role and image resource that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { FormUI.Label(title, image: image) }
    }
}

// MARK: Roles

/// A value that describes the purpose of a button: drawn as the class `role-NAME` on the button, so a
/// destructive button is red wherever it appears.
public struct ButtonRole: Equatable, Sendable {
    let name: StaticString

    public static func == (lhs: ButtonRole, rhs: ButtonRole) -> Bool { lhs.name.description == rhs.name.description }

    /// A role that indicates a destructive button, such as one that deletes user data.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// A role that indicates a button that confirms an operation.
    public static let confirm = ButtonRole(name: "confirm")
    /// A role that indicates a button that closes the current view.
    public static let close = ButtonRole(name: "close")
}

// MARK: Styles

extension Button {
    /// What a primitive style draws the whole button from.
    var primitiveStyleConfiguration: PrimitiveButtonStyleConfiguration {
        PrimitiveButtonStyleConfiguration(role: role, label: .init(label), action: action)
    }

    /// What a button style draws the button's content from.
    var contentStyleConfiguration: ButtonStyleConfiguration {
        ButtonStyleConfiguration(role: role, label: .init(label), isPressed: false)
    }
}

// MARK: Rendering and decoding

extension Button: Control {
    public func render(in context: ControlContext) {
        if context.renderAppStyle(PrimitiveButtonStyles.self, configuration: primitiveStyleConfiguration) { return }
        if context.post?.areAllAnswered == true { return }
        let label = context.label(self.label)
        // A label with no words (an image alone) is still named: by its symbol's accessible label
        // ("Delete" for `trash`), else generically. Its id stays the symbol's name.
        // `.accessibilityLabel` on the button names it (and its action), as VoiceOver reads it.
        let given = context.environment.accessibility.flatMap { $0.claim?.isTaken == false ? $0.label : nil }
        let spoken = given ?? (label.text.isEmpty ? (label.systemImage.map(SymbolLabels.label(for:)) ?? "Button") : label.text)
        let title = label.nameSource.isEmpty ? (label.systemImage ?? "") : label.nameSource
        let id = context.name(label: title, fallback: "button")
        let enabled = context.isEnabled
        let inMenu = context.environment.container == .menu
        let style = context.environment.styleKinds[PrimitiveButtonStyles.self]

        let html = context
        html.raw(ReservedField.actionButtonOpening)
        html.attribute(id)
        if inMenu {
            html.raw("\" class=\"menu-item")
        } else {
            html.raw("\" class=\"button ")
            html.raw(context.environment.appStyle(of: ButtonStyles.self) == nil ? style.className : "style-custom")
        }
        if let role {
            html.raw(" role-")
            html.raw(role.name)
        }
        html.raw("\"")
        context.flag("disabled", !enabled)
        // `.accessibilityLabel` and the rest (a button has no `aria-valuetext`: its value is said after its label).
        context.base.writeAccessibilityAttributes(namedAs: spoken)
        html.raw(">")
        // A `ButtonStyle` of the app's own draws the button's content; it stays a button of the page. The
        // content's words were noted with the label; drawing them again must not name anything.
        if !context.renderAppStyle(ButtonStyles.self, configuration: contentStyleConfiguration, notingWords: false) {
            context.write(label)
        }
        if label.text.isEmpty {
            html.raw("<span class=\"visually-hidden\">")
            html.text(spoken)
            html.raw("</span>")
        }
        html.raw("</button>")

        var description = ControlDescription(kind: "button", label: spoken, style: inMenu ? "menu-item" : style.rawValue)
        description.actions = [.init(value: id, label: spoken, disabled: enabled ? nil : true)]
        if !enabled { description.disabled = true }
        // A button of a presentation's actions (an alert's, a sheet's Close) dismisses it after its action.
        let perform: () -> Void
        if context.environment.isPresentationAction, let dismiss = context.environment.dismissPresentation {
            let action = self.action
            perform = { action(); dismiss() }
        } else {
            perform = action
        }
        context.register(description, actions: [
            ControlAction(id: id, label: spoken, isEnabled: enabled, perform: perform),
        ])
    }
}

extension ButtonStyleKind {
    /// The class that draws the style.
    fileprivate var className: StaticString {
        switch self {
        case .automatic: "style-automatic"
        case .bordered: "style-bordered"
        case .borderedProminent: "style-bordered-prominent"
        case .borderless: "style-borderless"
        case .plain: "style-plain"
        case .link: "style-link"
        }
    }
}
