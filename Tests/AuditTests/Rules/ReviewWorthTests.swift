@testable import Audit
import Testing

/// Findings the readings of Benchmarks/ReviewReadings found not worth a reviewer's time, decided
/// from facts the code states (docs/review.md, Views the audit does not read; docs/swiftui-defaults.md).
@Suite struct ReviewWorthTests {
    // MARK: AVKit's player wrapped for SwiftUI

    static let players = """
        import AVKit

        struct PlayerView: UIViewControllerRepresentable {
            let player: AVPlayer
            func makeUIViewController(context: Context) -> AVPlayerViewController {
                let controller = AVPlayerViewController()
                controller.player = player
                return controller
            }
            func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
        }

        struct CameraView: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
            func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
        }
        """

    @Test func aWrappedSystemPlayerIsDrawnAndAnyOtherWrappedControllerIsAsked() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        ZStack { PlayerView(player: model.player); Text("Trailer") }.onTapGesture { tap() }
                        ZStack { CameraView(); Text("Scan") }.onTapGesture { tap() }
                    }
            """, declarations: Self.players)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        #expect(findings.map(\.location.line) == [8])
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.message.contains("`CameraView` wraps a UIKit view") == true)
    }

    // MARK: UIKit's text view wrapped for SwiftUI

    static let editors = """
        struct ChatEditor: UIViewRepresentable {
            @Binding var placeholder: String?
            func makeUIView(context: Context) -> UITextView {
                let textView = UITextView()
                textView.adjustsFontForContentSizeCategory = true
                textView.accessibilityLabel = placeholder
                return textView
            }
            func updateUIView(_ textView: UITextView, context: Context) {}
        }

        struct NoteEditor: UIViewRepresentable {
            func makeUIView(context: Context) -> UITextView { let textView = UITextView(); return textView }
            func updateUIView(_ textView: UITextView, context: Context) {}
        }
        """

    @Test func aWrappedTextViewIsLabelledByMakeUIViewOrReportedAsAnUnlabelledField() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        ChatEditor(placeholder: $model.prompt)
                        NoteEditor()
                    }
            """, declarations: Self.editors)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        // Before, both were unknown views asked about; now the labelled one is a field with a
        // label known at run time, and the other a field with none, a violation.
        #expect(findings.map(\.location.line) == [8])
        #expect(findings.map(\.kind) == [.violation])
        // The message names what VoiceOver says for the control, not a button's type.
        #expect(findings.first?.message.contains("just its type (\"Text Field\")") == true)
    }

    // MARK: A spinner beside the text that says what loads

    static func progress(_ body: String) throws -> [Finding] {
        try ReviewSignalTests.findings(ReviewSignalTests.view(body), rules: [ProgressWithoutLabelRule.self])
    }

    @Test func aSpinnerBesideATextInItsStackIsANoteNamingTheText() throws {
        let findings = try Self.progress("""
            HStack {
                        ProgressView()
                        Text("Syncing…").font(.caption)
                    }
            """)
        #expect(findings.map(\.location.line) == [7])
        #expect(findings.map(\.severity) == [.note])
        #expect(findings.first?.message.contains("`Text(\"Syncing…\")` beside this spinner") == true)
        #expect(findings.first?.fix?.contains(".accessibilityHidden(true)") == true)
    }

    /// A progress bar is read as its percentage, not "In progress".
    @Test func aProgressBarBesideATextIsNamedAsOne() throws {
        let findings = try Self.progress("""
            HStack {
                        ProgressView(value: uploaded)
                        Text(uploadProgressText())
                    }
            """)
        #expect(findings.map(\.severity) == [.note])
        #expect(findings.first?.message.contains("beside this progress bar and stops on the progress bar itself too, saying just its percentage") == true)
        #expect(findings.first?.message.contains("In progress") == false)
    }

    @Test func aSpinnerAloneOrBesideOtherViewsIsAWarning() throws {
        let findings = try Self.progress("""
            VStack {
                        HStack { Spacer(); ProgressView(); Spacer() }
                        HStack {
                            ProgressView()
                            if model.hasName { Text(model.name) }
                        }
                        HStack {
                            ProgressView()
                            Text("Hidden").accessibilityHidden(true)
                        }
                        Section { ProgressView(); Text("Loading") }
                    }
            """)
        #expect(findings.map(\.location.line) == [7, 9, 13, 16])
        #expect(findings.map(\.severity) == [.warning, .warning, .warning, .warning])
    }

    @Test func aSpinnerBesideItsTextAndHiddenIsNotReported() throws {
        let findings = try Self.progress("""
            VStack {
                        ProgressView().accessibilityHidden(true)
                        Text("Loading subscription options…")
                    }
            """)
        #expect(findings.isEmpty)
    }

    // MARK: A tap on a whole screen

    @Test func aTapOnAScreensScrollViewIsNotEachTextsControlAndATapOnARowIs() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        HStack {
                            Text("Media Grid")
                            Image(systemName: "chevron.right")
                        }
                        .onTapGesture { model.openGrid() }
                        ScrollView(.horizontal) { Text("Tags") }.onTapGesture { model.openTags() }
                        ScrollViewReader { _ in
                            ScrollView { VStack { Text("An article"); Text("Its next paragraph") } }
                        }
                        .simultaneousGesture(TapGesture().onEnded { model.showToolbar() })
                        Form { Text("Notes") }.onTapGesture { model.hideKeyboard() }
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [TappableWithoutButtonTraitRule.self])
        // The row's two elements answer its tap: one finding, at the tap, where the trait goes.
        #expect(findings.map(\.location.line) == [11, 12])
        #expect(findings.allSatisfy { $0.kind == .violation })
    }

    // MARK: A text field titled at run time

    @Test func aTextFieldTitledAtRunTimeHasANameAndAnEmptyTitleHasNone() throws {
        let source = ReviewSignalTests.view("""
            Form {
                        TextField(Strings.title, value: $model.name, format: .nilIfEmptyString)
                        TextField("", text: $model.note)
                    }
            """, declarations: """
            extension String: Identifiable { public var id: String { self } }

            enum Strings {
                static var title: String { tr("title", fallback: "Title") }
                private static func tr(_ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    let format = Bundle.main.localizedString(forKey: key, value: value, table: nil)
                    return String(format: format, locale: Locale.current, arguments: args)
                }
            }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        #expect(findings.map(\.location.line) == [8])
        #expect(findings.map(\.kind) == [.violation])
    }
}
