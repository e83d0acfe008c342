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
