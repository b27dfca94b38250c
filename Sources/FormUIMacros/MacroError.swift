import SwiftDiagnostics

/// A macro's mistake, said where the macro is written: what is wrong and what to write instead.
struct MacroError: Error, CustomStringConvertible, DiagnosticMessage {
    let message: String
    /// The macro whose use is wrong (`Entry`, `Model`), the diagnostic's id.
    let macro: String

    init(macro: String, _ message: String) {
        self.macro = macro
        self.message = message
    }

    var description: String { message }
    var diagnosticID: MessageID { MessageID(domain: "FormUIMacros", id: macro) }
    var severity: DiagnosticSeverity { .error }
}
