/// Findings about content a caller passes to a view of the app's own type, reported at the
/// caller's argument (`AccessibilityElement.contentPassedAt`), the view's element kept as the
/// related location (`RelatedLocation.drawsPassedContent`).
///
/// A developer who opens such a finding lands where the content is chosen: each call of
/// `TabButton(img: "bubble.left.and.bubble.right")` chooses its own symbol, and its own label.
/// The same view lowered on its own (no caller, a placeholder for what callers pass) reports
/// the same element at the view; once a caller's finding names that place, the view's own is the
/// same problem told twice, and goes. A caller outside the paths audited gives its finding back
/// to the view, inside them.
enum PassedContent {
    /// `finding` at the caller's argument `passedAt`, its element's place marked as the view that
    /// draws the passed content; unchanged without one.
    static func relating(_ finding: Finding, passedAt: FindingLocation?) -> Finding {
        guard passedAt != nil, finding.location == passedAt else { return finding }
        var related = finding
        related.relatedLocations = finding.relatedLocations.map { place in
            RelatedLocation(place.location, message: RelatedLocation.drawsPassedContent)
        }
        return related
    }

    /// `findings` without those at a view's place that a finding of the same rule at a caller's
    /// argument names as the view drawing its content.
    static func removingToldAtCallers(_ findings: [Finding]) -> [Finding] {
        var told: Set<Place> = []
        for finding in findings {
            for related in finding.relatedLocations where related.message == RelatedLocation.drawsPassedContent {
                told.insert(Place(ruleID: finding.ruleID, related.location))
            }
        }
        guard !told.isEmpty else { return findings }
        return findings.filter { !told.contains(Place(ruleID: $0.ruleID, $0.location)) }
    }

    /// `finding` placed back at the view drawing the passed content when its caller's argument is
    /// outside the audited paths and the view inside; nil when neither is audited.
    static func audited(_ finding: Finding, isAudited: (String) -> Bool) -> Finding? {
        if isAudited(finding.location.file) { return finding }
        guard let view = finding.relatedLocations.first(where: { $0.message == RelatedLocation.drawsPassedContent }),
              isAudited(view.location.file) else { return nil }
        var moved = finding
        moved.location = view.location
        moved.relatedLocations.removeAll { $0 == view }
        return moved
    }

    private struct Place: Hashable {
        var ruleID: String
        var file: String
        var line: Int
        var column: Int

        init(ruleID: String, _ location: FindingLocation) {
            self.ruleID = ruleID
            file = location.file
            line = location.line
            column = location.column
        }
    }
}
