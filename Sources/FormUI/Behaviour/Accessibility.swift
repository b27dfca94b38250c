/// Accessibility modifiers → ARIA.
///
/// On a control, they apply to its input element: `.accessibilityLabel` → `aria-label`,
/// `.accessibilityValue` → `aria-valuetext`, `.accessibilityHint` → a visually hidden description
/// (`aria-describedby`). The first control inside the modifier takes them. Around other views (text,
/// images, stacks) the view is wrapped in an element that carries them: `role="group"` named by the
/// label, the value and hint read after it — except inside a control's label (a button whose label is
/// `Image(systemName:).accessibilityLabel("New Note")`), where the label names the control, as
/// VoiceOver reads it: the view is hidden from assistive technology and the label is read in its
/// place. `.accessibilityHidden(true)` hides the view from assistive technology (`aria-hidden`), never
/// from sight.
struct AccessibilityView<Content: View>: View, PrimitiveView {
    let content: Content
    let attributes: AccessibilityAttributes
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        // Modifiers stacked on one view (`.accessibilityLabel(…).accessibilityHint(…)`) merge: the
        // outermost writes what the control inside did not take.
        if let outer = context.environment.accessibility {
            var stacked = outer
            stacked.merge(attributes)
            stacked.claim?.latest = stacked
            context.environment.accessibility = stacked
            context.render(content)
            context.environment.accessibility = outer
            return
        }
        var merged = attributes
        merged.id = "a11y-" + Slug.shortHash(context.path)
        merged.claim = AccessibilityClaim()
        context.environment.accessibility = merged
        let textsBefore = context.capture.label?.texts.count
        let namedBefore = context.capture.label?.firstStableSource != nil
        let savedHTML = context.html
        context.html = context.makeBuffer(capacity: 256)
        context.render(content)
        let inner = context.html
        context.html = savedHTML
        context.environment.accessibility = nil
        guard let claim = merged.claim, !claim.isTaken else {
            context.html.append(html: inner)
            if let hint = merged.claim?.taken?.hint { merged.writeHint(hint, in: context) }
            return
        }
        // No control took them: a wrapper carries them. (Merged by the modifiers inside, read back.)
        let final = claim.latest ?? merged
        if let capture = context.capture.label, let textsBefore, let label = final.label, !final.isHidden {
            // Inside a control's label: the label is what the control is named by, in place of the
            // words (or the symbol) the view shows.
            capture.texts.removeSubrange(textsBefore...)
            capture.texts.append(label)
            if capture.keepsStableSources, !namedBefore { capture.firstStableSource = Text(verbatim: label) }
            context.html.raw("<span aria-hidden=\"true\">")
            context.html.append(html: inner)
            context.html.raw("</span>")
            context.writeVisuallyHidden(label + (final.value.map { ", " + $0 } ?? ""))
            if let hint = final.hint { final.writeHint(hint, in: context) }
            return
        }
        context.html.raw("<div class=\"accessibility-element\"")
        if let label = final.label {
            context.html.raw(" role=\"group\"")
            context.html.attribute("aria-label", label + (final.value.map { ", " + $0 } ?? ""))
        }
        if final.hint != nil { context.html.attribute("aria-describedby", final.id + "-hint") }
        if final.isHidden { context.html.raw(" aria-hidden=\"true\"") }
        context.html.raw(">")
        context.html.append(html: inner)
        context.html.raw("</div>")
        if let hint = final.hint { final.writeHint(hint, in: context) }
    }
}

/// Whether a control took the attributes of an accessibility modifier (and which), shared by the
/// modifiers stacked on one view.
// Sendable: shared only by the modifiers of one view, within one evaluation, which runs on one thread.
final class AccessibilityClaim: @unchecked Sendable {
    var taken: AccessibilityAttributes?
    var isTaken: Bool { taken != nil }
    /// The attributes as the innermost modifier left them, for the wrapper.
    var latest: AccessibilityAttributes?
}

/// What accessibility modifiers say about a view.
struct AccessibilityAttributes: Equatable {
    var label: String?
    var value: String?
    var hint: String?
    var isHidden = false
    var id = ""
    var claim: AccessibilityClaim?

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.label == rhs.label && lhs.value == rhs.value && lhs.hint == rhs.hint && lhs.isHidden == rhs.isHidden && lhs.id == rhs.id
    }

    mutating func merge(_ other: AccessibilityAttributes) {
        label = other.label ?? label
        value = other.value ?? value
        hint = other.hint ?? hint
        isHidden = isHidden || other.isHidden
    }

    func writeHint(_ hint: String, in context: RenderContext) {
        context.html.raw("<span class=\"visually-hidden\" id=\"")
        context.html.attribute(id + "-hint")
        context.html.raw("\">")
        context.html.text(hint)
        context.html.raw("</span>")
    }
}

extension RenderContext {
    /// Writes the accessibility attributes of the modifiers around a control on its input, and takes
    /// them so that the controls after it do not get them too.
    /// `namedAs`: for an element that cannot have `aria-valuetext` (a button), the name it is read by
    /// (its own words unless `.accessibilityLabel` gives others), followed by the value, as the wrapper
    /// element says them.
    func writeAccessibilityAttributes(namedAs name: String? = nil) {
        guard let attributes = environment.accessibility, let claim = attributes.claim, !claim.isTaken else { return }
        claim.taken = attributes
        if let name {
            if attributes.label != nil || attributes.value != nil {
                html.attribute("aria-label", (attributes.label ?? name) + (attributes.value.map { ", " + $0 } ?? ""))
            }
        } else {
            if let label = attributes.label { html.attribute("aria-label", label) }
            if let value = attributes.value { html.attribute("aria-valuetext", value) }
        }
        if attributes.hint != nil { html.attribute("aria-describedby", attributes.id + "-hint") }
        if attributes.isHidden { html.raw(" aria-hidden=\"true\"") }
    }
}

extension View {
    /// Names the view for assistive technology in place of its visible label.
    public consuming func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
        AccessibilityView(content: self, attributes: AccessibilityAttributes(label: label.key))
    }

    @_disfavoredOverload
    public consuming func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        AccessibilityView(content: self, attributes: AccessibilityAttributes(label: String(label)))
    }

    public consuming func accessibilityLabel(_ label: Text) -> some View {
        AccessibilityView(content: self, attributes: AccessibilityAttributes(label: label.plainText))
    }

    /// Says the view's value for assistive technology ("50 percent").
    public consuming func accessibilityValue(_ value: LocalizedStringKey) -> some View {
        AccessibilityView(content: self, attributes: AccessibilityAttributes(value: value.key))
    }

    @_disfavoredOverload
    public consuming func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        AccessibilityView(content: self, attributes: AccessibilityAttributes(value: String(value)))
    }

    public consuming func accessibilityValue(_ value: Text) -> some View {
        AccessibilityView(content: self, attributes: AccessibilityAttributes(value: value.plainText))
    }

    /// Says what happens when the view is used, read after its label.
    public consuming func accessibilityHint(_ hint: LocalizedStringKey) -> some View {
        AccessibilityView(content: self, attributes: AccessibilityAttributes(hint: hint.key))
    }

    @_disfavoredOverload
    public consuming func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        AccessibilityView(content: self, attributes: AccessibilityAttributes(hint: String(hint)))
    }

    public consuming func accessibilityHint(_ hint: Text) -> some View {
        AccessibilityView(content: self, attributes: AccessibilityAttributes(hint: hint.plainText))
    }

    /// Hides the view from assistive technology (`aria-hidden`); it stays visible.
    public consuming func accessibilityHidden(_ hidden: Bool) -> some View {
        AccessibilityView(content: self, attributes: AccessibilityAttributes(isHidden: hidden))
    }

    /// Accepted for source compatibility: children are read in page order.
    public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public consuming func accessibilityIdentifier(_ identifier: String) -> some View { self }
    public consuming func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
}

/// How the children of an accessibility element are read; accepted.
public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

/// Traits of an accessibility element; accepted.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    public static let isLink = AccessibilityTraits(rawValue: 8)
    public static let isImage = AccessibilityTraits(rawValue: 16)
    public static let isStaticText = AccessibilityTraits(rawValue: 32)
}
