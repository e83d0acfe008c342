import Audit
import Testing

/// Source rules leave alone code an iOS build does not compile, as the SwiftUI front end does.
@Suite struct InactiveCodeFilterTests {
    static func rules(_ source: String) -> [String] {
        AuditRunner(rules: AllRules.all).audit(source: source, path: "View.swift").findings.map { "\($0.location.line) \($0.ruleID)" }
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
