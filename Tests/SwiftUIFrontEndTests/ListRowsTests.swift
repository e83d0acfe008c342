import AccessibilityTree
import SwiftUIFrontEnd
import Testing

/// A list's rows made by a view of the app's own type: each view of its body is a row of the
/// list, full width and at least 44 pt high, as the same views written in the list are.
@Suite struct ListRowsTests {
    /// The labelled elements of `view`'s screen with their frames, in order.
    private func rows(_ source: String, view: String) throws -> [String: Rect] {
        let result = try SwiftUIFrontEnd.lower(source: source, view: view)
        var frames: [String: Rect] = [:]
        result.screen.root.forEachDescendant { siblings, index, _ in
            let element = siblings[index]
            if let label = element.label, let frame = element.frame { frames[label] = frame }
        }
        return frames
    }

    @Test func aForEachInAViewOfItsOwnGivesRowsOfTheList() throws {
        let frames = try rows("""
            struct ServerRows: View {
                let servers = ["Home", "Office"]
                var body: some View {
                    ForEach(servers, id: \\.self) { server in
                        NavigationLink(server) { Text(server) }
                    }
                    .onMove { _, _ in }
                    Button("Add server") {}
                }
            }
            struct Settings: View {
                var body: some View {
                    NavigationStack {
                        List {
                            Section { ServerRows() }
                            ForEach(["Privacy"], id: \\.self) { name in NavigationLink(name) { Text(name) } }
                        }
                    }
                }
            }
            """, view: "Settings")
        #expect(frames["Home"] == Rect(x: 36, y: 119, width: 321, height: 44))
        #expect(frames["Office"] == Rect(x: 36, y: 163, width: 321, height: 44))
        #expect(frames["Add server"] == Rect(x: 36, y: 207, width: 321, height: 44))
        #expect(frames["Privacy"]?.size == Size(width: 321, height: 44))
    }

    /// A view whose body is a `Section` is a section of the list: its header is a heading and
    /// each of its rows a row.
    @Test func aViewWhoseBodyIsASectionIsASectionOfTheList() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct AccountSection: View {
                var body: some View {
                    Section("Account") {
                        Text("Signed in")
                        Button("Sign out") {}
                    }
                }
            }
            struct Settings: View {
                var body: some View {
                    NavigationStack { Form { AccountSection() } }
                }
            }
            """, view: "Settings")
        var found: [AccessibilityElement] = []
        result.screen.root.forEachDescendant { siblings, index, _ in
            if siblings[index].label != nil { found.append(siblings[index]) }
        }
        #expect(found.map { $0.label ?? "" } == ["ACCOUNT", "Signed in", "Sign out"])
        #expect(found.first?.traits.contains(.header) == true)
        #expect(found.dropFirst().map { $0.frame?.size } == [Size(width: 321, height: 44), Size(width: 321, height: 44)])
    }

    /// A view of one row stays one row.
    @Test func aViewOfOneRowIsOneRow() throws {
        let frames = try rows("""
            struct ServerRow: View {
                var body: some View {
                    HStack { Text("Home"); Spacer(); Text("Online") }
                }
            }
            struct Settings: View {
                var body: some View {
                    NavigationStack { List { ServerRow() } }
                }
            }
            """, view: "Settings")
        #expect(frames["Home"]?.minY == frames["Online"]?.minY)
    }
}
