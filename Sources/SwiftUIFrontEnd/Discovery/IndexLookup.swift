/// One question a lowering asked the project index: the declarations of a name, of a kind, or
/// the one written at a place. The result cache keys what a file's lowering found on the answers
/// to the questions it asked (`docs/cache.md`), so a question that found nothing counts as much
/// as one that found something: a declaration added later under that name changes its answer.
public struct IndexLookup: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Kind: String, Sendable, CaseIterable {
        /// Types of a name (first declaration, later ones, and nested types of that simple name).
        case type
        /// Global constants and variables of a name.
        case global
        /// Global functions of a name.
        case globalFunction
        /// Methods and computed properties of a name added to `View` (and SwiftUI view types) by extensions.
        case viewExtension
        /// Enums declaring a case of a name (an implicit member `.name` whose type is not known).
        case enumCase
        /// Types declaring a static property of a name (likewise).
        case staticProperty
        /// The type written at a place (`file:line:column`).
        case typeAt
        /// The `#Preview` written at a place (`file:line:column`).
        case previewAt
    }

    public var kind: Kind
    public var name: String

    public init(_ kind: Kind, _ name: String) {
        self.kind = kind
        self.name = name
    }

    /// `kind name`, as the cache stores it.
    public var description: String { "\(kind.rawValue) \(name)" }

    /// The look-up `description` wrote; nil for other text.
    public init?(_ text: String) {
        guard let space = text.firstIndex(of: " "), let kind = Kind(rawValue: String(text[..<space])) else { return nil }
        self.init(kind, String(text[text.index(after: space)...]))
    }

    public static func < (a: IndexLookup, b: IndexLookup) -> Bool { a.description < b.description }
}

/// The look-ups one lowering makes, gathered as it runs: each lowering has its own, used from
/// the one thread that lowers (hence unchecked `Sendable`: it is handed back to the caller only
/// after that thread is done).
final class LookupRecorder: @unchecked Sendable {
    private(set) var lookups: Set<IndexLookup> = []

    func record(_ kind: IndexLookup.Kind, _ name: String) {
        lookups.insert(IndexLookup(kind, name))
    }
}
