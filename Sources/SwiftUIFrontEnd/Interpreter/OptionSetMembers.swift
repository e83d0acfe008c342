/// SwiftUI's option sets of axes and edges (`Axis.Set`, `Edge.Set`) written as one of their
/// members: `.all` holds every axis and edge, `.horizontal` the horizontal axis and the leading
/// and trailing edges, `.vertical` the vertical axis and the top and bottom edges (Apple,
/// `Axis.Set`, `Edge.Set`), any other member itself. What a view modifier of the app asks of the
/// set it is given (`if axes.contains(.vertical)`) is then known, and its view kept.
enum OptionSetMembers {
    private static let spans: [String: Set<String>] = [
        "all": ["all", "horizontal", "vertical", "leading", "trailing", "top", "bottom"],
        "horizontal": ["horizontal", "leading", "trailing"],
        "vertical": ["vertical", "top", "bottom"],
    ]

    /// Every member these sets are written with: those `.all` holds.
    private static let members = spans["all"] ?? []

    /// Whether the set `base` holds `member`, both written as members of these sets or literal
    /// arrays of them (`[.top, .bottom]`); nil for any other value.
    static func contains(_ base: Value, _ member: Value?) -> Bool? {
        guard let member, let held = names(base), let asked = names(member) else { return nil }
        let covered = held.reduce(into: Set<String>()) { $0.formUnion(spans[$1] ?? [$1]) }
        return asked.allSatisfy { (spans[$0] ?? [$0]).isSubset(of: covered) }
    }

    private static func names(_ value: Value) -> [String]? {
        switch value {
        case .enumCase(let name, let payload) where payload.isEmpty && members.contains(name): return [name]
        case .array(let items):
            let names = items.compactMap { item -> String? in
                if case .enumCase(let name, let payload) = item, payload.isEmpty, members.contains(name) { return name }
                return nil
            }
            return names.count == items.count ? names : nil
        default: return nil
        }
    }
}
