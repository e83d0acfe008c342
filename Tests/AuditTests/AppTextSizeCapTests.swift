@testable import Audit
import SwiftSyntax
import SwiftSyntaxSupport
import TestSupport
import Testing

/// An app whose window limits the text size below the accessibility sizes: its views never meet
/// those sizes, so the findings about them are moot; the limit itself is reported.
@Suite struct AppTextSizeCapTests {
    static let app = """
        import SwiftUI
        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { RootView() }
            }
        }
        struct RootView: View {
            var body: some View {
                NavigationStack { NoteRow(title: "Groceries") }
                    .dynamicTypeSize(.xSmall ... .xxxLarge)
                    .tint(.orange)
            }
        }
        """

    static let row = """
        import SwiftUI
        struct NoteRow: View {
            let title: String
            var body: some View {
                Text(title).lineLimit(1)
            }
        }
        """

    static func rules(in folder: TemporaryFolder) throws -> [String] {
        try AuditRunner(rules: AllRules.all).run(paths: [folder.path]).findings
            .map { "\($0.location.file.split(separator: "/").last ?? "") \($0.ruleID)" }.sorted()
    }

    @Test func theLimitIsReportedAndTheLimitsItMakesMootAreNot() throws {
        let folder = try TemporaryFolder()
        try folder.write("NotesApp.swift", Self.app)
        try folder.write("NoteRow.swift", Self.row)
        let rules = try Self.rules(in: folder)
        #expect(rules.contains("NotesApp.swift capped-type-without-large-content-viewer"))
        #expect(!rules.contains("NoteRow.swift line-limit-ignores-accessibility-sizes"))
        // Without the limit, the line limit is cut off at accessibility sizes.
        try folder.write("NotesApp.swift", Self.app.replacingOccurrences(of: ".dynamicTypeSize(.xSmall ... .xxxLarge)", with: ""))
        #expect(try Self.rules(in: folder).contains("NoteRow.swift line-limit-ignores-accessibility-sizes"))
    }

    @Test func aViewHostedInUIKitStartsAHierarchyOfItsOwn() throws {
        let folder = try TemporaryFolder()
        try folder.write("NotesApp.swift", Self.app)
        try folder.write("NoteRow.swift", Self.row + """

            final class RowController: UIHostingController<NoteRow> {}
            """)
        #expect(try Self.rules(in: folder).contains("NoteRow.swift line-limit-ignores-accessibility-sizes"))
    }

    @Test(arguments: [
        (".xSmall ... .xxxLarge", true), ("...DynamicTypeSize.xxLarge", true), ("..<DynamicTypeSize.accessibility1", true),
        (".large", true), ("DynamicTypeSize.large ... .accessibility2", false), (".large...", false),
        ("..<DynamicTypeSize.accessibility3", false), ("size", false),
    ])
    func whichArgumentsLimitTheSizeBelowTheAccessibilitySizes(_ argument: String, _ caps: Bool) {
        let file = ParsedSourceFile(path: "V.swift", text: "let x = Text(\"a\").dynamicTypeSize(\(argument))")
        let call = file.nodes(FunctionCallExprSyntax.self).first { $0.trimmedDescription.hasPrefix("Text(\"a\").dynamicTypeSize") }
        #expect(TextSizeCapFacts.capsBelowAccessibilitySizes(call?.arguments.first?.expression) == caps)
    }

    @Test func theFactsOfAFile() throws {
        let facts = TextSizeCapFacts.of(ParsedSourceFile(path: "NotesApp.swift", text: Self.app))
        #expect(facts?.cappedViews == ["RootView"])
        #expect(facts?.apps == [TextSizeCapFacts.App(file: "NotesApp.swift", rootView: "RootView", capsWindowContent: false)])
        #expect(TextSizeCapFacts.of(ParsedSourceFile(path: "NoteRow.swift", text: Self.row)) == nil)
        let inScene = TextSizeCapFacts.of(ParsedSourceFile(path: "A.swift", text: """
            @main struct A: App {
                var body: some Scene { WindowGroup { Home().dynamicTypeSize(...DynamicTypeSize.xxxLarge) } }
            }
            """))
        #expect(inScene?.apps.first?.capsWindowContent == true)
        // Read as its declaration skeleton (bodies blanked), the file is parsed whole for its facts.
        let skeleton = try #require(ParsedSourceFile(declarationsOf: Self.app, path: "NotesApp.swift"))
        #expect(skeleton.isDeclarationSkeleton)
        #expect(TextSizeCapFacts.of(skeleton) == facts)
    }
}
