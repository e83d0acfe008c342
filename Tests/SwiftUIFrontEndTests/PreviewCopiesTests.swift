import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A view modifier of the app's own that draws its content once per value (`ForEach(schemes) {
/// content.preferredColorScheme($0) }`, applied by a preview helper such as brave's
/// `previewColorSchemes()`) makes one preview per copy, as Xcode shows each view `previews`
/// returns apart: not one screen holding the same controls twice.
@Suite struct PreviewCopiesTests {
    static let source = """
        struct Sheet: View {
            var body: some View {
                NavigationStack {
                    Text("Folder")
                        .toolbar { Button("Close") { dismiss() } }
                }
            }
        }
        private struct ColorSchemeCopies: ViewModifier {
            var schemes: [ColorScheme]
            func body(content: Content) -> some View {
                ForEach(schemes, id: \\.self) { scheme in
                    content.preferredColorScheme(scheme)
                }
            }
        }
        extension View {
            func previewColorSchemes(_ schemes: [ColorScheme] = [.light, .dark]) -> some View {
                modifier(ColorSchemeCopies(schemes: schemes))
            }
        }
        struct Sheet_Previews: PreviewProvider {
            static var previews: some View {
                Sheet().previewColorSchemes()
            }
        }
        """

    static let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/Sheet.swift", text: source)])

    @Test func eachCopyIsAPreviewOfItsOwn() throws {
        let provider = try #require(Self.project.entryPoints(declaredIn: "App/Sheet.swift").first { $0.kind == .previewProvider })
        let results = ScreenBuilder(index: Self.project.index, settings: AccessibilitySettings()).buildVariants(provider)
        #expect(results.map(\.screen.name) == ["Sheet_Previews", "Sheet_Previews · preview 2"])
        for result in results {
            #expect(result.screen.navigationOrder.map { $0.element.label ?? "-" }.filter { $0 == "Close" }.count == 1)
        }
    }

    /// A modifier that draws its content once is no set of previews: the screen is the one preview.
    @Test func aModifierDrawingItsContentOnceLeavesOnePreview() throws {
        let once = Self.source.replacingOccurrences(of: "= [.light, .dark]", with: "= [.dark]")
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/Sheet.swift", text: once)])
        let provider = try #require(project.entryPoints(declaredIn: "App/Sheet.swift").first { $0.kind == .previewProvider })
        let results = ScreenBuilder(index: project.index, settings: AccessibilitySettings()).buildVariants(provider)
        #expect(results.map(\.screen.name) == ["Sheet_Previews"])
    }

    /// A view of the app's own around the previews (isowords' `Preview { HomeView() }`) whose body
    /// shows its content once per named preview is as many previews; a view whose body is a group
    /// of views with no preview's name is one screen, as before.
    static func wrapperSource(modifier: String) -> String {
        """
        struct Home: View {
            var body: some View {
                HStack { Text("Home"); Button("Help") { showHelp() } }
            }
        }
        struct Preview<Content: View>: View {
            let content: Content
            init(@ViewBuilder _ content: () -> Content) { self.content = content() }
            var body: some View {
                Group {
                    content.preferredColorScheme(.light)\(modifier == "" ? "" : ".\(modifier)(\"light\")")
                    content.preferredColorScheme(.dark)\(modifier == "" ? "" : ".\(modifier)(\"dark\")")
                }
            }
        }
        struct Home_Previews: PreviewProvider {
            static var previews: some View {
                Preview { Home() }
            }
        }
        """
    }

    @Test func aWrapperViewShowingNamedPreviewsMakesOneOfEach() throws {
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/Home.swift", text: Self.wrapperSource(modifier: "previewDisplayName"))])
        let provider = try #require(project.entryPoints(declaredIn: "App/Home.swift").first { $0.kind == .previewProvider })
        let results = ScreenBuilder(index: project.index, settings: AccessibilitySettings()).buildVariants(provider)
        #expect(results.map(\.screen.name) == ["Home_Previews", "Home_Previews · preview 2"])
        for result in results {
            #expect(result.screen.navigationOrder.compactMap(\.element.label) == ["Home", "Help"])
        }
    }

    @Test func aWrapperViewShowingUnnamedViewsIsOneScreen() throws {
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/Home.swift", text: Self.wrapperSource(modifier: ""))])
        let provider = try #require(project.entryPoints(declaredIn: "App/Home.swift").first { $0.kind == .previewProvider })
        let results = ScreenBuilder(index: project.index, settings: AccessibilitySettings()).buildVariants(provider)
        #expect(results.map(\.screen.name) == ["Home_Previews"])
        #expect(results.first?.screen.navigationOrder.compactMap(\.element.label) == ["Home", "Help", "Home", "Help"])
    }
}
