/// What a scan of an app's Swift files found of some type names (`TypesNothingNames`): which
/// are used, and, for the others, the types of the app each of their mentions lies in.
struct NameUses {
    /// The names looked for so far.
    var asked: Set<String> = []
    /// The names written outside every type only the app creates.
    var used: Set<String> = []
    /// For a name not (yet) known used, the types holding each of its mentions: a mention lies
    /// in a type and, perhaps, in a member of it only the app calls.
    var heldBy: [String: [Set<String>]] = [:]

    /// The types holding a mention of a name not otherwise used: those to look for next.
    var holders: Set<String> {
        Set(heldBy.filter { !used.contains($0.key) }.values.joined().joined())
    }

    mutating func merge(_ other: NameUses) {
        asked.formUnion(other.asked)
        used.formUnion(other.used)
        heldBy.merge(other.heldBy) { $0 + $1 }
    }

    /// The names among `names` that nothing that runs writes: each of their mentions lies in a
    /// type or member that is itself unused, followed until nothing changes. A holder never
    /// looked for counts as used.
    func unnamed(among names: Set<String>) -> Set<String> {
        var unnamed = asked.subtracting(used)
        var changed = true
        while changed {
            changed = false
            for name in unnamed where !(heldBy[name] ?? []).allSatisfy({ !$0.isDisjoint(with: unnamed) }) {
                unnamed.remove(name)
                changed = true
            }
        }
        return unnamed.intersection(names)
    }
}
