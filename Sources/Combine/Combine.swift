// `import Combine` on Linux, where Apple's Combine does not exist: FormUI's subset of it (FormUICombine),
// whose `ObservableObject` and `@Published` are the ones FormUI's views follow.
@_exported import FormUICombine
