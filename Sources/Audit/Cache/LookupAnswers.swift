import Foundation

/// What the project answers now to the look-ups inputs' readings reported: for each, the files
/// whose declarations make up the answer and their contents. An input's entry is used only
/// while the hash of the answers to its look-ups is the one stored with it (`docs/cache.md`).
///
/// Many inputs ask the same questions (`Text`, `.none`, a shared model), so each look-up's
/// answer is worked out once per audit.
final class LookupAnswers: @unchecked Sendable {
    /// Each whole-project front end's answers, by its name.
    private let answerers: [String: @Sendable (String) -> [String]?]
    /// The hash of each input's contents, by path.
    private let contents: [String: ContentHash]
    private let lock = NSLock()
    private var answered: [String: String?] = [:]

    init(projects: [(FrontEnd, ProjectReader?)], contents: [String: ContentHash]) {
        var answerers: [String: @Sendable (String) -> [String]?] = [:]
        for case (let frontEnd, let project?) in projects { answerers[frontEnd.name] = project.answer }
        self.answerers = answerers
        self.contents = contents
    }

    /// A look-up of `frontEnd` as an outcome keeps it: the front end's name, a tab, its text.
    static func lookup(_ text: String, of frontEnd: FrontEnd) -> String { "\(frontEnd.name)\t\(text)" }

    /// The hash of the answers to `lookups` (as `lookup(_:of:)` wrote them); nil when one is not
    /// understood by any front end of this audit.
    func hash(of lookups: [String]) -> ContentHash? {
        var text = ""
        for lookup in lookups {
            guard let answer = answer(lookup) else { return nil }
            text += lookup + "\n" + answer
        }
        return ContentHash(text)
    }

    /// The files answering `lookup` with their contents, one `path hash` line each.
    private func answer(_ lookup: String) -> String? {
        if let known = lock.withLock({ answered[lookup] }) { return known }
        var answer: String?
        if let tab = lookup.firstIndex(of: "\t"), let answerer = answerers[String(lookup[..<tab])],
           let files = answerer(String(lookup[lookup.index(after: tab)...])) {
            answer = files.map { "\($0) \(contents[$0]?.description ?? "unread")\n" }.joined()
        }
        lock.withLock { answered[lookup] = .some(answer) }
        return answer
    }
}
