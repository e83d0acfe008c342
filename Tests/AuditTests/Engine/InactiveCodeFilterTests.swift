import Audit
import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd
import Testing

/// Source rules leave alone code a build for the audit's platform (iOS unless told) does not
/// compile, as the SwiftUI front end does.
@Suite struct InactiveCodeFilterTests {
    static func rules(_ source: String, platform: TargetPlatform = .iOS) -> [String] {
        AuditRunner(rules: AllRules.all, configuration: AuditConfiguration(platform: platform))
            .audit(source: source, path: "View.swift").findings.map { "\($0.location.line) \($0.ruleID)" }
    }

    static let perPlatform = """
        import SwiftUI
        struct Caption: View {
            var body: some View {
                #if os(iOS)
                Text("Note").font(.system(size: 11))
                #elseif os(macOS)
                Text("Note").font(.system(size: 10))
                #elseif os(tvOS)
                Text("Note").font(.system(size: 23))
                #else
                Text("Note").font(.caption)
                #endif
            }
        }
        """

    @Test(arguments: [
        (TargetPlatform.iOS, ["5 fixed-font-size"]), (.iPadOS, ["5 fixed-font-size"]), (.tvOS, ["9 fixed-font-size"]),
        (.visionOS, []), (.watchOS, []),
        // macOS has no Dynamic Type: the rule does not run there (`AuditConfiguration.runs`).
        (.macOS, []),
    ])
    func theChosenPlatformsCodeIsAudited(_ platform: TargetPlatform, _ expected: [String]) {
        #expect(Self.rules(Self.perPlatform, platform: platform) == expected)
    }

    /// The directives read line by line, without parsing the file (for the places where the app
    /// shows its views), leave out the lines the parsed file's clauses leave out, nested ones too.
    @Test(arguments: [TargetPlatform.iOS, .tvOS, .macOS, .visionOS, .watchOS])
    func directivesReadLineByLineGiveTheParsedFilesClauses(_ platform: TargetPlatform) {
        let text = Self.perPlatform.replacingOccurrences(of: "Text(\"Note\").font(.caption)", with: """
            #if canImport(UIKit)
                    Text("Note").font(.caption)
                    #else
                    Text("Note").font(.caption2)
                    #endif
            """)
        let file = ParsedSourceFile(path: "View.swift", text: text)
        let lines = InactiveCode.byteRanges(inText: text, platform: platform).map { range in
            file.lineAndColumn(of: AbsolutePosition(utf8Offset: range.lowerBound)).line
                ... file.lineAndColumn(of: AbsolutePosition(utf8Offset: range.upperBound - 1)).line
        }
        // The same lines left out (the parsed file also names the clauses inside a clause left out).
        let parsed = InactiveCode.lineRanges(in: file, platform: platform)
        #expect(Set(lines.flatMap { Array($0) }) == Set(parsed.flatMap { Array($0) }))
        #expect(!lines.isEmpty)
    }

    @Test func codeForOtherPlatformsIsNotAudited() {
        let source = """
            import SwiftUI
            struct Caption: View {
                var body: some View {
                    #if os(macOS) || os(visionOS)
                    Text("Note").font(.system(size: 11))
                    #else
                    Text("Note").font(.caption)
                    #endif
                }
            }
            """
        #expect(Self.rules(source) == [])
    }

    @Test func codeForIOSIsAudited() {
        let source = """
            import SwiftUI
            struct Caption: View {
                var body: some View {
                    #if os(iOS)
                    Text("Note").font(.system(size: 11))
                    #elseif os(macOS)
                    Text("Note").font(.caption)
                    #endif
                }
            }
            """
        #expect(Self.rules(source) == ["5 fixed-font-size"])
    }
}
