@testable import Audit
import SwiftSyntax
import SwiftSyntaxSupport
import Testing

/// The source rules' scans leave out previews: `#Preview` and types conforming to
/// `PreviewProvider` as written, whatever the trivia around the name.
@Suite struct PreviewProviderScanTests {
    @Test func previewsAreLeftOutOfTheScans() {
        let file = ParsedSourceFile(path: "Card.swift", text: """
            struct Card: View { var body: some View { Text("Shown") } }
            struct Card_Previews: PreviewProvider { static var previews: some View { Text("Provider") } }
            enum Samples: /* kept apart */ PreviewProvider /* as Xcode wants */ { static var previews: some View { Text("Enum") } }
            struct Qualified: SwiftUI.PreviewProvider { static var previews: some View { Text("Qualified") } }
            struct Generic: PreviewProvider<Int> { static var previews: some View { Text("Generic") } }
            struct Other: View, Identifiable { var body: some View { Text("Other") } }
            #Preview { Text("Macro") }
            """)
        let texts = file.nodes(StringLiteralExprSyntax.self).map(\.trimmedDescription)
        #expect(texts == [#""Shown""#, #""Qualified""#, #""Generic""#, #""Other""#])
    }
}
