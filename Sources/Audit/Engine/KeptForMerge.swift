/// What an app's audit keeps for the merge at the end of the run once the app is done, while the
/// next apps are read, indexed and lowered beside it.
///
/// The merge reads the text of a Swift file only where a finding points into it (its line for
/// the fingerprint, its tree for placed findings and supersession; `FindingMerge`,
/// `PlacedFindingResolution`), and the look-ups a reading made only to store its outcome in the
/// cache (`InputCache`), which has taken them by then. An app's lowerings place elements only in
/// its own files (each app is read with its own declarations, `AppLayout`), so the files no
/// finding of the app points into need no text. Kept, home-assistant/iOS's 9.9 MB of source
/// and the look-ups' strings stayed in memory under the next app's peak (docs/benchmarks.md,
/// "What of one app stays under the next").
enum KeptForMerge {
    /// `outcome` without its look-ups, as soon as the input is audited: an app's look-ups, held to
    /// the end of its lowering, were about 20 MB of home-assistant/iOS's heap there.
    static func outcome(_ outcome: InputOutcome) -> InputOutcome {
        var kept = outcome
        kept.lookups = []
        return kept
    }

    /// `loaded` with the text of each Swift file no finding of `outcomes` points into let go.
    ///
    /// - Parameter keepsEveryText: keeps them all, for a run with runtime captures, whose
    ///   findings are linked to the identifiers every Swift file sets (`CaptureSourceLinks`).
    static func texts(of loaded: [LoadedInput], pointedAtBy outcomes: [InputOutcome?], keepsEveryText: Bool) -> [LoadedInput] {
        guard !keepsEveryText else { return loaded }
        var files: Set<String> = []
        for case let outcome? in outcomes {
            for finding in outcome.findings { files.insert(finding.location.file) }
            for finding in outcome.placedFindings { files.insert(finding.location.file) }
        }
        return loaded.map { input in
            input.input.kind == .swiftSource && !files.contains(input.input.path) ? input.releasingText() : input
        }
    }
}
