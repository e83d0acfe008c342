import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A project whose trees are let go as it is built, and parsed again as lowering reads them,
/// lowers exactly as one that keeps every tree.
@Suite struct SwiftUIProjectStoreTests {
    static let files = [
        ParsedSourceFile(path: "App/Model.swift", text: """
            struct Dog { let name: String; static let preview = Dog(name: "Rex") }
            enum Palette { static let accent = "Accent" }
            """),
        ParsedSourceFile(path: "App/DogRow.swift", text: """
            struct DogRow: View {
                let dog: Dog
                #if os(iOS)
                @ScaledMetric(relativeTo: .body) var size = 44
                #endif
                var body: some View {
                    HStack { Image(systemName: "pawprint"); Text(dog.name); Button("Adopt") {} }
                }
            }
            """),
        ParsedSourceFile(path: "App/Previews.swift", text: """
            #Preview("Row") { DogRow(dog: .preview) }
            """),
    ]

    @Test func loweringWithTreesParsedAgainEqualsLoweringWithEveryTreeKept() {
        let kept = SwiftUIProject(files: Self.files)
        let store = SyntaxTreeStore(byteLimit: 1)
        let builder = SwiftUIProject.Builder(store: store)
        for file in Self.files { builder.add(file) }
        let parsedAgain = builder.finish()
        let settings = AccessibilitySettings()
        for file in Self.files {
            #expect(parsedAgain.entryPoints(declaredIn: file.path) == kept.entryPoints(declaredIn: file.path))
            #expect(parsedAgain.lower(entriesDeclaredIn: file.path, settings: settings)
                    == kept.lower(entriesDeclaredIn: file.path, settings: settings))
        }
        #expect(!kept.lower(entriesDeclaredIn: "App/Previews.swift", settings: settings).isEmpty)
        #expect(store.reparsedCount > 0)
        #expect(store.keptSourceBytes <= Self.files.map(\.text.utf8.count).max() ?? 0)
    }
}
