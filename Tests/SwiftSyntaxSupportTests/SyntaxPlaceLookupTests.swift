import SwiftParser
import SwiftSyntax
@testable import SwiftSyntaxSupport
import Testing

@Suite struct SyntaxPlaceLookupTests {
    /// A view, a model and a generated strings type wider than `SyntaxPlaceLookup.wideListLength`,
    /// with empty nodes (attribute arguments, modifier lists) that meet others at one offset.
    static let realShaped: String = {
        let strings = (0..<80).map { "    static let key\($0) = L10n.tr(\"Localizable\", \"key_\($0)\")" }.joined(separator: "\n")
        return """
            import SwiftUI

            @Observable final class SettingsModel {
                var isOn = false
                var count: Int = 3
                let names = ["One", "Two"]
            }

            struct SettingsView: View {
                @State private var model = SettingsModel()
                @Wrapper() var plain = 1
                @Environment(\\.dynamicTypeSize) private var size

                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Toggle(L10n.key3, isOn: $model.isOn)
                            .accessibilityLabel(Text("Notifications"))
                        if model.count > 2 {
                            ForEach(model.names, id: \\.self) { name in Text(name).font(.body) }
                        } else {
                            switch size { case .large: Text("L"); default: EmptyView() }
                        }
                    }
                    .padding()
                }
            }

            enum L10n {
            \(strings)
                static func tr(_ table: String, _ key: String) -> String { key }
            }

            #Preview { SettingsView() }
            """
    }()

    /// Text the parser recovers from, with missing tokens (which a place never names).
    static let broken = "struct Broken { func f( { let x = }\n var y: = 2\n"

    /// Every node of `tree` in pre-order, as a source-accurate visitor meets them.
    static func nodes(of tree: some SyntaxProtocol) -> [Syntax] {
        SyntaxIndex(tree).nodes
    }

    /// For each place, the first node in pre-order at it: the one a place names.
    static func firstNodes(of tree: some SyntaxProtocol) -> [SyntaxPlace: Syntax] {
        var first: [SyntaxPlace: Syntax] = [:]
        for node in nodes(of: tree) where first[SyntaxPlace(node)] == nil { first[SyntaxPlace(node)] = node }
        return first
    }

    @Test(arguments: [realShaped, broken]) func findsTheNodeAtEveryPlaceOfTheTree(_ text: String) {
        let tree = Parser.parse(source: text)
        let lookup = SyntaxPlaceLookup(tree)
        let first = Self.firstNodes(of: tree)
        for node in Self.nodes(of: tree) {
            let place = SyntaxPlace(node)
            let found = lookup.node(at: place)
            #expect(found?.id == first[place]?.id, "\(node.kind) at \(place.start)..<\(place.end)")
            #expect(place.node(in: tree)?.id == found?.id, "one by one and by halving differ at \(place.start)")
        }
    }

    @Test func keepsTheRangesOfAWideListAndFindsItsMembersByHalving() throws {
        let tree = Parser.parse(source: Self.realShaped)
        let lookup = SyntaxPlaceLookup(tree)
        let members = try #require(tree.statements.compactMap { $0.item.as(EnumDeclSyntax.self) }.first?.memberBlock.members)
        #expect(members.count == 81)
        for member in members.reversed() {
            #expect(lookup.node(at: SyntaxPlace(member))?.id == Syntax(member).id)
        }
        #expect(lookup.wideListCount == 1)
        let last = try #require(members.last)
        #expect(lookup.node(at: SyntaxPlace(last.decl))?.id == Syntax(last.decl).id)
    }

    @Test(arguments: [realShaped, broken]) func findsNothingWhereNoNodeOfTheKindHasTheRange(_ text: String) {
        let tree = Parser.parse(source: text)
        let lookup = SyntaxPlaceLookup(tree)
        let first = Self.firstNodes(of: tree)
        for place in first.keys {
            let wrong = [
                SyntaxPlace(start: place.start, end: place.end, kind: .yieldStmt),
                SyntaxPlace(start: place.start + 1, end: place.end, kind: place.kind),
                SyntaxPlace(start: place.start, end: place.end + 1, kind: place.kind),
                SyntaxPlace(start: place.start - 1, end: place.end, kind: place.kind),
                SyntaxPlace(start: place.start, end: place.end - 1, kind: place.kind),
            ]
            for candidate in wrong where first[candidate] == nil {
                #expect(lookup.node(at: candidate) == nil, "\(candidate.kind) at \(candidate.start)..<\(candidate.end)")
            }
        }
        let pastTheEnd = SyntaxPlace(start: text.utf8.count + 1, end: text.utf8.count + 5, kind: .identifierPattern)
        #expect(lookup.node(at: pastTheEnd) == nil)
    }
}
