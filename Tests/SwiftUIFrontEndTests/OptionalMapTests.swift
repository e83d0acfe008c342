import AccessibilityTree
import SwiftUIFrontEnd
import Testing

/// `value.map(content)` on an optional draws the closure's view for a value and nothing for nil,
/// as `if let` does (Clendar's `Unwrap(imageName) { Image(systemName: $0) }`).
@Suite struct OptionalMapTests {
    static func labels(name: String) throws -> [String?] {
        let source = """
            struct Unwrap<Value, Content: View>: View {
                private let value: Value?
                private let contentProvider: (Value) -> Content
                init(_ value: Value?, @ViewBuilder content: @escaping (Value) -> Content) {
                    self.value = value
                    self.contentProvider = content
                }
                var body: some View { value.map(contentProvider) }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Unwrap(\(name)) { name in Image(systemName: name) }
                        Text("Today")
                    }
                }
            }
            """
        return try SwiftUIFrontEnd.lower(source: source, path: "V.swift", view: "V",
                                         settings: AccessibilitySettings()).screen.root.children.map(\.label)
    }

    @Test func aValueDrawsTheClosuresView() throws {
        #expect(try Self.labels(name: #""square.and.pencil""#) == ["Compose", "Today"])
    }

    @Test func nilDrawsNothing() throws {
        #expect(try Self.labels(name: "nil") == ["Today"])
    }
}

/// `value.map { view } ?? fallback` whose value is known only at run time draws the fallback the
/// code gives (anytype's `OptionalLineSpacingModifier`: `spacing.map { content.lineSpacing($0) }
/// ?? content`), not an unknown view.
@Suite struct OptionalFallbackViewTests {
    static func root(fallback: String) throws -> AccessibilityElement {
        let source = """
            struct LineSpacing: ViewModifier {
                var spacing: CGFloat?
                func body(content: Content) -> some View {
                    spacing.map { content.lineSpacing($0) } ?? \(fallback)
                }
            }
            struct V: View {
                let style: TextStyle
                var body: some View {
                    Text("Today").modifier(LineSpacing(spacing: style.lineSpacing))
                }
            }
            """
        return try SwiftUIFrontEnd.lower(source: source, path: "V.swift", view: "V",
                                         settings: AccessibilitySettings()).screen.root
    }

    @Test func theFallbackViewIsDrawnForAValueKnownAtRunTime() throws {
        let root = try Self.root(fallback: "content")
        #expect(root.children.map(\.label) == ["Today"])
    }

    @Test func aFallbackThatIsNoViewStaysUnknown() throws {
        let root = try Self.root(fallback: "nil")
        #expect(root.children.map(\.label) == [nil])
        #expect(root.children.first?.unresolved.map(\.reason) == ["run-time value `spacing.map { content.lineSpacing($0) }`"])
    }
}
