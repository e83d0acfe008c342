import Audit
import SwiftSyntaxSupport
import Testing

@Suite struct ImageWithoutLabelRuleTests {
    private func lines(_ source: String) -> [Int] {
        ImageWithoutLabelRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "ActionBar.swift", text: source))
            .map(\.location.line)
    }

    /// damus's `EventActionButton(img:col:action:)`: each call says what its image does.
    @Test func anImageNamedByTheCallerIsLabelledWhereEveryCallLabelsIt() {
        #expect(lines("""
            struct ActionBar: View {
                var body: some View {
                    HStack {
                        ActionButton(img: "bubble2", col: .gray) { reply() }
                            .accessibilityLabel("Reply")
                        ActionButton(img: "upload", col: nil) { share() }
                            .padding(4)
                            .accessibilityLabel("Share")
                        ActionButton(img: "eye", col: nil) { peek() }.accessibilityHidden(true)
                    }
                }
            }
            func ActionButton(img: String, col: Color?, action: @escaping () -> ()) -> some View {
                Image(img)
                    .resizable()
                    .frame(width: 20, height: 20)
                    .onTapGesture { action() }
            }
            """).isEmpty)
    }

    @Test func oneCallWithoutALabelLeavesTheImageReported() {
        #expect(lines("""
            struct ActionBar: View {
                var body: some View {
                    HStack {
                        ActionButton(img: "bubble2") { reply() }.accessibilityLabel("Reply")
                        ActionButton(img: "upload") { share() }
                    }
                }
            }
            func ActionButton(img: String, action: @escaping () -> ()) -> some View {
                Image(img).onTapGesture { action() }
            }
            """) == [10])
    }

    @Test func withNoCallInTheFileTheImageIsReported() {
        #expect(lines("""
            func ActionButton(img: String, action: @escaping () -> ()) -> some View {
                Image(img).onTapGesture { action() }
            }
            """) == [2])
    }

    /// The label belongs to the caller only when the caller chooses the image: an image the
    /// function names itself is its own to describe.
    @Test func anImageTheFunctionNamesItselfIsStillReported() {
        #expect(lines("""
            struct ActionBar: View {
                var body: some View { ShareButton(tint: .gray).accessibilityLabel("Share") }
            }
            func ShareButton(tint: Color) -> some View {
                Image("upload").foregroundColor(tint)
            }
            """) == [5])
    }

    /// damus's `SwipeAction(image:backgroundColor:…)`, an initialiser added to a package's view.
    @Test func anInitializerIsCalledByItsTypeAndItsLabels() {
        let initializer = """
            public extension SwipeAction where Label == Image, Background == Color {
                init(image: String, backgroundColor: Color = .gray, action: @escaping () -> Void) {
                    self.init(action: action) { highlight in
                        Image(image)
                    } background: { highlight in
                        backgroundColor
                    }
                }
            }
            """
        #expect(lines(initializer + """

            var repost: some View {
                SwipeAction(image: "repost") { repost() }.accessibilityLabel("Repost")
            }
            var reply: some View {
                SwipeAction(systemImage: "arrowshape.turn.up.left.fill") { reply() }
            }
            """).isEmpty)
        #expect(lines(initializer + """

            var repost: some View {
                SwipeAction(image: "repost", backgroundColor: .green) { repost() }
            }
            """) == [4])
    }
}
