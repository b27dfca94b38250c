// In-process rendering: the benchmark page rendered from its FormUI view tree into bytes, against the
// same HTML built with Plot and with a hand-written byte builder (what the limit servers use); and two
// of the gallery's pages, `/form/everything` and `/pickers/all-styles`, rendered from their view trees.
//
//   render-bench [--seconds S]      time the renderers (run.sh prints the RENDER lines)
//   render-bench --check            the bytes and the benchmark page's instructions per render; exit 1
//                                   if either fails
//   render-bench --instructions     measure the instructions per render of the benchmark page (and its
//                                   ratio to the hand-written builder's), of the two gallery pages and
//                                   of a post to the page's first and last picker, and print them
//   render-bench --profile N        render FormUI's page N times (for callgrind or perf)
//   render-bench --profile-session N   the same for the benchmark session (the servers' state)
//   render-bench --profile-page PATH N   render the gallery page at PATH N times
//   render-bench --profile-post N   apply N posts to the benchmark page's first picker (run.sh's POST)
//   render-bench --profile-post-last N   the same to its last picker
//
// First it checks that FormUI and the hand-written builder agree byte for byte for several session
// states (and exits 1 if not). `--check` then measures the benchmark page's instructions per render
// with callgrind, for a fresh page state and for the benchmark session, and fails when either is more
// than 10 % above the figure kept in Benchmarks/render-instructions.txt (see InstructionCheck.swift). Instructions, unlike time, do not
// depend on the machine's load, so the check holds on a shared CI machine. It needs valgrind.
import BenchmarkPage
@_spi(Engine) import FormUI
import Foundation
import PeerPage
import Plot
import ReferenceExamples

let arguments = CommandLine.arguments
let checkOnly = arguments.contains("--check")
let seconds = arguments.firstIndex(of: "--seconds").flatMap { Double(arguments[$0 + 1]) } ?? 1.0

// MARK: Agreement

let page = FormPage { BenchmarkPage() }

/// Posts applied to a fresh session, in turn; after each, FormUI and the peers' builder must agree.
let posts: [[(String, String)]] = [
    [],
    [("flavor", "lemon")],
    [("size", "party"), ("frosting", "none"), ("layers", "7")],
    [("country", "GB"), ("time-slot", "evening"), ("email-updates", "never"), ("text-messages", "daily"), ("push-notifications", "monthly")],
    [("topping", "none"), ("candles", "12"), ("lettering", "gold"), ("shape", "heart"), ("packaging", "tin"), ("pay-with", "ideal"), ("dairy", "vegan"), ("sugar", "free"), ("allergen-kitchen", "halal"), ("installments", "6")],
    [("flavor", "mango"), ("_action", "_apply"), ("layers", "1")],
    [("flavor", "mango")],
]

func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> String {
    let index = zip(a.indices, zip(a, b)).first { $0.1.0 != $0.1.1 }?.0 ?? min(a.count, b.count)
    func around(_ bytes: [UInt8]) -> String {
        String(decoding: bytes[max(0, index - 80)..<min(bytes.count, index + 80)], as: UTF8.self)
    }
    return "at byte \(index) (sizes \(a.count), \(b.count))\n  FormUI: …\(around(a))…\n  peers:  …\(around(b))…"
}

do {
    let state = PageState()
    var peer = PeerState()
    for (step, fields) in posts.enumerated() {
        if !fields.isEmpty {
            do { try page.submit(fields.map { (name: $0.0, value: $0.1) }, to: state) } catch {
                print("render-bench: FormUI rejected post \(step): \(error)")
                exit(1)
            }
            _ = peer.apply(fields.map { (name: $0.0, value: $0.1) })
        }
        let formUI = page.render(state).html
        var built: [UInt8] = []
        PageBuilder.form(peer, into: &built)
        if formUI != built {
            print("render-bench: FormUI and the peers' page differ after post \(step) \(firstDifference(formUI, built))")
            exit(1)
        }
    }
    print("render-bench: FormUI and the hand-written builder agree byte for byte on \(posts.count) session states")
}
if checkOnly { exit(InstructionCheck.run(arguments) ? 0 : 1) }

/// The gallery's pages measured beside the benchmark page, as the gallery serves them.
let galleryPaths = ["/form/everything", "/pickers/all-styles"]
let galleryPages: [(path: String, page: FormPage)] = galleryPaths.map { path in
    guard let example = ReferenceCatalog.examples.first(where: { $0.path == path }) else {
        print("render-bench: the gallery has no page at \(path)")
        exit(1)
    }
    return (path, example.page)
}

if arguments.contains("--instructions") {
    guard let measured = InstructionCheck.measure() else { exit(1) }
    print("render-bench: \(InstructionCheck.format(measured)) instructions per render of the benchmark page")
    guard let session = InstructionCheck.measure(profile: ["--profile-session"]) else { exit(1) }
    print("render-bench: \(InstructionCheck.format(session)) instructions per render of the benchmark page for the benchmark session")
    guard let built = InstructionCheck.measure(profile: ["--profile-builder"]) else { exit(1) }
    let ratio = Double(measured) / Double(built)
    print("render-bench: \(InstructionCheck.format(built)) instructions per page of the hand-written builder; FormUI/builder \(String(format: "%.2f", ratio))× (target ≤ 2×)")
    for (path, _) in galleryPages {
        guard let measured = InstructionCheck.measure(page: path) else { exit(1) }
        print("render-bench: \(InstructionCheck.format(measured)) instructions per render of the gallery's \(path)")
    }
    guard let post = InstructionCheck.measure(profile: ["--profile-post"]) else { exit(1) }
    print("render-bench: \(InstructionCheck.format(post)) instructions per post to the benchmark page (its first picker, as run.sh posts; no _revision)")
    guard let last = InstructionCheck.measure(profile: ["--profile-post-last"]) else { exit(1) }
    print("render-bench: \(InstructionCheck.format(last)) instructions per post to the benchmark page's last picker (no _revision)")
    exit(0)
}

// `--profile-post N`: apply N posts to the benchmark page for one session, alternating two flavors (what
// run.sh's POST row sends: the page's first picker), and nothing else. `--profile-post-last N` posts to
// the page's last picker instead, which a post must evaluate every control above to reach.
for (flag, field, values) in [("--profile-post", "flavor", ["vanilla", "chocolate"]), ("--profile-post-last", "push-notifications", ["weekly", "daily"])] {
    guard let index = arguments.firstIndex(of: flag) else { continue }
    let count = Int(arguments[index + 1]) ?? 100
    let state = PageState()
    var changed = 0
    for round in 0..<count {
        if let result = try? page.submit([(name: field, value: values[round % 2])], to: state) { changed &+= result.changedFields.count }
    }
    print("render-bench: applied \(count) posts to \(field), \(changed) changes")
    exit(0)
}

// `--profile-page PATH N`: render a gallery page N times for one session, and nothing else.
if let index = arguments.firstIndex(of: "--profile-page"), index + 2 < arguments.count {
    guard let gallery = galleryPages.first(where: { $0.path == arguments[index + 1] }) else {
        print("render-bench: no gallery page \(arguments[index + 1]) here; one of \(galleryPaths.joined(separator: ", "))")
        exit(1)
    }
    let count = Int(arguments[index + 2]) ?? 100
    let state = PageState()
    let options = RenderOptions(pagePath: gallery.path)
    var total = 0
    for _ in 0..<count { total &+= gallery.page.render(state, options: options).withHTML { $0.count } }
    print("render-bench: rendered \(gallery.path) \(count) times, \(total) bytes")
    exit(0)
}

// `--profile N`: render FormUI's page N times and nothing else, for callgrind or perf.
// `--profile-session N`: the same for the benchmark session (its post is applied first).
if let index = arguments.firstIndex(of: "--profile") ?? arguments.firstIndex(of: "--profile-session") {
    let count = Int(arguments[index + 1]) ?? 100
    let state = PageState()
    if arguments[index] == "--profile-session" {
        do { try page.submit(InstructionCheck.benchmarkSession, to: state) } catch {
            print("render-bench: FormUI rejected the benchmark session's post: \(error)")
            exit(1)
        }
    }
    var total = 0
    for _ in 0..<count { total &+= page.render(state).withHTML { $0.count } }
    print("render-bench: rendered \(count) pages, \(total) bytes")
    exit(0)
}
// `--profile-builder N` and `--profile-plot N`: the same for the hand-written builder and for Plot.
if let index = arguments.firstIndex(of: "--profile-builder") {
    let count = Int(arguments[index + 1]) ?? 100
    var total = 0
    for _ in 0..<count { var out: [UInt8] = []; out.reserveCapacity(16 * 1024); PageBuilder.form(PeerState(), into: &out); total &+= out.count }
    print("render-bench: built \(count) pages, \(total) bytes")
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-plot") {
    let count = Int(arguments[index + 1]) ?? 100
    var total = 0
    for _ in 0..<count { total &+= PlotPage.form(PeerState()).utf8.count }
    print("render-bench: built \(count) pages with Plot, \(total) bytes")
    exit(0)
}

// MARK: Plot

/// The same form with Plot's node DSL, as a developer using Plot would write it.
enum PlotPage {
    typealias N = Node<HTML.BodyContext>

    static func text(_ string: String) -> N { .element(named: "span", nodes: [.attribute(named: "class", value: "text"), .text(string)]) }

    static func control(_ control: PageModel.Control, _ state: PeerState) -> N {
        let current = state.value(of: control)
        let id = "field-" + control.name
        switch control.style {
        case .menu, .wheel:
            var select: [N] = [.attribute(named: "id", value: id), .attribute(named: "name", value: control.name)]
            if control.style == .wheel { select.append(.attribute(named: "size", value: "5")) }
            for option in control.options {
                var nodes: [N] = [.attribute(named: "value", value: option.value)]
                if option.value == current { nodes.append(.attribute(named: "selected")) }
                nodes.append(.text(option.label))
                select.append(.element(named: "option", nodes: nodes))
            }
            return .element(named: "div", nodes: [
                .attribute(named: "class", value: control.style == .wheel ? "control picker picker-wheel" : "control picker picker-menu"),
                .element(named: "label", nodes: [.attribute(named: "class", value: "control-label"), .attribute(named: "for", value: id), text(control.label)]),
                .element(named: "select", nodes: select),
            ])
        case .radioGroup:
            var nodes: [N] = [
                .attribute(named: "class", value: "control picker picker-radio-group"),
                .element(named: "legend", nodes: [.attribute(named: "class", value: "control-label"), text(control.label)]),
            ]
            for (index, option) in control.options.enumerated() {
                var input: [Attribute<HTML.BodyContext>] = [
                    Attribute(name: "type", value: "radio"), Attribute(name: "name", value: control.name), Attribute(name: "value", value: option.value),
                ]
                if index == 0 { input.append(Attribute(name: "id", value: id)) }
                if option.value == current { input.append(Attribute(name: "checked", value: nil, ignoreIfValueIsEmpty: false)) }
                nodes.append(.element(named: "label", nodes: [
                    .attribute(named: "class", value: "radio"), .selfClosedElement(named: "input", attributes: input), .text(" "), text(option.label),
                ]))
            }
            return .element(named: "fieldset", nodes: nodes)
        case .segmented:
            var buttons: [N] = [.attribute(named: "class", value: "segments")]
            for (index, option) in control.options.enumerated() {
                let selected = option.value == current
                var nodes: [N] = [
                    .attribute(named: "type", value: "submit"), .attribute(named: "name", value: control.name),
                    .attribute(named: "value", value: option.value),
                    .attribute(named: "class", value: selected ? "segment selected" : "segment"),
                    .attribute(named: "aria-pressed", value: selected ? "true" : "false"),
                ]
                if index == 0 { nodes.append(.attribute(named: "id", value: id)) }
                nodes.append(text(option.label))
                buttons.append(.element(named: "button", nodes: nodes))
            }
            return .element(named: "fieldset", nodes: [
                .attribute(named: "class", value: "control picker picker-segmented"),
                .element(named: "legend", nodes: [.attribute(named: "class", value: "control-label"), text(control.label)]),
                .element(named: "div", nodes: buttons),
            ])
        }
    }

    static func form(_ state: PeerState) -> String {
        let form: N = .element(named: "form", nodes: [
            .attribute(named: "method", value: "post"), .attribute(named: "class", value: "formui"), .attribute(named: "novalidate"),
            .selfClosedElement(named: "input", attributes: [
                Attribute(name: "type", value: "hidden"), Attribute(name: "name", value: "_revision"), Attribute(name: "value", value: String(state.revision)),
            ]),
            .element(named: "button", nodes: [
                .attribute(named: "type", value: "submit"), .attribute(named: "name", value: "_action"), .attribute(named: "value", value: "_submit"),
                .attribute(named: "class", value: "default-submit"), .attribute(named: "tabindex", value: "-1"), .attribute(named: "aria-hidden", value: "true"),
                .text("Submit"),
            ]),
            .element(named: "div", nodes: [
                .attribute(named: "class", value: "form"),
            ] + PageModel.sections.map { section -> N in
                .element(named: "fieldset", nodes: [
                    .attribute(named: "class", value: "section"), .element(named: "legend", nodes: [text(section.title)]),
                ] + section.items.map { item -> N in
                    switch item {
                    case .text(let string): text(string)
                    case .control(let control): PlotPage.control(control, state)
                    case .list(let rows):
                        .element(named: "ul", nodes: [.attribute(named: "class", value: "list")] + rows.map { .element(named: "li", nodes: [text($0)]) })
                    }
                })
            }),
            .element(named: "div", nodes: [
                .attribute(named: "class", value: "apply-bar"),
                .element(named: "button", nodes: [
                    .attribute(named: "type", value: "submit"), .attribute(named: "name", value: "_action"), .attribute(named: "value", value: "_apply"),
                    .attribute(named: "class", value: "apply"), .text("Apply changes"),
                ]),
            ]),
        ])
        return form.render()
    }
}

// MARK: Timing

/// Runs `body` in batches for about `seconds`, returns the median ns per call and the bytes of one call.
func measure(_ name: String, _ body: () -> Int) -> (ns: Double, bytes: Int) {
    var bytes = 0
    for _ in 0..<50 { bytes = body() }  // warm up
    var perCall: [Double] = []
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(seconds * 1000))
    while clock.now < deadline || perCall.count < 5 {
        let start = clock.now
        for _ in 0..<100 { bytes = body() }
        let elapsed = clock.now - start
        perCall.append(Double(elapsed.components.attoseconds) / 1e9 / 100 + Double(elapsed.components.seconds) * 1e9 / 100)
    }
    perCall.sort()
    return (perCall[perCall.count / 2], bytes)
}

let state = PageState()
var peerState = PeerState()
let changed = [("flavor", "lemon"), ("layers", "5")]
_ = try? page.submit(changed.map { (name: $0.0, value: $0.1) }, to: state)
_ = peerState.apply(changed.map { (name: $0.0, value: $0.1) })

let results = [
    ("FormUI (view tree → bytes)", measure("formui") { page.render(state).withHTML { $0.count } }),
    ("Plot 0.14.0 (nodes → String)", measure("plot") { PlotPage.form(peerState).utf8.count }),
    ("hand-written byte builder", measure("builder") { var out: [UInt8] = []; out.reserveCapacity(16 * 1024); PageBuilder.form(peerState, into: &out); return out.count }),
]
print("render-bench: the benchmark form, one session's state, median of \(Int(seconds))s in batches of 100")
for (name, result) in results {
    print(String(format: "RENDER %@\t%.0f ns/page\t%d bytes/page", name, result.ns, result.bytes))
}
let formUINs = results[0].1.ns
print(String(format: "RENDER-RATIO FormUI/Plot speed: %.2f", results[1].1.ns / formUINs))

// The gallery's pages, each for one session's first state, as a visitor's GETs render them.
for (path, page) in galleryPages {
    let state = PageState()
    let options = RenderOptions(pagePath: path)
    let result = measure(path) { page.render(state, options: options).withHTML { $0.count } }
    print(String(format: "RENDER FormUI gallery %@ (view tree → bytes)\t%.0f ns/page\t%d bytes/page\t%.0f renders/s", path, result.ns, result.bytes, 1e9 / result.ns))
}
