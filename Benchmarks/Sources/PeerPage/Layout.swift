/// The page layout around the form: what FormUIServer renders from `Templates/layout.mustache` for the
/// benchmark page (title and heading "Cake order", no flash), copied by hand as a peer developer would.
enum Layout {
    static let title = "Cake order"

    static func writeHead(title: String, into out: inout [UInt8]) {
        out += ##"<!doctype html>\##n<html lang="en">\##n<head>\##n<meta charset="utf-8">\##n<meta name="viewport" content="width=device-width, initial-scale=1">\##n<meta name="color-scheme" content="light dark">\##n<title>"##.utf8
        PageBuilder.escape(title, into: &out)
        out += ##"</title>\##n<link rel="stylesheet" href="/formui.css">\##n<script src="/formui.js" defer></script>\##n</head>\##n<body>\##n<a class="skip-link" href="#main">Skip to content</a>\##n<header class="site-header">\##n<a class="app-name" href="/">FormUI</a>\##n</header>\##n<main id="main" tabindex="-1">\##n<h1 class="page-title">"##.utf8
        PageBuilder.escape(title, into: &out)
        out += ##"</h1>\##n"##.utf8
    }

    static func writeTail(into out: inout [UInt8]) {
        // No footer: the page has no date or time control, so the layout names no time zone.
        out += ##"\##n</main>\##n</body>\##n</html>\##n"##.utf8
    }
}
