import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A preview that lays several views of one kind side by side is a sheet of variants, not a
/// screen of the app (`Screen.isPreviewArrangement`); a preview of one view, however wrapped, is.
@Suite struct PreviewArrangementTests {
    static let views = """
        struct Field: View {
            let text: String
            var body: some View { TextField("Placeholder", text: .constant(text)) }
        }
        struct Settings: View {
            var body: some View { Form { Toggle("Sync", isOn: .constant(true)) } }
        }
        struct Login: View {
            var body: some View { VStack { Field(text: ""); Field(text: "") } }
        }
        struct ScreenPadding: ViewModifier {
            func body(content: Content) -> some View { content.padding(.horizontal, 24) }
        }
        struct ScreenBackground: ViewModifier {
            func body(content: Content) -> some View {
                ZStack {
                    Color.gray.edgesIgnoringSafeArea(.all)
                    content
                }
            }
        }
        extension View {
            func screenPadding() -> some View { modifier(ScreenPadding()) }
            func screenBackground() -> some View { modifier(ScreenBackground()) }
        }
        """

    static func arrangements(_ preview: String) -> [Bool] {
        let source = views + "\n" + preview
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/View.swift", text: source)])
        return project.lowerRecordingLookups(entriesDeclaredIn: "App/View.swift", settings: AccessibilitySettings(),
                                             exploringBranches: false)
            .results.filter { $0.screen.name?.contains("Preview") == true || $0.screen.name?.contains("View.swift") == true }
            .map(\.screen.isPreviewArrangement)
    }

    @Test func variantsOfOneViewSideBySideAreAnArrangement() {
        #expect(Self.arrangements("""
            #Preview {
                VStack(spacing: 16) {
                    Field(text: "")
                    Field(text: "123")
                }
                .padding()
            }
            """) == [true])
    }

    @Test func sectionsOfAFormShowingStylesAreAnArrangement() {
        #expect(Self.arrangements("""
            #Preview {
                Form {
                    Section { Button("Title") { } }
                    Section { Button("Title") { }.buttonStyle(.borderless) }
                }
            }
            """) == [true])
    }

    @Test func oneViewOfTheAppWrappedToBeShownIsNoArrangement() {
        #expect(Self.arrangements("""
            #Preview {
                NavigationStack { Settings() }
            }
            """) == [false])
        #expect(Self.arrangements("""
            #Preview {
                VStack {
                    Text("Header")
                    Field(text: "")
                }
            }
            """) == [false])
    }

    /// zashi's style sheet of its button (`VStack { ZashiButton("Button") … }.screenHorizontalPadding()`).
    @Test func variantsUnderAViewModifierOfTheAppAreAnArrangement() {
        #expect(Self.arrangements("""
            #Preview {
                VStack {
                    Field(text: "")
                    Field(text: "123")
                }
                .screenPadding()
            }
            """) == [true])
    }

    /// zashi's message editor, shown enabled and disabled over its screen background
    /// (`VStack { MessageEditorView(…); MessageEditorView(…).disabled(true) }.applyScreenBackground()`).
    @Test func variantsOverABackgroundOfTheAppAreAnArrangement() {
        #expect(Self.arrangements("""
            #Preview {
                VStack {
                    Field(text: "")
                    Field(text: "").disabled(true)
                }
                .screenBackground()
            }
            """) == [true])
        #expect(Self.arrangements("""
            #Preview {
                Login().screenBackground()
            }
            """) == [false])
    }

    @Test func aViewOfTheAppWhoseBodyRepeatsAViewIsNoArrangement() {
        #expect(Self.arrangements("""
            #Preview {
                Login().screenPadding()
            }
            """) == [false])
    }
}
