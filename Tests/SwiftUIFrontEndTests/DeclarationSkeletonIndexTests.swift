import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntax
import SwiftSyntaxSupport
import Testing

/// The project index built from declaration skeletons (functions' bodies blanked) is the index
/// built from whole trees: the same types, members, extensions, initial values and previews,
/// each reference finding the same node of the whole tree, and the same entry points.
@Suite struct DeclarationSkeletonIndexTests {
    static let files: [(path: String, text: String)] = [
        ("App/Model.swift", """
            import Foundation

            struct Dog: Identifiable, Hashable {
                let id = UUID()
                var name: String
                static let preview = Dog(name: "Rex { not a brace }")
                static let all: [Dog] = { func make(_ n: String) -> Dog { Dog(name: n) }; return [make("A")] }()
                struct Owner<Pet> where Pet: Hashable {
                    enum Role: String { case keeper = "Keeper {", walker }
                    var pets: [Pet] = []
                    func count() -> Int { pets.count }
                }
                init(name: String) { self.name = name }
            }

            func formatted(_ dog: Dog) -> String {
                \"\"\"
                Name: \\(dog.name) }
                \"\"\"
            }

            let greeting = #"Hello { "world" }"#
            """),
        ("App/Model+Extras.swift", """
            extension Dog {
                var title: String { "Dog \\(name)" }
                static func named(_ text: String) -> Dog { Dog(name: text) }
                #if os(iOS)
                var platform: String { "iOS" }
                #else
                var platform: String { "other" }
                #endif
            }

            extension Dog.Owner: Equatable where Pet: Equatable {
                func first() -> Pet? { pets.first }
            }

            @Observable final class Shelter {
                var dogs: [Dog] = [.preview]
                @MainActor func adopt(_ dog: Dog) { dogs.removeAll { $0 == dog } }
            }
            """),
        ("App/DogRow.swift", """
            import SwiftUI

            struct DogRow: View {
                let dog: Dog
                @State private var isOn = false
                var body: some View {
                    HStack { Text(dog.title); Badge(text: formatted(dog)) }
                }
                func helper() -> some View { Text(Dog.preview.name) }
            }

            struct Badge: View {
                let text: String
                var body: some View { Text(text).accessibilityLabel("Badge { }") }
            }

            extension View {
                func card() -> some View { padding().background(Color.gray) }
            }

            #Preview("Row") { DogRow(dog: .preview) }

            struct DogRow_Previews: PreviewProvider {
                static var previews: some View { DogRow(dog: .preview).card() }
            }
            """),
        ("App/Regex.swift", """
            struct Matcher {
                let pattern = /[a-z]+/
                func matches(_ text: String) -> Bool { text.contains(pattern) }
            }
            """),
    ]

    /// Each file as the audit reads one without UI code: its skeleton where the scan is sure.
    static func skeletons() -> [ParsedSourceFile] {
        files.map { ParsedSourceFile(declarationsOf: $0.text, path: $0.path) ?? ParsedSourceFile(path: $0.path, text: $0.text) }
    }

    static func wholes() -> [ParsedSourceFile] { files.map { ParsedSourceFile(path: $0.path, text: $0.text) } }

    @Test func everyFileButTheRegexIsReadAsASkeleton() {
        #expect(Self.skeletons().map(\.isDeclarationSkeleton) == [true, true, true, false])
    }

    @Test func theSkeletonIndexIsTheWholeIndex() {
        let whole = SourceIndex(files: Self.wholes())
        let skeleton = SourceIndex(files: Self.skeletons())
        #expect(Self.describe(skeleton) == Self.describe(whole))
        #expect(Self.describe(whole).contains { $0.hasPrefix("type Dog.Owner.Role enumeration") })
    }

    @Test func theSkeletonProjectHasTheWholeProjectsEntryPoints() {
        let whole = SwiftUIProject(files: Self.wholes())
        let skeleton = SwiftUIProject(files: Self.skeletons())
        for file in Self.files {
            #expect(skeleton.entryPoints(declaredIn: file.path) == whole.entryPoints(declaredIn: file.path))
        }
        #expect(SwiftUIProject.viewsShownByPreviews(skeleton.index) == SwiftUIProject.viewsShownByPreviews(whole.index))
        #expect(SwiftUIProject.viewsShownByPreviews(whole.index) == ["DogRow", "Badge"])
        let settings = AccessibilitySettings()
        #expect(skeleton.lower(entriesDeclaredIn: "App/DogRow.swift", settings: settings).map(\.screen)
            == whole.lower(entriesDeclaredIn: "App/DogRow.swift", settings: settings).map(\.screen))
    }

    /// Everything the index holds, as text, with identifiers gathered or read from the members.
    static func describe(_ index: SourceIndex) -> [String] {
        var lines: [String] = []
        for type in index.allTypes {
            lines.append("type \(type.name) \(type.kind) \(type.files) \(type.conformances) at \(type.position.utf8Offset)")
            for property in type.storedProperties {
                lines.append("  stored \(property.name) \(property.typeText ?? "-") \(property.wrapper ?? "-") "
                    + "\(property.wrapperArguments?.trimmedDescription ?? "-") = \(property.initializer?.trimmedDescription ?? "-") "
                    + "let \(property.isLet) builder \(property.isViewBuilder) \(property.node.trimmedDescription)")
            }
            for (name, member) in type.computedProperties.sorted(by: { $0.key < $1.key }) {
                lines.append("  computed \(name) \(member.owner ?? "-") \(member.syntax.trimmedDescription)")
            }
            for (name, member) in type.staticProperties.sorted(by: { $0.key < $1.key }) {
                let shown = name == "previews" ? index.firstViewName(ofPreviews: member) ?? "none" : "-"
                lines.append("  static \(name) \(member.syntax.trimmedDescription) shows \(shown)")
            }
            for (name, members) in type.functions.sorted(by: { $0.key < $1.key }) {
                lines += members.map { "  func \(name) \($0.syntax.trimmedDescription)" }
            }
            lines += type.initializers.map { "  init \($0.syntax.trimmedDescription)" }
            lines.append("  cases \(type.enumCases) \(type.enumRawValues.mapValues(\.node.trimmedDescription).sorted { $0.key < $1.key })")
            let members = type.memberIdentifiers ?? Self.members(of: type).reduce(into: Set<String>()) { $0.formUnion(SourceIndex.identifiers(in: $1)) }
            lines.append("  identifiers \(members.sorted())")
        }
        for (name, members) in index.globals.sorted(by: { $0.key < $1.key }) {
            lines += members.map { "global \(name) \($0.file.path) \($0.syntax.trimmedDescription)" }
        }
        for (label, table) in [("func", index.globalFunctions), ("view func", index.viewExtensionFunctions)] {
            for (name, members) in table.sorted(by: { $0.key < $1.key }) {
                lines += members.map {
                    "\(label) \(name) \($0.syntax.trimmedDescription) \(($0.identifiers ?? SourceIndex.identifiers(in: $0.syntax)).sorted())"
                }
            }
        }
        lines += index.previews.map { "preview \($0.name ?? "-") \($0.closure.trimmedDescription) \($0.identifiers.sorted()) shows \(index.firstViewName(of: $0) ?? "none")" }
        lines.append("nested \(index.nestedNames.sorted { $0.key < $1.key })")
        return lines
    }

    private static func members(of type: SourceIndex.TypeDecl) -> [Syntax] {
        type.computedProperties.values.map { Syntax($0.syntax) } + type.functions.values.flatMap { $0.map { Syntax($0.syntax) } }
            + type.initializers.map { Syntax($0.syntax) } + type.storedProperties.map { Syntax($0.node) }
            + type.staticProperties.values.map { Syntax($0.syntax) }
    }
}
