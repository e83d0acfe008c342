import Foundation

/// Which Swift files holding UI code the audit's own passes read whole: those in which a trigger
/// of an enabled source rule occurs (`SourceTriggers`), or a suppression's marker (its
/// suppressions are read from the whole tree). Any other is indexed from its declaration
/// skeleton only: no source rule can find anything in it, and a lowering that reads its code
/// has the tree store parse it whole (docs/architecture.md, "What is parsed whole").
struct WholeTreeFilter: Sendable {
    /// The triggers of every enabled source rule, with the suppression markers.
    let triggers: SourceTriggers
    /// A file without triggers of more bytes than this is read as its skeleton only when the
    /// skeleton blanks at least half of it (`LoadedInput.blanksMost`); else it is parsed whole.
    var largeFileBytes = AuditRunner.defaultDeclarationFilesAboveBytes

    /// The filter of the source rules among `rules` enabled by `configuration`; nil when one of
    /// them declares no triggers (every file is then read whole).
    init?(rules: [any Rule.Type], configuration: AuditConfiguration) {
        var all = [SourceTriggers(texts: Suppression.markers)]
        for case let rule as any SourceRule.Type in rules where configuration.runs(rule.description) {
            guard let triggers = rule.triggers else { return nil }
            all.append(triggers)
        }
        triggers = .any(of: all)
    }

    /// Whether a file of `contents` is read whole: a trigger occurs in it, or its code cannot be
    /// scanned with certainty.
    func readsWhole(_ contents: Data) -> Bool {
        triggers.occur(in: contents)
    }
}
