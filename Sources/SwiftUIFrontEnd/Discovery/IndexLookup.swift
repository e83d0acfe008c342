/// One question a lowering asked the project index: the declarations of a name, of a kind, or
/// the one written at a place. The result cache keys what a file's lowering found on the answers
/// to the questions it asked (`docs/cache.md`), so a question that found nothing counts as much
/// as one that found something: a declaration added later under that name changes its answer.
public struct IndexLookup: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Kind: String, Sendable, CaseIterable {
        /// Types of a name (first declaration, later ones, and nested types of that simple name).
        case type
        /// A type of a name asked where no scope around the asker can hold it, or once each scope
        /// was asked apart (`type Scope.Name`): the first declaration of the name and later ones,
        /// or, where there is none, the nested types of that simple name, the only ones it can
        /// find then (`SourceIndex.type(_:near:in:)`).
        case unscopedType
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
        /// A protocol of a name and the types that conform to it.
        case conformance
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

    /// The order of `description`, without writing it (sorting a lowering's look-ups wrote two
    /// strings a comparison): raw values are letters, which sort after the space `description`
    /// puts before the name, so comparing kinds' raw values, then names, orders the same.
    public static func < (a: IndexLookup, b: IndexLookup) -> Bool {
        a.kind == b.kind ? a.name < b.name : a.kind.rawValue < b.kind.rawValue
    }
}

/// The look-ups one lowering makes, gathered as it runs: each lowering has its own, used from
/// the one thread that lowers (hence unchecked `Sendable`: it is handed back to the caller only
/// after that thread is done).
///
/// While an evaluation whose result may be reused by other files' lowerings is recorded (a
/// static value, `Interpreter.recording`), the look-ups are also logged in order, so the result
/// can carry the look-ups its evaluation made and a lowering that reuses it records them again:
/// its answers are then what evaluating it again would have asked.
final class LookupRecorder: @unchecked Sendable {
    private(set) var lookups: Set<IndexLookup> = []
    /// Whether `lookups` gathers the look-ups, and the logs of remembered evaluations keep them:
    /// without it, what a log gave would only be recorded again where nothing gathers it, so
    /// nothing is logged and a log gives none (building a set of each log's look-ups was a
    /// measurable share of an audit without a result cache; docs/benchmarks.md).
    let keepsLookups: Bool
    /// Every look-up made since the outermost logged evaluation began, repeats included.
    private var log: [IndexLookup] = []
    /// How many logged evaluations are open.
    private var openLogs = 0

    /// - Parameter keepsLookups: false gathers no `lookups` (nothing will read them).
    init(keepsLookups: Bool = true) {
        self.keepsLookups = keepsLookups
    }

    func record(_ kind: IndexLookup.Kind, _ name: String) {
        record(IndexLookup(kind, name))
    }

    func record(_ lookup: IndexLookup) {
        guard keepsLookups else { return }
        lookups.insert(lookup)
        if openLogs > 0 { log.append(lookup) }
    }

    /// Starts logging for one evaluation; the mark to give `endLog` when it ends.
    func beginLog() -> Int {
        openLogs += 1
        return log.count
    }

    /// The distinct look-ups made since `mark`, the evaluation begun there being over.
    ///
    /// The log since `mark` is replaced by those distinct look-ups: an evaluation still open
    /// around it gathers the same ones from fewer entries (a static value read a thousand times
    /// inside another is logged once for it).
    func endLog(from mark: Int) -> [IndexLookup] {
        openLogs -= 1
        guard keepsLookups else { return [] }
        let made = Array(Set(log[mark...]))
        if openLogs == 0 {
            log.removeAll(keepingCapacity: true)
        } else {
            log.replaceSubrange(mark..., with: made)
        }
        return made
    }
}
