import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// An `if let` over a `@State` optional that is nil at start draws its `else` side on the first
/// screen and its body in a screen variant, the bound name standing for a value the app set
/// later: an instance of the app's own type, else a run-time value (docs/swiftui-coverage.md,
/// State set later).
@Suite struct StateSetLaterTests {
    static func labels(_ source: String) -> [[String]] {
        BranchExplorationTests.labels(source)
    }

    static let session = """
        struct Session {
            var name = "Ada"
        }
        """

    @Test func theBodyUnderAStateNilAtStartIsAVariantWithAnInstanceOfTheAppsType() {
        let source = Self.session + """

            struct Root: View {
                @State var session: Session? = nil
                var body: some View {
                    if let session { Text(session.name) } else { Text("Sign in") }
                }
            }
            """
        #expect(Self.labels(source) == [["Sign in"], ["Ada"]])
    }

    @Test func theStateReadThroughSelfAndUnderAnotherNameIsSetToo() {
        let source = Self.session + """

            struct Root: View {
                @State private var session: Session? = nil
                var body: some View {
                    VStack {
                        Text("Header")
                        if let current = self.session { Text(current.name); Text(session!.name) }
                    }
                }
            }
            """
        #expect(Self.labels(source) == [["Header"], ["Header", "Ada", "Ada"]])
    }

    @Test func aStateOfAnotherTypeStandsForARunTimeValue() {
        let source = """
            struct Root: View {
                @State var link: URL? = nil
                var body: some View {
                    if let link { Button("Open") { open(link) } } else { Text("No link") }
                }
            }
            """
        #expect(Self.labels(source) == [["No link"], ["Open"]])
    }

    @Test func aStateSetAtStartAndAConstantNilKeepOneScreen() {
        let set = Self.session + """

            struct Root: View {
                @State var session: Session? = Session()
                var body: some View {
                    if let session { Text(session.name) } else { Text("Sign in") }
                }
            }
            """
        #expect(Self.labels(set) == [["Ada"]])
        let constant = Self.session + """

            struct Root: View {
                let session: Session? = nil
                var body: some View {
                    if let session { Text(session.name) } else { Text("Sign in") }
                }
            }
            """
        #expect(Self.labels(constant) == [["Sign in"]])
    }

    @Test func anotherConditionThatRulesTheBodyOutKeepsTheElseSide() {
        let source = Self.session + """

            struct Root: View {
                @State var session: Session? = nil
                var body: some View {
                    if let session, false { Text(session.name) } else { Text("Sign in") }
                }
            }
            """
        #expect(Self.labels(source) == [["Sign in"], ["Sign in"]])
    }

    @Test func aTextStateStandsForWordsKnownAtRunTime() {
        let source = """
            struct Root: View {
                @State var about: Text? = nil
                var body: some View {
                    VStack { Text("Name"); if let about { about } }
                }
            }
            """
        #expect(Self.labels(source) == [["Name"], ["Name", "\\(about)"]])
    }
}
