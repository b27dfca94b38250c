/// A style of the app's own, of any family (an ``AppStyle``).
class AnyAppStyle {}

/// A style of the app's own, type-erased: how to draw its body from a configuration.
final class AppStyle<Family: StyleFamilyWithBody>: AnyAppStyle {
    let render: (Family.Configuration, RenderContext) -> Void

    init<Body: View>(makeBody: @escaping (Family.Configuration) -> Body) {
        render = { configuration, context in context.render(makeBody(configuration), at: "style") }
    }
}

/// The app's styles in effect, one at most a family, kept in the rarely written part of the environment.
struct AppStyles {
    private var styles: [ObjectIdentifier: AnyAppStyle] = [:]

    var isEmpty: Bool { styles.isEmpty }

    func style<Family: StyleFamilyWithBody>(of family: Family.Type) -> AppStyle<Family>? {
        styles.isEmpty ? nil : styles[ObjectIdentifier(family)] as? AppStyle<Family>
    }

    /// Sets or clears (`nil`) the style of a family (by its type's identity); `style` is an ``AppStyle``
    /// of that family.
    mutating func set(_ style: AnyAppStyle?, of family: ObjectIdentifier) {
        styles[family] = style
    }
}

extension EnvironmentValues {
    /// Whether any style of the app's own is in effect.
    var hasAppStyles: Bool { !appStyles.isEmpty }

    /// The app's own style of the family in effect, if any.
    func appStyle<Family: StyleFamilyWithBody>(of family: Family.Type) -> AppStyle<Family>? {
        appStyles.style(of: family)
    }

    /// Puts the app's own style of the family in effect (an ``AppStyle`` of the family), or takes it out (`nil`).
    mutating func setAppStyle(_ style: AnyAppStyle?, of family: ObjectIdentifier) {
        if style == nil && !hasAppStyles { return }
        appStyles.set(style, of: family)
    }
}

extension RenderContext {
    /// Draws the app's own style of the family in place of the control, when one is in effect: the
    /// style's body made from `configuration`, evaluated at the component `style`, with the style itself
    /// out of effect inside (so that a control of the family inside its body draws in the built-in kind
    /// around it). Returns whether it did; a control that gets `false` draws itself.
    ///
    /// `notingWords: false` when the control's label was already noted (a button's content drawn by a
    /// `ButtonStyle`): the body's words then name nothing around it.
    func renderAppStyle<Family: StyleFamilyWithBody>(
        _ family: Family.Type, configuration: @autoclosure () -> Family.Configuration, notingWords: Bool = true
    ) -> Bool {
        guard let style = environment.appStyle(of: family) else { return false }
        let configuration = configuration()
        let savedEnvironment = environment
        environment.setAppStyle(nil, of: ObjectIdentifier(family))
        if notingWords {
            style.render(configuration, self)
        } else {
            let savedCapture = capture.label
            capture.label = nil
            style.render(configuration, self)
            capture.label = savedCapture
        }
        environment = savedEnvironment
        return true
    }
}
