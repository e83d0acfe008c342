@testable import Audit
import Testing

/// An image the tree finds decorative is not also asked for a label at the same place: the two
/// fixes (hide it, describe it) contradict each other.
@Suite struct DecorationOverrulesLabelRequestsTests {
    static func rules(_ source: String) -> [String] {
        AuditRunner(rules: AllRules.all).audit(source: source, path: "Header.swift").findings
            .map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }.sorted()
    }

    /// A header of one image over a title.
    static func header(image: String) -> String {
        """
        import SwiftUI
        struct Header: View {
            var body: some View {
                ZStack {
                    Image("\(image)")
                    Text("Welcome to Purple")
                }
            }
        }
        """
    }

    @Test func aBackgroundReadByItsFileNameIsOneFindingToHideIt() {
        #expect(Self.rules(Self.header(image: "purple-blue-gradient-1")) == ["5:13 decorative-image-exposed"])
    }

    @Test func aPictureNamedForWhatItShowsIsStillAskedForALabel() {
        #expect(Self.rules(Self.header(image: "team_photo_2024")) == ["5:13 image-without-label", "5:13 label-is-file-name"])
    }

    @Test func onlyTheLabelRequestsAtTheDecorativeImageGo() {
        let findings = [
            ("decorative-image-exposed", "A.swift", 3), ("image-without-label", "A.swift", 3), ("label-is-file-name", "A.swift", 3),
            ("image-without-label", "A.swift", 4), ("image-without-label", "B.swift", 3), ("small-hit-region", "A.swift", 3),
        ].map { rule, file, line in
            Finding(ruleID: rule, severity: .warning, message: "", location: FindingLocation(file: file, line: line, column: 5))
        }
        let kept = DecorationOverrulesLabelRequests.removingOverruled(findings)
            .map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }
        #expect(kept == ["A.swift:3 decorative-image-exposed", "A.swift:4 image-without-label",
                         "B.swift:3 image-without-label", "A.swift:3 small-hit-region"])
    }
}
