/// The form fields FormUI posts for itself, beside the controls' own: every name starting with `_` is
/// FormUI's (DESIGN §3), and these are the ones it gives a meaning.
///
/// The renderers write them, the server reads them, and a program posting with `curl` uses them:
///
/// ```
/// curl -d _revision=3 -d flavor=vanilla -d _action=_apply …
/// ```
public enum ReservedField {
    /// Every reserved name starts with this; a posted name with it that FormUI does not know is ignored.
    public static let prefix = "_"

    /// The pressed button: a control's action id (`sign-in`, `quantity.increment`), or ``apply`` or
    /// ``submit``. Posted at most once.
    public static let action = "_action"
    /// The revision of the session's state the page was shown at: a non-negative integer, posted at most
    /// once. A post is compared with what the page showed then, so that only what its sender changed is
    /// applied (DESIGN §4).
    public static let revision = "_revision"

    /// ``action`` for the page's "Apply changes" button: apply the fields, press nothing.
    public static let apply = "_apply"
    /// ``action`` for Enter in a text field: apply the fields, then run the `onSubmit` actions.
    public static let submit = "_submit"

    /// The start of a submit button that posts an action: `<button type="submit" name="_action" value="`.
    /// Write the action's id with `attribute(_:)` next, then close the attribute (`"`) and the tag.
    public static let actionButtonOpening: StaticString = "<button type=\"submit\" name=\"_action\" value=\""

    /// The start of the hidden input that carries the page's revision:
    /// `<input type="hidden" name="_revision" value="`. Write the number next, then `">`.
    public static let revisionInputOpening: StaticString = "<input type=\"hidden\" name=\"_revision\" value=\""

    /// Whether `name` is reserved (starts with ``prefix``).
    @inline(__always)
    public static func isReserved(_ name: String) -> Bool {
        name.utf8.first == UInt8(ascii: "_")
    }
}
