/// The box at the top of a page after a rejected post: what went wrong, each item a link to its control
/// (the GOV.UK error summary pattern).
enum ErrorSummary {
    static func render(_ error: SubmissionError, into html: inout HTMLBuffer) {
        let title: StaticString = switch error.kind {
        case .invalidInput, .malformedPost, .unavailable: "There is a problem"
        case .staleAction, .stalePage: "The page has changed"
        }
        html.raw("<div class=\"error-summary\" role=\"alert\" aria-labelledby=\"error-summary-title\" tabindex=\"-1\"><h2 id=\"error-summary-title\">")
        html.raw(title)
        html.raw("</h2><ul>")
        for problem in error.problems {
            html.raw("<li>")
            if let name = problem.name {
                html.raw("<a href=\"#field-")
                html.attribute(name)
                html.raw("\">")
                html.text(problem.label)
                html.raw(": ")
                html.text(problem.message)
                html.raw("</a>")
            } else {
                html.text(problem.message)
            }
            html.raw("</li>")
        }
        html.raw("</ul></div>")
    }
}
