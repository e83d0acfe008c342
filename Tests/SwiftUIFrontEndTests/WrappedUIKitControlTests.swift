import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A `UIViewRepresentable` returning one of UIKit's standard controls is the SwiftUI view drawn
/// by that control, with what `makeUIView` sets on it; any other wrapped view stays unknown.
@Suite struct WrappedUIKitControlTests {
    static let representables = """
        struct GrowingEditor: UIViewRepresentable {
            @Binding var text: String
            var placeholder: String
            func makeUIView(context: Context) -> UITextView {
                let textView = UITextView()
                textView.isScrollEnabled = true
                textView.accessibilityLabel = placeholder
                textView.accessibilityHint = "Sends when you press Return"
                return textView
            }
            func updateUIView(_ textView: UITextView, context: Context) {}
        }

        struct BareEditor: UIViewRepresentable {
            func makeUIView(context: Context) -> UITextView {
                let textView = UITextView()
                return textView
            }
            func updateUIView(_ textView: UITextView, context: Context) {}
        }

        class PaddedField: UITextField {}

        struct PasswordField: UIViewRepresentable {
            func makeUIView(context: Context) -> PaddedField {
                let field = PaddedField()
                field.placeholder = "Password"
                field.isSecureTextEntry = true
                return field
            }
            func updateUIView(_ field: PaddedField, context: Context) {}
        }

        struct QuietSwitch: UIViewRepresentable {
            func makeUIView(context: Context) -> UISwitch {
                let control = UISwitch()
                control.isAccessibilityElement = false
                return control
            }
            func updateUIView(_ control: UISwitch, context: Context) {}
        }

        struct ReadOnlyText: UIViewRepresentable {
            let content: String
            func makeUIView(context: Context) -> UITextView {
                let textView = UITextView()
                textView.isEditable = false
                return textView
            }
            func updateUIView(_ textView: UITextView, context: Context) {
                textView.text = content
            }
        }

        struct ConfiguredField: UIViewRepresentable {
            let configure: (UITextField) -> Void
            func makeUIView(context: Context) -> UITextField {
                let field = UITextField()
                configure(field)
                return field
            }
            func updateUIView(_ field: UITextField, context: Context) {
                if field.text?.isEmpty == true { field.accessibilityHint = "Required" }
            }
        }

        struct WebPage: UIViewRepresentable {
            func makeUIView(context: Context) -> WKWebView {
                let view = WKWebView()
                view.accessibilityLabel = "Terms"
                return view
            }
            func updateUIView(_ view: WKWebView, context: Context) {}
        }
        """

    static func elements(_ body: String) -> [AccessibilityElement] {
        let source = """
            struct Compose: View {
                @State private var draft = ""
                var body: some View {
                    \(body)
                }
            }
            """ + "\n" + representables
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/View.swift", text: source)])
        let results = project.lowerRecordingLookups(entriesDeclaredIn: "App/View.swift", settings: AccessibilitySettings(),
                                                    exploringBranches: false).results
        return results.first { $0.screen.name == "Compose" }?.screen.navigationOrder.map(\.element) ?? []
    }

    @Test func aWrappedTextViewIsATextAreaNamedByWhatMakeUIViewSets() throws {
        let elements = Self.elements("GrowingEditor(text: $draft, placeholder: \"Message\")")
        let editor = try #require(elements.first)
        #expect(elements.count == 1)
        #expect(editor.label == "Message")
        #expect(editor.hint == "Sends when you press Return")
        #expect(editor.traits == [.textEntry, .textArea])
        #expect(editor.source?.line == 4)
    }

    @Test func aWrappedTextViewGivenNoLabelHasNone() throws {
        let editor = try #require(Self.elements("BareEditor()").first)
        #expect(editor.label == nil)
        #expect(editor.traits == [.textEntry, .textArea])
        #expect(editor.unresolved.isEmpty)
    }

    @Test func aSubclassOfTheAppsOwnIsTheControlItInheritsFrom() throws {
        let field = try #require(Self.elements("PasswordField()").first)
        #expect(field.label == "Password")
        #expect(field.traits == [.textEntry, .secureTextField])
    }

    @Test func aControlMakeUIViewTakesOutOfTheTreeIsHidden() {
        #expect(Self.elements("VStack { QuietSwitch(); Text(\"Notify me\") }").map(\.label) == ["Notify me"])
    }

    @Test func aReadOnlyTextViewIsReadAsTheTextUpdateUIViewGivesIt() throws {
        let text = try #require(Self.elements("ReadOnlyText(content: \"Terms apply\")").first)
        #expect(text.label == "Terms apply")
        #expect(text.traits == .staticText)
    }

    @Test func whatIsSetInABranchOrByCodeTheViewIsHandedToIsLeftOpen() throws {
        let field = try #require(Self.elements("ConfiguredField(configure: { _ in })").first)
        #expect(field.traits == .textEntry)
        #expect(field.label == nil)
        #expect(field.unresolved.contains { $0.fact == .label && $0.reason.contains("`ConfiguredField`") })
        #expect(field.unresolved.contains { $0.fact == .hint })
    }

    @Test func anyOtherWrappedViewStaysUnknown() throws {
        let page = try #require(Self.elements("WebPage()").first)
        #expect(page.unresolved.contains { $0.reason.contains("`WebPage` wraps a UIKit view") })
    }
}
