import Testing
import FormUITesting
import ReferenceExamples

// The Button examples of seed 004 (Controls — Button) held to what the page says.

@Suite("Reference page examples: Button")
struct ReferenceButtonExampleTests {
    @Test("Button with a Text label (004 Overview): a submit button titled Sign In that runs signIn")
    func textLabel() throws {
        let tester = ViewTester { SignInButtonWithText() }
        let button = try #require(tester.control(labelled: "Sign In"))
        #expect(button.kind == "button")
        #expect(button.actions?.map(\.value) == ["sign-in"])
        #expect(HTMLDocument(tester.html()).element("button", with: ["type": "submit", "name": "_action", "value": "sign-in"]) != nil)
        #expect(element(in: tester.html(), containing: "value=\"sign-in\"")?.contains(">Sign In<") == true)
        #expect(tester.html().contains("signIn() ran 0 times"))

        try tester.press("Sign In")
        #expect(tester.html().contains("signIn() ran 1 times"))
        try tester.perform(action: "sign-in")
        #expect(tester.html().contains("signIn() ran 2 times"))
    }

    @Test("Button with a Label (004 Overview): the title and the arrow.up icon in one button")
    func labelLabel() throws {
        let tester = ViewTester { SignInButtonWithLabel() }
        let button = try #require(element(in: tester.html(), containing: "value=\"sign-in\""))
        #expect(button.contains("src=\"/icons/arrow.up.svg\""))
        #expect(button.contains("<span class=\"title\"><span class=\"text\">Sign In</span>"))
        try tester.press("Sign In")
        #expect(tester.html().contains("signIn() ran 1 times"))
    }

    @Test("Button(_:systemImage:action:) (004 Overview): the same button from the convenience initializer")
    func systemImage() throws {
        let tester = ViewTester { SignInButtonWithSystemImage() }
        #expect(tester.control(labelled: "Sign In")?.kind == "button")
        let button = try #require(element(in: tester.html(), containing: "value=\"sign-in\""))
        #expect(button.contains("src=\"/icons/arrow.up.svg\""))
        #expect(button.contains(">Sign In<"))
        #expect(!button.contains("visually-hidden"))
        try tester.press("Sign In")
        #expect(tester.html().contains("signIn() ran 1 times"))
    }

    @Test(".labelStyle(.iconOnly) (004 Overview): only the icon shows; the title still names the button")
    func iconOnly() throws {
        let tester = ViewTester { SignInButtonIconOnly() }
        #expect(tester.control(labelled: "Sign In")?.actions?.first?.value == "sign-in")
        let button = try #require(element(in: tester.html(), containing: "value=\"sign-in\""))
        #expect(button.contains("src=\"/icons/arrow.up.svg\""))
        #expect(button.contains("<span class=\"title visually-hidden\"><span class=\"text\">Sign In</span>"))
        try tester.press("Sign In")
        #expect(tester.html().contains("signIn() ran 1 times"))
    }

    @Test("Button in a List (004 Adding buttons to containers): folder rows, then an Add Folder row that adds one")
    func inList() throws {
        let tester = ViewTester { FolderListWithAddButton() }
        let html = tester.html()
        #expect(html.contains("<ul class=\"list\"><li><span class=\"text\">Documents</span></li><li><span class=\"text\">Photos</span></li><li><button"))
        let add = try #require(element(in: html, containing: "value=\"add-folder\""))
        #expect(add.contains("src=\"/icons/folder.badge.plus.svg\""))
        #expect(add.contains(">Add Folder<"))

        try tester.press("Add Folder")
        #expect(tester.html().contains("<li><span class=\"text\">Photos</span></li><li><span class=\"text\">New Folder 3</span></li><li><button"))
        try tester.press("Add Folder")
        #expect(tester.html().contains("<li><span class=\"text\">New Folder 4</span></li>"))
    }

    @Test("Buttons in a context menu (004): Cut, Copy and Paste, each running its action")
    func contextMenu() throws {
        let tester = ViewTester { ContextMenuButtons() }
        let menu = try #require(element(in: tester.html(), containing: "class=\"menu context-menu\"", from: "<details", to: "</details>"))
        for title in ["Cut", "Copy", "Paste"] {
            #expect(menu.contains(">\(title)</span></button>"), "\(title) is in the menu")
        }
        #expect(tester.controls.filter { $0.kind == "button" }.map(\.label) == ["Cut", "Copy", "Paste"])
        #expect(tester.html().contains("<span class=\"text\">Hello, world</span><details"))

        try tester.press("Copy")
        #expect(tester.html().contains("Clipboard: Hello, world"))
        try tester.press("Cut")
        #expect(tester.html().contains("<div class=\"has-context-menu\"><span class=\"text\"></span>"))
        try tester.press("Paste")
        #expect(tester.html().contains("<div class=\"has-context-menu\"><span class=\"text\">Hello, world</span>"))
    }

    @Test("Destructive role (004 Assigning a role): styled as destructive, runs delete")
    func destructive() throws {
        let tester = ViewTester { DestructiveDeleteButton() }
        let button = try #require(element(in: tester.html(), containing: "value=\"delete\""))
        #expect(button.contains("role-destructive"))
        #expect(button.contains(">Delete<"))
        try tester.press("Delete")
        #expect(tester.html().contains("delete() ran 1 times"))
    }
}
