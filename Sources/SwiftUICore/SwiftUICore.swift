// `import SwiftUICore` on a server: the part of SwiftUI that Apple split into a module of its own in
// 2024 is FormUI's too (see the SwiftUI module beside this one).
@_exported import FormUI
