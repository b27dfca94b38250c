import Foundation

/// A file input: `<input type="file">` with `accept` from the content types it takes, in a form that the
/// page then posts as `multipart/form-data`. The files chosen reach `files` with the post.
///
/// A file is kept while its post is rejected: when another field of the post is refused (422), the files
/// it carried are kept in the session (up to ``stagingLimit`` bytes in all), and the page shows them
/// ("receipt.pdf, 2 MB") with a way to replace or remove them, so the visitor fixes the other field
/// without choosing the file again. A file of a type the field does not take is a 422 naming it.
struct FileField: Control {
    let label: Text
    let allowedTypes: [UTType]
    let allowsMultiple: Bool
    let files: Binding<[PostedFile]>
    /// The most files a post may choose, when `allowsMultiple` (nil: any number).
    var maxCount: Int? = nil
    /// What the field's messages call one of its files, and several.
    var noun = (one: "file", several: "files")

    /// The most bytes of files kept across a rejected post, all together: beyond it, the visitor chooses
    /// them again. Kept small, as they live in the session (a stored session is bounded, 1 MiB unless
    /// configured).
    static let stagingLimit = 512 * 1024

    func render(in context: ControlContext) {
        if context.post?.areAllAnswered == true { return }
        let label = context.label(self.label)
        let name = context.name(for: label, fallback: "file")
        let fieldID = "field-" + name
        let staged = context.state("kept", initial: [PostedFile]())
        let kept = staged.wrappedValue
        let enabled = context.isEnabled
        context.base.controls.noteTakesFiles()

        let html = context
        html.raw("<div class=\"control file-field\">")
        if kept.isEmpty {
            html.raw("<label class=\"control-label\" for=\"")
            html.attribute(fieldID)
            html.raw("\">")
            context.write(label)
            html.raw("</label>")
        } else {
            html.raw("<span class=\"control-label\">")
            context.write(label)
            html.raw("</span><p class=\"kept-files\" id=\"")
            html.attribute(fieldID + "-kept")
            html.raw("\">")
            html.text(kept.map(\.summary).joined(separator: "; "))
            html.raw("</p>")
            // Sent with every post from this page: the kept files go on with it unless replaced or removed.
            html.raw("<input type=\"hidden\"")
            context.attribute("name", name)
            context.attribute("value", PostedFiles.kept)
            html.raw("><label class=\"file-replace\" for=\"")
            html.attribute(fieldID)
            html.raw("\">Replace</label>")
        }
        html.raw("<input type=\"file\"")
        context.attribute("id", fieldID)
        context.attribute("name", name)
        if let accept = UTType.acceptAttribute(for: allowedTypes) { context.attribute("accept", accept) }
        context.flag("multiple", allowsMultiple)
        if !kept.isEmpty { context.attribute("aria-describedby", fieldID + "-kept") }
        context.flag("disabled", !enabled)
        context.writeInputAttributes(for: name)
        html.raw(">")
        if !kept.isEmpty {
            html.raw("<label class=\"file-remove\"><input type=\"checkbox\"")
            context.attribute("name", name)
            context.attribute("value", PostedFiles.remove)
            html.raw("> Remove</label>")
        }
        context.writeProblem(for: name)
        html.raw("</div>")

        var description = ControlDescription(kind: "file", label: label.text, name: name, value: kept.isEmpty ? nil : kept.map(\.filename).joined(separator: ", "))
        if !enabled { description.disabled = true }
        description.error = context.problem(for: name)
        let allowedTypes = self.allowedTypes
        let allowsMultiple = self.allowsMultiple
        let files = self.files
        let maxCount = allowsMultiple ? maxCount : 1
        let noun = self.noun
        let typeNames = allowedTypes.map(Self.name(of:)).joined(separator: ", ")
        // Shown as nothing: whatever a post sends under the name is decoded (a file, the kept files).
        context.register(name, showing: nil, needsApply: true) {
            var field = ControlField(name: name, description: description, needsApply: true) { posted in
                if posted.contains(PostedFiles.remove) {
                    staged.wrappedValue = []
                    return files.wrappedValue.isEmpty ? .unchanged : .write { files.wrappedValue = [] }
                }
                let chosen = posted.compactMap(PostedFiles.file(for:))
                if chosen.isEmpty {
                    guard posted.contains(PostedFiles.kept), !kept.isEmpty else {
                        return posted.allSatisfy({ $0 == PostedFiles.kept || $0.isEmpty })
                            ? .unchanged : .invalid("Choose a \(noun.one) to upload: a post sends one with multipart/form-data.")
                    }
                    return .write {
                        staged.wrappedValue = []
                        files.wrappedValue = kept
                    }
                }
                if let maxCount, chosen.count > maxCount {
                    return .invalid(maxCount == 1 ? "Choose one \(noun.one)." : "Choose at most \(maxCount) \(noun.several).")
                }
                for file in chosen where !UTType.file(named: file.filename, mimeType: file.contentType, isOneOf: allowedTypes) {
                    return .invalid("“\(file.filename)” is not a file this takes (\(typeNames)).")
                }
                // Kept now, whatever the rest of the post does: a post refused for another field keeps
                // them for the next one (within the limit; else the visitor chooses them again).
                staged.wrappedValue = chosen.reduce(0) { $0 + $1.data.count } <= Self.stagingLimit ? chosen : []
                return .write {
                    staged.wrappedValue = []
                    files.wrappedValue = chosen
                }
            }
            field.takesSeveralValues = true
            return field
        }
    }

    /// How a person calls a type: "PDF", "image", "CSV".
    static func name(of type: UTType) -> String {
        switch type.identifier {
        case UTType.pdf.identifier: "PDF"
        case UTType.image.identifier: "image"
        case UTType.commaSeparatedText.identifier: "CSV"
        case UTType.plainText.identifier, UTType.text.identifier: "text"
        case UTType.json.identifier: "JSON"
        case UTType.movie.identifier, UTType.video.identifier: "video"
        case UTType.audio.identifier: "audio"
        case UTType.data.identifier, UTType.item.identifier, UTType.content.identifier: "any file"
        default: type.preferredFilenameExtension.map { $0.uppercased() } ?? type.identifier
        }
    }
}
