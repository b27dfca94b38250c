/// The page layout around the form, as FormUIServer writes it (its `Templates/`), copied by hand.
enum Layout {
    static let title = "Cake order"

    static func writeHead(title: String, into out: inout [UInt8]) {
        out += #"<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>"#.utf8
        PageBuilder.escape(title, into: &out)
        out += #"</title><link rel="stylesheet" href="/formui.css"></head><body><main>"#.utf8
    }

    static func writeTail(into out: inout [UInt8]) {
        out += "</main></body></html>".utf8
    }
}
