/// An entry point evaluated once in one variant and size class: the view it shows (every view of
/// a `PreviewProvider`'s `previews`), what the interpreter noted, and the decisions it met. Each
/// screen of the entry in that variant is lowered from it (`ScreenBuilder.lowered`).
struct EvaluatedEntry {
    var entry: EntryPoint
    var root: ViewNode
    /// The interpreter's diagnostics, each placed at the entry when it had no place of its own.
    var diagnostics: [FrontEndDiagnostic]
    var met: BranchExploration
}
