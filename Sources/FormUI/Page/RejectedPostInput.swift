/// What a page answering a rejected post shows by each control: the person's input, kept, and the
/// message, linked from the error summary (DESIGN §6).
extension RenderContext {
    /// What the page shows for `name` after a rejected post: the user's own input, kept.
    func keptInput(for name: String) -> String? {
        options.problems?.keptInput[name]?.last
    }

    /// The message to show by the control `name` after a rejected post.
    func problem(for name: String) -> String? {
        options.problems?.message(for: name)
    }

    /// Writes `aria-invalid` and `aria-describedby` (pointing at ``writeProblem(for:)``'s message) on an
    /// invalid control's input.
    func writeInvalidAttributes(for name: String) {
        if problem(for: name) != nil {
            html.attribute("aria-invalid", "true")
            html.attribute("aria-describedby", "error-" + name)
        }
    }

    /// Writes the message for an invalid control, linked from the error summary.
    func writeProblem(for name: String) {
        guard let message = problem(for: name) else { return }
        html.raw("<p class=\"field-error\" id=\"error-")
        html.attribute(name)
        html.raw("\"><span class=\"visually-hidden\">Error:</span> ")
        html.text(message)
        html.raw("</p>")
    }
}
