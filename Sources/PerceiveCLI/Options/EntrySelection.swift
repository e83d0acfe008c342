/// Which SwiftUI entry point `--view` or `--preview` names, if either.
struct EntrySelection: Hashable {
    /// `--view NAME`.
    static let view = Option<String>("view", valueName: "NAME",
                                     help: "lower the SwiftUI view type NAME, with default or placeholder arguments")
    /// `--preview NAME`.
    static let preview = Option<String>("preview", valueName: "NAME", help: "lower the #Preview or PreviewProvider named NAME")
    static let options = [view.spec, preview.spec]

    var view: String?
    var preview: String?

    init() {}

    /// - Throws: a usage error when both are given.
    init(arguments: ParsedArguments) throws(CommandError) {
        view = try arguments.value(Self.view)
        preview = try arguments.value(Self.preview)
        if view != nil, preview != nil { throw .usage("give either '\(Self.view)' or '\(Self.preview)', not both") }
    }

    var isEmpty: Bool { view == nil && preview == nil }
}
