import Audit
import Testing

/// Findings in code nobody using the app meets — previews and tests — are left out; the views a
/// preview shows keep theirs where they are declared.
struct CodeThatNeverShipsTests {
    static let row = """
        import SwiftUI

        struct Row: View {
            var body: some View {
                Text("Total").font(.system(size: 13))
            }
        }

        """

    static func lines(_ source: String, file: String = "Row.swift") throws -> [Int] {
        try ReviewSignalTests.findings(source, rules: [FixedFontSizeRule.self], file: file).map(\.location.line).sorted()
    }

    @Test func aFindingInsideAPreviewIsLeftOutAndTheViewItShowsKeepsItsOwn() throws {
        let source = Self.row + """
            #Preview {
                VStack {
                    Row()
                    Text("Sample caption").font(.system(size: 11))
                }
            }
            """
        #expect(try Self.lines(source) == [5])
    }

    @Test func aPreviewProviderInsideIfDebugIsPreviewCodeToo() throws {
        let source = Self.row + """
            #if DEBUG
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    Text("Sample caption").font(.system(size: 11))
                }
            }
            #endif
            """
        #expect(try Self.lines(source) == [5])
        // The same text outside any preview is the app's, and reported.
        let shipped = Self.row + """
            struct Caption: View {
                var body: some View { Text("Sample caption").font(.system(size: 11)) }
            }
            """
        #expect(try Self.lines(shipped) == [5, 9])
    }

    @Test func aTestFileIsNeverReportedIn() throws {
        let test = """
            import SwiftUI
            import Testing

            @Test func fontSizes() {
                let text = Text("Total").font(.system(size: 13))
                #expect(FontSize.reflecting(text) == 13)
            }
            """
        #expect(try Self.lines(test, file: "FontSizeTests.swift").isEmpty)
        #expect(try Self.lines(Self.row).count == 1)
    }
}
