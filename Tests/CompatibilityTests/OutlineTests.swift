import FormUITesting
import SwiftUI
import Testing

/// A file browser, as a tutorial writes one: folders hold files and folders.
private struct FileItem: Identifiable {
    let id: String
    let name: String
    var children: [FileItem]?
}

private let projectFiles = [
    FileItem(id: "src", name: "Sources", children: [
        FileItem(id: "app", name: "App.swift"),
        FileItem(id: "views", name: "Views", children: [FileItem(id: "row", name: "Row.swift")]),
    ]),
    FileItem(id: "readme", name: "README.md"),
    FileItem(id: "empty", name: "Assets", children: []),
]

private struct FileBrowser: View {
    var body: some View {
        List(projectFiles, children: \.children) { item in
            Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
        }
    }
}

private struct Contents: View {
    @State private var opened = 0
    var body: some View {
        VStack {
            OutlineGroup(projectFiles[0], children: \.children) { item in
                Button(item.name) { opened += 1 }
            }
            Text("Opened \(opened)")
        }
    }
}

@Suite struct OutlineTests {
    @Test func aTreeIsNestedDetailsRowsOfTheList() throws {
        let page = ViewTester { FileBrowser() }.document()
        let list = try #require(page.elements(where: { $0.tag == "ul" && $0.classes == ["list"] }).first)
        #expect(list.childElements.count == 3, "each top element is one row of the list")
        let folders = page.elements(where: { $0.tag == "details" })
        #expect(folders.count == 3, "Sources, Views and the empty Assets open and close")
        let sources = try #require(folders.first)
        #expect(sources.childElements.first?.tag == "summary")
        #expect(sources.childElements.first?.text.contains("Sources") == true)
        let children = try #require(sources.childElements.last)
        #expect(children.tag == "ul" && children.classes == ["outline-children"])
        #expect(children.childElements.count == 2)
        #expect(children.text.contains("Row.swift"), "a folder's folder is inside it")
        #expect(!list.childElements[1].descendants.contains { $0.tag == "details" }, "a file without children is its row alone")
    }

    @Test func theRowsOfAnOutlineWork() throws {
        let tester = ViewTester { Contents() }
        #expect(tester.document().elements(where: { $0.tag == "details" }).count == 2)
        try tester.press("Row.swift")
        #expect(tester.html().contains("Opened 1"))
    }
}
