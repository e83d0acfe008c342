@testable import SwiftUIFrontEnd
import Testing

/// A `Layout` the app declares is called like a stack, directly or through `AnyLayout`: its
/// content is the closure's views (Apple, `Layout`, `AnyLayout`).
@Suite struct CustomLayoutTests {
    static let source = """
        struct FlowLayout: Layout {
            var spacing: CGFloat = 4
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        struct Reactions: View {
            var collapsed = false
            private var layout: AnyLayout {
                collapsed ? AnyLayout(VStackLayout()) : AnyLayout(FlowLayout(spacing: 8))
            }
            var body: some View {
                VStack {
                    FlowLayout(spacing: 4) {
                        Button("Like") {}
                        Button("Laugh") {}
                    }
                    layout {
                        Text("3 replies")
                    }
                    Tally()
                }
            }
        }
        struct Tally {
            var count = 0
        }
        """

    @Test func anAppsLayoutShowsItsContentInOrder() throws {
        let result = try SwiftUIFrontEnd.lower(source: Self.source, path: "Reactions.swift", view: "Reactions")
        // The last is `Tally()`, no view, kept as an unknown one.
        #expect(result.screen.navigationOrder.map(\.element.label) == ["Like", "Laugh", "3 replies", nil])
        #expect(result.diagnostics.map(\.message).filter { $0.contains("FlowLayout") || $0.contains("layout {") } == [])
    }

    /// A type that is no layout, called without content, is still no view.
    @Test func aTypeThatIsNoLayoutIsNoView() throws {
        let result = try SwiftUIFrontEnd.lower(source: Self.source, path: "Reactions.swift", view: "Reactions")
        #expect(result.diagnostics.contains { $0.message == "`Tally()` is not a view the interpreter knows" })
    }
}
