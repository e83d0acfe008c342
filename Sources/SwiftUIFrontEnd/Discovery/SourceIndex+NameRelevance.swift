/// Which names can change what the gathered identifiers answer, so a word a skeleton's scan is
/// unsure of (`LexedNames.uncertain`) is settled from the whole tree only where it could.
///
/// The readers of the gathered identifiers are the "views previews show" closure
/// (`SwiftUIProject.viewsShownByPreviews`, `filesPreviewing`) and the names read for text size.
/// The closure is a search over names: a name leads to the view and view-modifier types it
/// names, and to the identifiers of the view-extension and global functions it names. So the
/// views a set of names reaches are the union of those each name reaches, and a name that
/// reaches none changes no closure, whatever set it is added to.
struct NameRelevance {
    private let index: SourceIndex
    private var reachesAView: [String: Bool] = [:]

    init(_ index: SourceIndex) { self.index = index }

    /// Whether `name` may change an answer: it is read for text size, names a view or view
    /// modifier, or names functions whose identifiers (the uncertain words counted in) lead to one.
    mutating func matters(_ name: String) -> Bool {
        TextLayout.textSizeReaders.contains(name) || namesAView(name) || functionsReachAView(name)
    }

    /// Whether `name` names a view or view modifier, as the closure looks names up.
    private func namesAView(_ name: String) -> Bool {
        let names = index.types[name] != nil ? [name] : index.nestedNames[name] ?? []
        return names.contains { name in
            guard let first = index.types[name] else { return false }
            return ([first] + (index.duplicates[name] ?? [])).contains { $0.isView || $0.isViewModifier }
        }
    }

    /// Whether the functions named `name` lead, through the names in them, to a view or view
    /// modifier; a function whose names were not gathered counts as leading to one.
    private mutating func functionsReachAView(_ name: String) -> Bool {
        if let known = reachesAView[name] { return known }
        var visited: Set<String> = [name]
        var pending = [name]
        var reaches = false
        search: while let current = pending.popLast() {
            for function in (index.viewExtensionFunctions[current] ?? []) + (index.globalFunctions[current] ?? []) {
                guard let identifiers = function.identifiers else {
                    reaches = true
                    break search
                }
                for next in identifiers.union(function.uncertainIdentifiers) where visited.insert(next).inserted {
                    if namesAView(next) {
                        reaches = true
                        break search
                    }
                    pending.append(next)
                }
            }
        }
        reachesAView[name] = reaches
        return reaches
    }
}
