import AccessibilityTree
import Foundation
import SwiftSyntaxSupport
import SwiftUIFrontEnd
import TestSupport
import Testing

@Suite struct DiscoveryTests {
    static let source = """
        import SwiftUI

        struct ProfileView: View {
            @Environment(\\.dynamicTypeSize) private var size
            @State private var isEditing = false
            let name: String
            var body: some View { Text(name) }
        }

        private struct Bordered: ViewModifier {
            func body(content: Content) -> some View { content.padding() }
        }

        struct Model { var count = 0 }

        #Preview {
            ProfileView(name: "Dan")
        }

        #Preview("Long name") {
            ProfileView(name: "Daniel Alexander")
        }

        struct ProfileView_Previews: PreviewProvider {
            static var previews: some View { ProfileView(name: "Provider") }
        }
        """

    let files = [ParsedSourceFile(path: "Profile.swift", text: DiscoveryTests.source)]

    @Test func findsViewsAndModifiersWithTheirStoredProperties() {
        let views = SwiftUIFrontEnd.discoverViews(in: files)
        #expect(views.map(\.name) == ["ProfileView", "Bordered"])
        #expect(views.map(\.kind) == [.view, .viewModifier])
        #expect(views[0].source == SourceLocation(file: "Profile.swift", line: 3, column: 8))
        #expect(views[0].storedProperties == [
            .init(name: "size", type: nil, wrapper: "Environment", hasDefault: false),
            .init(name: "isEditing", type: nil, wrapper: "State", hasDefault: true),
            .init(name: "name", type: "String", wrapper: nil, hasDefault: false),
        ])
    }

    @Test func entryPointsListPreviewsThenProvidersThenViews() {
        let entries = SwiftUIFrontEnd.entryPoints(in: files)
        #expect(entries.map(\.name) == ["Profile.swift:16", "Long name", "ProfileView_Previews", "ProfileView"])
        #expect(entries.map(\.kind) == [.preview, .preview, .previewProvider, .view])
        #expect(entries.map(\.viewName) == ["ProfileView", "ProfileView", "ProfileView", "ProfileView"])
    }

    @Test func previewsGiveConcreteArguments() {
        let entries = SwiftUIFrontEnd.entryPoints(in: files)
        let labels = entries.map { entry in
            SwiftUIFrontEnd.lower(entry: entry, files: files, settings: AccessibilitySettings()).screen.root.children.first?.label
        }
        #expect(labels == ["Dan", "Daniel Alexander", "Provider", "name"])
    }

    @Test func namedViewUsesPlaceholdersAndSaysSo() {
        let entry = SwiftUIFrontEnd.entryPoints(in: files).first { $0.kind == .view }
        let result = entry.map { SwiftUIFrontEnd.lower(entry: $0, files: files, settings: AccessibilitySettings()) }
        #expect(result?.diagnostics.map(\.description)
                == ["Profile.swift:3:8: note: `ProfileView.name` has no value here; placeholder \"name\" used"])
    }

    @Test(arguments: [
        (view: "ProfileVeiw", message: "no view named 'ProfileVeiw'. Did you mean 'ProfileView'?"),
        (view: "Settings", message: "no view named 'Settings'. Available: ProfileView"),
    ])
    func unknownViewNamesTheNearest(_ example: (view: String, message: String)) throws {
        let folder = try temporaryFolder(files: ["Profile.swift": Self.source])
        #expect(throws: FrontEndError.self) { try SwiftUIFrontEnd.screens(forPaths: [folder.path], view: example.view) }
        do {
            _ = try SwiftUIFrontEnd.screens(forPaths: [folder.path], view: example.view)
        } catch {
            #expect(error.description == example.message)
        }
    }

    @Test func missingPathAndViewlessFolderAreClearErrors() throws {
        #expect(throws: FrontEndError.fileNotFound(path: "/no/such/place")) {
            try SwiftUIFrontEnd.screens(forPaths: ["/no/such/place"])
        }
        let folder = try temporaryFolder(files: ["Model.swift": "struct Model { var count = 0 }"])
        #expect(throws: FrontEndError.noViews(paths: [folder.path])) { try SwiftUIFrontEnd.screens(forPaths: [folder.path]) }
        #expect(FrontEndError.fileNotFound(path: "/x").description == "/x: no such file or folder")
    }

    @Test func folderSearchSkipsBuildProductsAndHiddenFolders() throws {
        let folder = try temporaryFolder(files: [
            "App/Home.swift": "struct Home: View { var body: some View { Text(\"Home\") } }",
            ".build/Generated.swift": "struct Generated: View { var body: some View { Text(\"No\") } }",
            "Pods/Lib/Pod.swift": "struct PodView: View { var body: some View { Text(\"No\") } }",
            ".hidden/Secret.swift": "struct Secret: View { var body: some View { Text(\"No\") } }",
            "DerivedData/X.swift": "struct Derived: View { var body: some View { Text(\"No\") } }",
        ])
        let results = try SwiftUIFrontEnd.screens(forPaths: [folder.path])
        #expect(results.map(\.entry.name) == ["Home"])
        #expect(results.first?.screen.root.children.first?.label == "Home")
    }

    /// The copies `xcodebuild -exportLocalizations` keeps for translators are not the app's.
    @Test func localizationCatalogsAreNotSearched() throws {
        let folder = try temporaryFolder(files: [
            "App/Base.lproj/Main.storyboard": "<document/>",
            "App/Home.swift": "struct Home: View { var body: some View { Text(\"Home\") } }",
            "Localizations/en.xcloc/Source Contents/App/Base.lproj/Main.storyboard": "<document/>",
            "Localizations/en.xcloc/Source Contents/App/Home.swift": "struct Home: View { var body: some View { Text(\"No\") } }",
        ])
        #expect(try SourceFinder.swiftFiles(at: [folder.path]) == [folder.path + "/App/Home.swift"])
        #expect(SourceFinder.interfaceFiles(in: [folder.path]) == [folder.path + "/App/Base.lproj/Main.storyboard"])
    }

    @Test func previewIsChosenByName() throws {
        let folder = try temporaryFolder(files: ["Profile.swift": Self.source])
        let results = try SwiftUIFrontEnd.screens(forPaths: [folder.path], preview: "Long name",
                                                  settings: AccessibilitySettings(contentSize: .accessibilityMedium))
        #expect(results.count == 1)
        #expect(results.first?.screen.settings.contentSize == .accessibilityMedium)
        #expect(results.first?.screen.root.children.first?.label == "Daniel Alexander")
    }
}

/// A new folder holding `files` (relative path → contents).
func temporaryFolder(files: [String: String]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder("discovery")
    for (path, text) in files { try folder.write(path, text) }
    return folder
}

@Suite struct DuplicateTypeTests {
    /// Two apps in one folder, each with its own `Row`: each view uses the one beside it.
    @Test func typesResolveToTheDeclarationInTheSameApp() throws {
        let folder = try temporaryFolder(files: [
            "AppA/Home.swift": "struct HomeA: View { var body: some View { Row() } }",
            "AppA/Row.swift": "struct Row: View { var body: some View { Text(\"Row of A\") } }",
            "AppB/Home.swift": "struct HomeB: View { var body: some View { Row() } }",
            "AppB/Row.swift": "struct Row: View { var body: some View { Text(\"Row of B\") } }",
        ])
        let results = try SwiftUIFrontEnd.screens(forPaths: [folder.path])
        let labels = results.map { "\($0.entry.name): \($0.screen.root.children.first?.label ?? "")" }
        #expect(labels == ["HomeA: Row of A", "Row: Row of A", "HomeB: Row of B", "Row: Row of B"])
    }
}

@Suite struct UnreadableFileTests {
    @Test func unreadableFileInAFolderIsSkippedAndNamed() throws {
        let folder = try temporaryFolder(files: ["Home.swift": "struct Home: View { var body: some View { Text(\"Home\") } }"])
        let bad = folder.path + "/Broken.swift"
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: URL(fileURLWithPath: bad))
        let results = try SwiftUIFrontEnd.screens(forPaths: [folder.path])
        #expect(results.first?.screen.root.children.first?.label == "Home")
        #expect(results.first?.diagnostics.map(\.description) == ["\(bad):1:1: error: not UTF-8 text or not readable; skipped"])
        #expect(throws: FrontEndError.unreadableFile(path: bad, reason: "not UTF-8 text or not readable")) {
            try SwiftUIFrontEnd.screens(forPaths: [bad])
        }
    }

    /// Found by fuzzing (docs/fuzzing.md): `perceive tree` and `perceive voiceover` on a file whose
    /// square brackets nest deeply waited on the parser's exponential look-ahead without end.
    static let deeplyNestedSource = """
        import SwiftUI
        struct Star: View {
            var body: some View { Image(systemName: "star").foregroundStyle(isOn ? .yellow[[[[[[[[[[[[[ : .gray) }
        }
        """
    static let deepNestingReason = "square brackets nest 13 levels deep; past 12 the Swift parser takes exponential time, "
        + "so the file is not audited"

    @Test func deeplyNestedBracketsAreSkippedAndNamed() throws {
        let folder = try temporaryFolder(files: ["Home.swift": "struct Home: View { var body: some View { Text(\"Home\") } }",
                                                 "Star.swift": Self.deeplyNestedSource])
        let star = folder.path + "/Star.swift"
        let results = try SwiftUIFrontEnd.screens(forPaths: [folder.path])
        #expect(results.map(\.entry.name) == ["Home"])
        #expect(results.first?.diagnostics.map(\.description) == ["\(star):1:1: error: \(Self.deepNestingReason); skipped"])
        #expect(throws: FrontEndError.unreadableFile(path: star, reason: Self.deepNestingReason)) {
            try SwiftUIFrontEnd.screens(forPaths: [star])
        }
        #expect(throws: FrontEndError.unreadableFile(path: "View.swift", reason: Self.deepNestingReason)) {
            try SwiftUIFrontEnd.lower(source: Self.deeplyNestedSource)
        }
    }

    @Test func linkedFolderLoopIsNotFollowed() throws {
        let folder = try temporaryFolder(files: ["App/Home.swift": "struct Home: View { var body: some View { Text(\"Home\") } }"])
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Loop", withDestinationPath: folder.path)
        #expect(try SwiftUIFrontEnd.screens(forPaths: [folder.path]).map(\.entry.name) == ["Home"])
    }
}

@Suite struct NestedTypeTests {
    /// Two providers each nest a `Preview` view: each uses its own, and SwiftUI's `Button`
    /// is not hidden by a nested model type of that name.
    @Test func nestedTypesResolveInsideTheirEnclosingType() throws {
        let folder = try temporaryFolder(files: [
            "A.swift": """
                struct A_Previews: PreviewProvider {
                    struct Preview: View { var body: some View { Text("Preview A") } }
                    static var previews: some View { Preview() }
                }
                enum Menu { struct Button { let title: String } }
                """,
            "B.swift": """
                struct B_Previews: PreviewProvider {
                    struct Preview: View { var body: some View { Button("Preview B") { } } }
                    static var previews: some View { Preview() }
                }
                """,
        ])
        let results = try SwiftUIFrontEnd.screens(forPaths: [folder.path])
        let lines = results.map { result in
            "\(result.entry.name): " + result.screen.root.children.map { TreeOutline().line(for: $0) }.joined(separator: ", ")
        }
        #expect(lines == ["A_Previews: \"Preview A\" [staticText]", "B_Previews: \"Preview B\" [button]"])
    }
}

@Suite struct SameNameViewTests {
    @Test func aViewNameDeclaredInTwoAppsSelectsBoth() throws {
        let folder = try temporaryFolder(files: [
            "AppA/ContentView.swift": "struct ContentView: View { var body: some View { Text(\"A\") } }",
            "AppB/ContentView.swift": "struct ContentView: View { var body: some View { Text(\"B\") } }",
        ])
        let results = try SwiftUIFrontEnd.screens(forPaths: [folder.path], view: "ContentView")
        #expect(results.map { $0.screen.root.children.first?.label } == ["A", "B"])
        #expect(results.map { ($0.entry.source.file as NSString).lastPathComponent } == ["ContentView.swift", "ContentView.swift"])
    }
}
