@testable import Audit
import Testing

/// An image the tree finds decorative is not also asked for a label at the same place: the two
/// fixes (hide it, describe it) contradict each other.
@Suite struct DecorationOverrulesLabelRequestsTests {
    static func rules(_ source: String) -> [String] {
        AuditRunner(rules: AllRules.all).audit(source: source, path: "Header.swift").findings
            .map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }.sorted()
    }

    @Test func aBackgroundReadByItsFileNameIsOneFindingToHideIt() {
        let source = """
            import SwiftUI
            struct Header: View {
                var body: some View {
                    ZStack {
                        Image("purple-blue-gradient-1")
                        Text("Welcome to Purple")
                    }
                }
            }
            """
        #expect(Self.rules(source) == ["5:13 decorative-image-exposed"])
    }

    @Test func aPictureNamedForWhatItShowsIsStillAskedForALabel() {
        let source = """
            import SwiftUI
            struct Header: View {
                var body: some View {
                    ZStack {
                        Image("team_photo_2024")
                        Text("Welcome to Purple")
                    }
                }
            }
            """
        #expect(Self.rules(source) == ["5:13 image-without-label", "5:13 label-is-file-name"])
    }

    @Test func onlyTheLabelRequestsAtTheDecorativeImageGo() {
        let findings = [
            Finding(ruleID: "decorative-image-exposed", severity: .warning, message: "",
                    location: FindingLocation(file: "A.swift", line: 3, column: 5)),
            Finding(ruleID: "image-without-label", severity: .warning, message: "",
                    location: FindingLocation(file: "A.swift", line: 3, column: 5)),
            Finding(ruleID: "label-is-file-name", severity: .error, message: "",
                    location: FindingLocation(file: "A.swift", line: 3, column: 5)),
            Finding(ruleID: "image-without-label", severity: .warning, message: "",
                    location: FindingLocation(file: "A.swift", line: 4, column: 5)),
            Finding(ruleID: "image-without-label", severity: .warning, message: "",
                    location: FindingLocation(file: "B.swift", line: 3, column: 5)),
            Finding(ruleID: "small-hit-region", severity: .warning, message: "",
                    location: FindingLocation(file: "A.swift", line: 3, column: 5)),
        ]
        let kept = DecorationOverrulesLabelRequests.removingOverruled(findings)
            .map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }
        #expect(kept == ["A.swift:3 decorative-image-exposed", "A.swift:4 image-without-label",
                         "B.swift:3 image-without-label", "A.swift:3 small-hit-region"])
    }
}
