@testable import Audit
import SwiftSyntax
import SwiftSyntaxSupport
import Testing

/// The uses of a view's owner read from the file's references gathered once are the tokens a walk
/// of every token of the file finds: by name, references only, previews included, in source order.
@Suite struct NameReferencesTests {
    static let text = """
        import SwiftUI

        struct Settings: View {
            var body: some View {
                List {
                    NavigationLink { locationLabel } label: { locationLabel }
                    row(title: "Plan")
                    Text("locationLabel")
                }
            }

            var locationLabel: some View {
                HStack { Image(systemName: "mappin"); Text("Home") }
            }

            func row(title: String) -> some View {
                VStack { Text(title); Text("Detail") }
            }
        }

        #Preview { Settings().locationLabel }
        """

    /// The stacks of the file, in source order.
    static func stacks(of file: ParsedSourceFile) -> [FunctionCallExprSyntax] {
        file.index.nodes(FunctionCallExprSyntax.self).filter { ["HStack", "VStack"].contains($0.calledExpression.trimmedDescription) }
    }

    @Test func theUsesGatheredOnceAreThoseOfAWalkOfEveryToken() throws {
        let file = ParsedSourceFile(path: "Settings.swift", text: Self.text)
        var references: NameReferences? = nil
        let stacks = Self.stacks(of: file)
        try #require(stacks.count == 2)
        for stack in stacks {
            let gathered = stack.usesOfViewOwner(in: file, references: &references)
            #expect(gathered.map(\.id) == stack.usesOfViewOwner.map(\.id))
        }
        let label = stacks[0].usesOfViewOwner(in: file, references: &references)
        #expect(label.map { file.lineAndColumn(of: $0).line } == [6, 6, 21], "both uses in the link and the preview's, not the string")
        #expect(stacks[1].usesOfViewOwner(in: file, references: &references).map { file.lineAndColumn(of: $0).line } == [7])
        #expect(references != nil, "gathered on the first question")
    }

    @Test func aFileWithoutItsNodeIndexIsWalked() throws {
        let file = ParsedSourceFile(path: "Settings.swift", text: Self.text, indexesNodes: false)
        var references: NameReferences? = nil
        let stack = try #require(Self.stacks(of: file.withNodeIndex()).first)
        let walked = stack.usesOfViewOwner
        #expect(walked.count == 3)
        #expect(stack.usesOfViewOwner(in: file, references: &references).map(\.id) == walked.map(\.id))
        #expect(references == nil)
    }
}
