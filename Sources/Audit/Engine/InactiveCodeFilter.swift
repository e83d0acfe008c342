import SwiftSyntaxSupport
import SwiftUIFrontEnd

extension Array where Element == Finding {
    /// These source findings without those placed in code a build for `platform` does not compile
    /// (on iOS, a `#if os(macOS)` or `#if os(visionOS)` clause; `InactiveCode`) or that never runs
    /// (an `if` on a `false` constant; `BranchesThatNeverRun`), which the SwiftUI front end does
    /// not lower either (docs/swiftui-coverage.md, Platforms).
    func outsideInactiveCode(of file: ParsedSourceFile, platform: TargetPlatform = .iOS) -> [Finding] {
        guard !isEmpty else { return self }
        let inactive = InactiveCode.lineRanges(in: file, platform: platform) + BranchesThatNeverRun.lineRanges(in: file)
        guard !inactive.isEmpty else { return self }
        return filter { finding in
            finding.location.file != file.path || !inactive.contains { $0.contains(finding.location.line) }
        }
    }
}
