import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// `Type.name` is read as the type's static property before any type is looked up: Swift rejects
/// a nested type of the same name (an invalid redeclaration), so a list of a type's own static
/// members asks the index for no type per member, and a nested type is still found.
@Suite struct StaticMemberLookupTests {
    static let project = SwiftUIProject(files: [
        ParsedSourceFile(path: "App/Icon.swift", text: """
            struct Icon {
                let name: String
                static let plus = Icon(name: "Add")
                static let minus = Icon(name: "Remove")
                static let all = [Icon.plus, Icon.minus]
            }
            enum Theme { enum Strings { static let title = "Icons" } }
            """),
        ParsedSourceFile(path: "App/IconList.swift", text: """
            struct IconList: View {
                var body: some View {
                    VStack {
                        Text(Theme.Strings.title)
                        ForEach(Icon.all, id: \\.name) { icon in Text(icon.name) }
                    }
                }
            }
            #Preview { IconList() }
            """),
    ])

    static func lowered() -> (labels: [String], lookups: [String]) {
        let (results, lookups) = project.lowerRecordingLookups(entriesDeclaredIn: "App/IconList.swift",
                                                               settings: AccessibilitySettings())
        let labels = results.flatMap { $0.screen.navigationOrder.map { $0.element.label ?? "-" } }
        return (labels, lookups.map(\.description))
    }

    @Test func aStaticMemberIsReadWithoutLookingUpATypeOfItsName() {
        let (labels, lookups) = Self.lowered()
        #expect(labels == ["Icons", "Add", "Remove"])
        #expect(lookups.contains("type Icon"))
        for member in ["plus", "minus", "all"] {
            #expect(!lookups.contains("type Icon.\(member)"))
            #expect(!lookups.contains("type \(member)"))
        }
    }

    @Test func aNestedTypeIsStillFoundAndLookedUp() {
        let (labels, lookups) = Self.lowered()
        #expect(labels.first == "Icons")
        #expect(lookups.contains("type Theme.Strings"))
    }
}

/// A nested view names its enclosing type's static members plainly, as Swift allows: a flag of
/// the enclosing type that is `false` decides its `if`, so debug-only content is not shown.
@Suite struct EnclosingTypeStaticTests {
    @Test func aNestedViewReadsItsEnclosingTypesStaticByItsBareName() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct Purple: View {
                var body: some View { StateView() }
            }
            extension Purple {
                static let showsDebugInfo = false
                static let title = "Manage"

                struct StateView: View {
                    var body: some View {
                        VStack {
                            if showsDebugInfo == true {
                                Text("Purchased!").font(.title2)
                            }
                            Button(title) {}
                        }
                    }
                }
            }
            """, view: "Purple.StateView")
        #expect(result.screen.root.children.map { $0.label ?? "-" } == ["Manage"])
        #expect(result.screen.root.children.allSatisfy { $0.unresolved.isEmpty })
    }
}
