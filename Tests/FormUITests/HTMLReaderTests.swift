import FormUITesting
import Testing

/// The HTML reader the structural checks stand on: if it misreads, every check built on it lies.
@Suite struct HTMLReaderTests {
    @Test func readsElementsAttributesAndTextInOrder() {
        let read = HTMLReader.read(#"<p class="a b" id='x'>Hi <b>there</b>!</p><br><hr/>"#)
        #expect(read.problems.isEmpty)
        #expect(read.nodes == [
            .element(HTMLElement(tag: "p", attributes: ["class": "a b", "id": "x"], children: [
                .text("Hi "), .element(HTMLElement(tag: "b", children: [.text("there")])), .text("!"),
            ])),
            .element(HTMLElement(tag: "br")),
            .element(HTMLElement(tag: "hr")),
        ])
    }

    @Test func decodesEntitiesInTextAndAttributes() {
        let page = HTMLDocument(#"<input id="f" value="&lt;script&gt;&quot;&#39;&amp;"><span id="s">Fish &amp; Chips &#x263A; &#65;&nbsp;&bogus; & done</span>"#)
        #expect(page.element(id: "f")?.value == "<script>\"'&")
        #expect(page.element(id: "s")?.text == "Fish & Chips \u{263A} A\u{A0}&bogus; & done")
        #expect(HTMLReader.escape("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(HTMLReader.decode(HTMLReader.escape("<\"'&>")) == "<\"'&>")
    }

    @Test func booleanAndUnquotedAttributes() {
        let page = HTMLDocument("<input type=checkbox id=c checked disabled><select id=s multiple></select>")
        #expect(page.element(id: "c")?.attributes == ["type": "checkbox", "id": "c", "checked": "", "disabled": ""])
        #expect(page.element(id: "s")?.role == "listbox")
    }

    @Test func scriptStyleCommentsAndDoctype() {
        let page = HTMLDocument("<!DOCTYPE html><!-- <p>not here</p> --><script>if (a < b && c > d) {}</script><style>p>a{}</style><p>x</p>")
        #expect(page.problems.isEmpty)
        #expect(page.elements.map(\.tag) == ["script", "style", "p"])
        #expect(page.elements[0].text == "if (a < b && c > d) {}")
        #expect(page.elements[1].text == "p>a{}")
    }

    @Test func malformedMarkupIsReported() {
        #expect(HTMLDocument("<div><span></div>").problems == ["<span> is closed by </div>"])
        #expect(HTMLDocument("</p>").problems == ["</p> closes no open element"])
        #expect(HTMLDocument("<div>").problems == ["<div> is never closed"])
        #expect(HTMLDocument("<input a=1 a=2>").problems == ["<input> repeats the attribute a"])
    }

    @Test func equalityIgnoresAttributeOrderButNotValues() {
        let one = HTMLDocument(#"<input type="range" min="0" max="1">"#).elements[0]
        let reordered = HTMLDocument(#"<input max="1" type="range" min="0">"#).elements[0]
        let wrong = HTMLDocument(#"<input type="range" min="0" max="2">"#).elements[0]
        let extra = HTMLDocument(#"<input type="range" min="0" max="1" disabled>"#).elements[0]
        #expect(one == reordered)
        #expect(one != wrong)
        #expect(one != extra)
        #expect(one.description == #"<input max="1" min="0" type="range">"#)
    }

    @Test func implicitAndExplicitRoles() {
        let page = HTMLDocument("""
            <form><button>Go</button><input type="submit" value="Send"><input type="checkbox" id="a">\
            <input type="checkbox" role="switch" id="b"><input type="radio"><input type="text"><input>\
            <input type="email"><input type="search"><input type="number"><input type="range"><textarea></textarea>\
            <select></select><select size="4"></select><a href="/x">X</a><a>no link</a><fieldset></fieldset>\
            <input type="date"><div></div><progress></progress><h2>H</h2></form>
            """)
        #expect(page.elements(role: "button").map(\.tag) == ["button", "input"])
        #expect(page.elements(role: "checkbox").map(\.id) == ["a"])
        #expect(page.elements(role: "switch").map(\.id) == ["b"])
        #expect(page.elements(role: "radio").count == 1)
        #expect(page.elements(role: "textbox").map(\.tag) == ["input", "input", "input", "textarea"])
        #expect(page.elements(role: "searchbox").count == 1)
        #expect(page.elements(role: "spinbutton").count == 1)
        #expect(page.elements(role: "slider").count == 1)
        #expect(page.elements(role: "combobox").count == 1)
        #expect(page.elements(role: "listbox").count == 1)
        #expect(page.elements(role: "link").map(\.text) == ["X"])
        #expect(page.elements(role: "group").map(\.tag) == ["fieldset"])
        #expect(page.elements(role: "progressbar").count == 1)
        #expect(page.elements(role: "heading").map(\.text) == ["H"])
        #expect(page.elements(role: "form").count == 1)
        #expect(page.elements.filter { $0.role == nil }.map(\.tag) == ["a", "input", "div"])
    }

    @Test func accessibleNames() {
        let page = HTMLDocument("""
            <label for="v"><span class="text">Volume</span></label><input type="range" id="v">\
            <label><input type="checkbox" id="c"> Wi-Fi</label>\
            <input type="text" id="l" aria-label="Search  terms">\
            <span id="t1">Start</span><span id="t2">date</span><input id="by" aria-labelledby="t1 t2">\
            <fieldset id="f"><legend>  Notify   me </legend></fieldset>\
            <button id="p"><span aria-hidden="true">‹</span><span class="visually-hidden">Previous month</span></button>\
            <input type="submit" id="s" value="Apply"><a href="/" id="a">Home</a><div id="d" title="Tip"></div>\
            <input type="text" id="none">
            """)
        #expect(page.element(id: "v")?.accessibleName == "Volume")
        #expect(page.element(role: "slider", name: "Volume")?.id == "v")
        #expect(page.element(role: "checkbox", name: "Wi-Fi")?.id == "c")
        #expect(page.element(id: "l")?.accessibleName == "Search terms")
        #expect(page.element(id: "by")?.accessibleName == "Start date")
        #expect(page.element(role: "group", name: "Notify me")?.id == "f")
        #expect(page.element(role: "button", name: "Previous month")?.id == "p")
        #expect(page.element(role: "button", name: "Apply")?.id == "s")
        #expect(page.element(role: "link", name: "Home")?.id == "a")
        #expect(page.element(id: "d")?.accessibleName == "Tip")
        #expect(page.element(id: "none")?.accessibleName == nil)
        #expect(page.element(role: "button", name: "‹ Previous month") == nil)
    }

    @Test func containsMarkupIsStructuralNotTextual() {
        let page = HTMLDocument(#"<div class="c"><label for="x">X</label><input type="date" id="x" name="x" value="1"><p class="n">Dates are in UTC</p></div>"#)
        #expect(page.contains(markup: #"<input id="x" type="date" value="1" name="x">"#))
        #expect(!page.contains(markup: #"<input id="x" type="date" value="2" name="x">"#), "a wrong value")
        #expect(!page.contains(markup: #"<input id="x" type="date" name="x">"#), "a missing attribute")
        #expect(page.contains(markup: #"<input type="date" id="x" name="x" value="1"><p class="n">Dates are in UTC</p>"#), "siblings side by side")
        #expect(!page.contains(markup: #"<label for="x">X</label><p class="n">Dates are in UTC</p>"#), "not side by side")
        #expect(page.contains(markup: #"<p class="n">Dates are in UTC</p>"#))
        #expect(!page.contains(markup: #"<p class="n">Dates are in Paris</p>"#))
        #expect(!page.contains(markup: #"<div class="c"><label for="x">X</label>"#), "an open fragment never matches")
        #expect(page.contains(markup: #"X</label>"#) == false, "an end tag with no start is malformed")
    }

    @Test func containsOpeningMatchesTheStartOfAControl() {
        let page = HTMLDocument(#"<form><nav class="tabs" aria-label="Tabs"><a class="tab is-selected" href="?tab=1" aria-current="page"><span>One</span></a><a class="tab" href="?tab=2">Two</a></nav><p>Hello world</p></form>"#)
        #expect(page.contains(opening: #"<nav aria-label="Tabs" class="tabs"><a href="?tab=1" aria-current="page" class="tab is-selected">"#))
        #expect(!page.contains(opening: #"<nav class="tabs" aria-label="Tabs"><a class="tab" href="?tab=2">"#), "not the first child")
        #expect(!page.contains(opening: #"<nav class="tabs"><a class="tab is-selected" href="?tab=1" aria-current="page">"#), "an open element's attributes are all given")
        #expect(!page.contains(opening: #"<nav class="tabs" aria-label="Tabs"><a class="tab is-selected" href="?tab=1">"#), "a missing attribute")
        #expect(page.contains(opening: #"<nav class="tabs" aria-label="Tabs"><a class="tab is-selected" href="?tab=1" aria-current="page"><span>One</span></a><a class="tab" href="?tab=2">"#))
        #expect(!page.contains(opening: #"<nav class="tabs" aria-label="Tabs"><a class="tab is-selected" href="?tab=1" aria-current="page"><span>On</span></a>"#), "a closed child matches whole")
        #expect(page.contains(opening: #"<p>Hello"#), "text at the end starts a text")
        #expect(!page.contains(opening: #"<p>world"#))
        #expect(page.contains(opening: #"<a class="tab" href="?tab=2">Two</a></nav>"#) == false, "closing what it did not open is malformed")
    }

    @Test func findsByAttributesAndReadsClasses() {
        let page = HTMLDocument(#"<button name="d" value="1" class="day selected" aria-pressed="true">1</button><button name="d" value="2" class="day" disabled>2</button>"#)
        #expect(page.element(with: ["value": "1", "aria-pressed": "true"])?.classes == ["day", "selected"])
        #expect(page.element(with: ["value": "2", "disabled": ""])?.text == "2")
        #expect(page.element(with: ["value": "1", "disabled": ""]) == nil)
        #expect(page.elements(with: ["name": "d"]).count == 2)
    }

    @Test func selectedOptionOfASelect() {
        let page = HTMLDocument(#"<select id="s"><option value="a">A</option><option value="b" selected>B</option></select>"#)
        #expect(page.element(id: "s")?.selectedValue == "b")
        #expect(page.element(id: "s")?.role == "combobox")
    }

    @Test func formUIPagesReadWithoutProblems() {
        let tester = ViewTester {
            Form {
                Toggle("Wi-Fi", isOn: .constant(true))
                Slider(value: .constant(0.5)) { Text("Volume") }
                Button("Go") {}
            }
        }
        let page = tester.document()
        #expect(page.problems.isEmpty)
        #expect(page.element(role: "button", name: "Go") != nil)
        #expect(page.element(role: "slider", name: "Volume")?["type"] == "range")
        #expect(tester.element(role: "slider", name: "Volume")?["value"] == "0.5")
    }
}
