/// Alerts, confirmation dialogs and sheets on a page.
///
/// A presentation is shown when its binding says so (`isPresented` is true, `item` is not nil): it is
/// rendered where its modifier is evaluated but written at the top of the form, as a dialog region
/// (`role="alertdialog"` or `role="dialog"`, labelled by its title) whose buttons are buttons of the
/// page. Pressing one posts its action and dismisses the presentation, which writes the binding back
/// (`false`, `nil`) as SwiftUI does. It works with JavaScript off: the region is part of the page, and
/// the rest of the page stays usable around it.
///
/// A presentation of a view off stage (the page around a sub-page shown) is shown over the sub-page once
/// the sub-page has been reached, as a sheet of a stack's root shows over the detail pushed on it on a
/// device; it is evaluated on stage, so that its controls are posted and decoded with the sub-page's.
/// One evaluated before the sub-page is reached is not shown.

/// What a presentation region holds once rendered.
struct RenderedPresentation {
    var html: HTMLBuffer
}

extension RenderContext {
    /// Renders a presentation's region into a buffer of its own and keeps it for the top of the form.
    /// `dismiss` is what each of its buttons does after its own action.
    func present(dismiss: @escaping () -> Void, _ render: (RenderContext) -> Void) {
        let wasOffstage = controls.isOffstage
        if wasOffstage {
            guard navigation?.isComplete == true else { return }
            controls.isOffstage = false
        }
        defer { controls.isOffstage = wasOffstage }
        let savedHTML = html
        let savedDismiss = environment.dismissPresentation
        let savedTitle = reports.navigationTitle
        // Off stage the page's buffer discards: the region is written to one of its own all the same.
        html = wasOffstage ? HTMLBuffer(capacity: 1024) : makeBuffer(capacity: 1024)
        environment.dismissPresentation = dismiss
        render(self)
        reports.presentations.append(RenderedPresentation(html: html))
        html = savedHTML
        environment.dismissPresentation = savedDismiss
        reports.navigationTitle = savedTitle
    }
}

/// Writes a presentation's buttons, or an OK button that dismisses when it has none.
struct PresentationActions<Actions: View>: View, PrimitiveView {
    let actions: Actions
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.html.raw("<div class=\"presentation-actions\">")
        let saved = context.environment.isPresentationAction
        context.environment.isPresentationAction = true
        if Actions.self == EmptyView.self || Actions.self == Optional<EmptyView>.self {
            Button("OK") {}._render(in: context)
        } else {
            context.render(actions, at: "actions")
        }
        context.environment.isPresentationAction = saved
        context.html.raw("</div>")
    }
}

extension EnvironmentValues {
    /// Dismisses the presentation (sheet, alert) the view is in, or does nothing outside one:
    /// `@Environment(\.dismiss) private var dismiss`, then `dismiss()`.
    public var dismiss: DismissAction { DismissAction(action: dismissPresentation) }

    /// Whether the view is in a presentation (a sheet, an alert).
    public var isPresented: Bool { dismissPresentation != nil }
}

/// Dismisses the presentation a view is in: call it as a function.
public struct DismissAction {
    let action: (() -> Void)?
    public func callAsFunction() { action?() }
}
