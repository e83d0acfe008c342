import Audit
import SwiftSyntaxSupport
import Testing

/// A `withAnimation` moves things when a motion modifier of its type reads what it changes: the
/// modifiers of a type, read once for every `withAnimation` in it, answer each by its own names.
@Suite struct AnimationModifiersPerScopeTests {
    private func lines(_ source: String) -> [Int] {
        AnimationIgnoresReduceMotionRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "V.swift", text: source)).map(\.location.line)
    }

    @Test func eachAnimationInATypeIsJudgedByWhatItChanges() {
        let source = """
            struct Badge: View {
                @State private var isZoomed = false
                @State private var isRed = false
                var body: some View {
                    Circle()
                        .fill(isRed ? .red : .blue)
                        .scaleEffect(isZoomed ? 2 : 1)
                        .onTapGesture { withAnimation { isRed.toggle() } }
                        .onLongPressGesture { withAnimation { isZoomed.toggle() } }
                        .onAppear { withAnimation { isRed = false } }
                }
            }

            struct Dot: View {
                @State private var isZoomed = false
                var body: some View {
                    Circle().fill(isZoomed ? .red : .blue).onTapGesture { withAnimation { isZoomed.toggle() } }
                }
            }
            """
        #expect(lines(source) == [9], "only the one whose change drives `scaleEffect`; another type's modifiers are its own")
    }
}
