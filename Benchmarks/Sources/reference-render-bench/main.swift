// Every example of the seed documents, rendered from its view tree into bytes: the gallery's whole
// catalog, one fresh session each, as a GET of every page would render it.
//
//   reference-render-bench [--seconds S]
//
// Prints the pages, the bytes of one pass over all of them, and the median time per pass and per page.
@_spi(Engine) import FormUI
import Foundation
import ReferenceExamples

let arguments = CommandLine.arguments
let seconds = arguments.firstIndex(of: "--seconds").flatMap { Double(arguments[$0 + 1]) } ?? 2.0
let examples = ReferenceCatalog.examples

/// One pass: every page rendered for a new session, as a first visit renders it.
func renderAll() -> Int {
    var bytes = 0
    for example in examples {
        bytes += example.page.render(PageState(), options: RenderOptions(pagePath: example.path)).html.count
    }
    return bytes
}

let bytesPerPass = renderAll()
for _ in 0..<20 { _ = renderAll() }  // warm caches and the allocator

var samples: [Double] = []
let deadline = Date().addingTimeInterval(seconds)
while Date() < deadline || samples.count < 5 {
    let start = DispatchTime.now().uptimeNanoseconds
    let bytes = renderAll()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
    precondition(bytes == bytesPerPass, "a pass rendered \(bytes) bytes, the first \(bytesPerPass)")
    samples.append(elapsed)
}
samples.sort()
let median = samples[samples.count / 2]
print("seed examples: \(examples.count) pages, \(bytesPerPass) bytes per pass (\(bytesPerPass / examples.count) per page on average)")
print(String(format: "median %.0f ns per pass, %.0f ns per page, over %d passes", median, median / Double(examples.count), samples.count))
