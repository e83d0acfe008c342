import SwiftSyntaxSupport
import SwiftUIFrontEnd

extension Array where Element == Finding {
    /// These source findings without those placed in code an iOS build does not compile (a
    /// `#if os(macOS)` or `#if os(visionOS)` clause; `InactiveCode`), which the SwiftUI front
    /// end does not lower either (docs/swiftui-coverage.md, Branches, size classes and platforms).
    func outsideInactiveCode(of file: ParsedSourceFile) -> [Finding] {
        guard !isEmpty else { return self }
        let inactive = InactiveCode.lineRanges(in: file)
        guard !inactive.isEmpty else { return self }
        return filter { finding in
            finding.location.file != file.path || !inactive.contains { $0.contains(finding.location.line) }
        }
    }
}
