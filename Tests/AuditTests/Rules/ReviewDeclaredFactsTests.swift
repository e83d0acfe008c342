@testable import Audit
import Testing

/// Findings the reading of Swiftfin found not worth a reviewer's time, decided from what the code
/// declares (docs/review.md, After reading Swiftfin's causes): the initialiser Swift calls, a
/// run-time value's declared `Text`, and labels that leave out each row's own data.
@Suite struct ReviewDeclaredFactsTests {
    // MARK: The initialiser that takes the arguments in order

    static func row(_ call: String) -> String {
        """
        import SwiftUI

        struct ListRow<Leading: View, Content: View>: View {
            private let action: () -> Void
            private let content: Content
            private let insets: EdgeInsets
            private let leading: Leading

            private init(leading: Leading, content: Content, action: @escaping () -> Void, insets: EdgeInsets) {
                self.leading = leading
                self.content = content
                self.action = action
                self.insets = insets
            }

            var body: some View {
                Button(action: action) {
                    HStack { leading; content }
                        .padding(insets)
                }
            }
        }

        extension ListRow {
            init(insets: EdgeInsets = .zero, @ViewBuilder leading: @escaping () -> Leading,
                 @ViewBuilder content: @escaping () -> Content, action: @escaping () -> Void) {
                self.init(leading: leading(), content: content(), action: action, insets: insets)
            }
        }

        struct SessionRow: View {
            let userName: String
            var body: some View {
                \(call)
            }
        }
        """
    }

    @Test func aCallIsBoundToTheInitialiserThatTakesItsArgumentsInOrder() throws {
        let findings = try ReviewProtocolTests.missingLabels(Self.row("""
            ListRow(insets: EdgeInsets()) { Image(systemName: "person") } content: { Text(userName) } action: {}
            """))
        #expect(findings.map(\.ruleID) == [])
    }

    @Test func aRowWithoutWordsIsStillReported() throws {
        let findings = try ReviewProtocolTests.missingLabels(Self.row("""
            ListRow(insets: EdgeInsets()) { Circle() } content: { Color.red } action: {}
            """))
        #expect(findings.map(\.location.line) == [17])
        #expect(findings.map(\.kind) == [.violation])
    }

    // MARK: A run-time value's declared `Text`

    static func toast(_ titleType: String) -> String {
        """
        import SwiftUI

        final class ToastProxy: ObservableObject {
            @Published private(set) var title: \(titleType)
            init(title: \(titleType)) { self.title = title }
        }

        struct ToastContent: View {
            @EnvironmentObject private var proxy: ToastProxy
            var body: some View {
                Button {
                } label: {
                    proxy.title
                        .fontWeight(.bold)
                }
            }
        }
        """
    }

    @Test func aRunTimeValuesDeclaredTextNamesTheControl() throws {
        #expect(try ReviewProtocolTests.missingLabels(Self.toast("Text")).isEmpty)
    }

    @Test func aRunTimeValueOfAnotherViewTypeIsStillAsked() throws {
        let findings = try ReviewProtocolTests.missingLabels(Self.toast("AnyView"))
        #expect(findings.map(\.location.line) == [11])
        #expect(findings.map(\.kind) == [.needsReview])
    }

    // MARK: Labels that leave out each row's own data

    static func duplicates(_ source: String) throws -> [Finding] {
        try ReviewSignalTests.findings(source, rules: [DuplicateLabelsRule.self])
    }

    static func profiles(_ rows: String) -> String {
        """
        import SwiftUI

        enum L10n {
            static var audio: String { Localization.shared.text("audio") }
            static var add: String { Localization.shared.text("add") }
        }

        struct Profile: Hashable { let audio: [String] }

        final class Profiles: ObservableObject { @Published var all: [Profile] = [] }

        extension Collection { var isNotEmpty: Bool { !isEmpty } }

        struct ProfilesView: View {
            @ObservedObject var profiles: Profiles
            var body: some View {
                Form {
                    \(rows)
                }
            }
        }
        """
    }

    @Test func rowsThatEachReadTheirOwnDataAreNotDuplicates() throws {
        let findings = try Self.duplicates(Self.profiles("""
            ForEach(profiles.all, id: \\.self) { profile in
                        Button {} label: { LabeledContent(L10n.audio, value: profile.audio.joined(separator: ", ")) }
                    }
                    Button {} label: { LabeledContent(L10n.audio, value: profiles.all.first!.audio.joined(separator: ", ")) }
            """))
        #expect(findings.map(\.ruleID) == [])
    }

    @Test func oneAddButtonWhileTheListIsEmptyAndAnotherWhileItIsNotAreNotDuplicates() throws {
        let findings = try Self.duplicates(Self.profiles("""
            if profiles.all.isEmpty { Button(L10n.add) {} }
                    if profiles.all.isNotEmpty { Button(L10n.add) {} }
            """))
        #expect(findings.map(\.ruleID) == [])
    }

    @Test func twoControlsReadingOneConstantAreAskedAbout() throws {
        let findings = try Self.duplicates(Self.profiles("""
            if profiles.all.isEmpty { Button(L10n.add) {} }
                    Button(L10n.add) {}
            """))
        #expect(findings.map(\.location.line) == [18, 19])
        #expect(findings.map(\.kind) == [.needsReview, .needsReview])
    }

    // MARK: A size a property of the same type returns

    static func toolbar(_ fontSize: String) throws -> [Finding] {
        try ReviewSignalTests.findings("""
            import SwiftUI

            struct Toolbar: View {
                let title: String
                private var fontSize: CGFloat {
                    \(fontSize)
                }
                var body: some View {
                    Text(title)
                        .font(.system(size: fontSize, weight: .semibold))
                }
            }
            """, rules: [FixedFontSizeRule.self])
    }

    @Test func aSizeThePropertyWritesIsDecided() throws {
        let findings = try Self.toolbar("UIDevice.isTV ? 30 : 24")
        #expect(findings.map(\.location.line) == [10])
        #expect(findings.map(\.kind) == [.violation])
    }

    @Test func aLargeSizeThePropertyWritesIsNotReported() throws {
        #expect(try Self.toolbar("return UIDevice.isTV ? 128 : 64").isEmpty)
    }

    @Test func aSizeThePropertyReadsElsewhereIsAsked() throws {
        let findings = try Self.toolbar("preferredSize")
        #expect(findings.map(\.kind) == [.needsReview])
    }

    // MARK: A size a function is given

    /// deltachat's `boldAt(indexes:fontSize:)`, whose callers pass a Dynamic Type label's
    /// `font.pointSize`: the size is theirs, so it is asked; one written in the body is claimed.
    @Test func aSizeTheFunctionIsGivenIsAskedAndOneItWritesIsClaimed() throws {
        let findings = try ReviewSignalTests.findings("""
            import UIKit

            extension String {
                func boldAt(indexes: [Int], fontSize: CGFloat) -> NSAttributedString {
                    let text = NSMutableAttributedString(string: self)
                    text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: fontSize), range: NSRange(location: 0, length: 1))
                    text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 15), range: NSRange(location: 1, length: 1))
                    return text
                }
            }
            """, rules: [FixedFontSizeRule.self])
        #expect(findings.map(\.location.line) == [6, 7])
        #expect(findings.map(\.kind) == [.needsReview, .violation])
    }
}
