/// The diagnostics an evaluation noted, in order, with how often each was noted, so asking
/// whether one is already among them does not compare it with every other (a screen with
/// hundreds of notes asked that for each new one).
struct NotedDiagnostics {
    private(set) var list: [FrontEndDiagnostic] = []
    private var counts: [FrontEndDiagnostic: Int] = [:]

    var count: Int { list.count }

    func contains(_ diagnostic: FrontEndDiagnostic) -> Bool { counts[diagnostic] != nil }

    mutating func append(_ diagnostic: FrontEndDiagnostic) {
        list.append(diagnostic)
        counts[diagnostic, default: 0] += 1
    }

    /// Forgets the diagnostics from position `start` on.
    mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        for diagnostic in list[range] {
            let left = counts[diagnostic, default: 1] - 1
            counts[diagnostic] = left > 0 ? left : nil
        }
        list.removeSubrange(range)
    }
}
