/// One image, one claim: where `decorative-image-exposed` finds that VoiceOver stops on an image
/// whose label names decoration ("purple-blue-gradient-1", "stars-bg"), the rules that ask the
/// same image for a label (`image-without-label`, `label-is-file-name`) would tell the developer
/// at the same place to describe what it shows, the opposite fix. Decoration is hidden, not
/// described (WCAG 1.1.1 Non-text Content: content that "is pure decoration … is implemented in a
/// way that it can be ignored by assistive technology"; W3C's Images Tutorial, Decorative
/// Images), so only the decorative finding stays.
///
/// The findings are the same image's when they point at the same file, line and column: the
/// tree finding where the image is written, the source finding at the `Image` call.
struct DecorationOverrulesLabelRequests {
    /// The rules that ask an image for a label.
    static let labelRequests: Set<String> = [ImageWithoutLabelRule.description.id, LabelIsFileNameRule.description.id]

    /// `findings` without the label requests at a place where an image was found decorative.
    static func removingOverruled(_ findings: [Finding]) -> [Finding] {
        let decorative = Set(findings.lazy.filter { $0.ruleID == DecorativeImageExposedRule.description.id }.map(Place.init))
        guard !decorative.isEmpty else { return findings }
        return findings.filter { !labelRequests.contains($0.ruleID) || !decorative.contains(Place($0)) }
    }

    private struct Place: Hashable {
        var file: String
        var line: Int
        var column: Int

        init(_ finding: Finding) {
            file = finding.location.file
            line = finding.location.line
            column = finding.location.column
        }
    }
}
