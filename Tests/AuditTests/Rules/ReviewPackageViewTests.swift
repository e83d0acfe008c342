import Audit
import Testing

/// Views the audit does not read whose call states their role (docs/review.md, Views the audit
/// does not read): a package button given a label, a package text or a tip given what it shows.
/// Each with the case that is still asked.
@Suite struct ReviewPackageViewTests {
    static let tappedRules: [any Rule.Type] = [MissingLabelRule.self, TappableWithoutButtonTraitRule.self]

    // MARK: A package view named as a button, called as SwiftUI's Button

    @Test func aPackageButtonGivenALabelIsAButtonAndOneWithoutIsAsked() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        AsyncButton { try await model.follow() } label: { Text("Follow") }
                        AsyncButton("Unfollow") { try await model.unfollow() }
                        AsyncButton { try await model.follow() }
                        ShareButton(item: model.link)
                    }
                    .onTapGesture { model.open() }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: Self.tappedRules)
        // The first two read "Follow, Button" and "Unfollow, Button"; the last two say nothing of
        // their name or role in the code, so each is asked about both.
        #expect(findings.map(\.location.line) == [9, 9, 10, 10])
        #expect(findings.allSatisfy { $0.kind == .needsReview })
        #expect(findings.map(\.ruleID) == ["missing-label", "tappable-without-button-trait",
                                            "missing-label", "tappable-without-button-trait"])
    }

    @Test func aPackageButtonsLabelIsJudgedAsAButtonsIs() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        AsyncButton { try await model.like() } label: { Circle() }
                        AsyncButton { try await model.notify() } label: { Image(systemName: model.icon) }
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        // A shape names nothing: "Button" alone. A symbol chosen at run time is asked about.
        #expect(findings.map(\.location.line) == [7, 8])
        #expect(findings.map(\.kind) == [.violation, .needsReview])
        #expect(findings.last?.message.contains("AsyncButton") == false)
    }

    // MARK: A package view named as text, and TipKit's TipView

    @Test func aPackageTextOrATipReadsItsRunTimeWordsAndAnImageIsAsked() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        EmojiText(model.note, emojis: model.emojis)
                        Markdown(model.article)
                        TipView(model.tip, arrowEdge: .bottom)
                        KFAnimatedImage(model.avatarURL)
                    }
                    .simultaneousGesture(TapGesture().onEnded { model.showChrome() })
            """)
        let findings = try ReviewSignalTests.findings(source, rules: Self.tappedRules)
        // The texts have a name (their words, known at run time), so only the container's tap is
        // reported on them, as on any text; the package image says nothing of itself and is asked.
        #expect(findings.map(\.location.line) == [7, 8, 9, 10, 10])
        #expect(findings.map(\.ruleID) == ["tappable-without-button-trait", "tappable-without-button-trait",
                                            "tappable-without-button-trait", "missing-label",
                                            "tappable-without-button-trait"])
        #expect(findings.map(\.kind) == [.violation, .violation, .violation, .needsReview, .needsReview])
    }

    @Test func aPackageTextWithoutItsWordsAsFirstArgumentStaysOpaque() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        Text("Article")
                        RichText(html: model.body)
                    }
                    .onTapGesture { model.open() }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: Self.tappedRules)
        #expect(findings.map(\.location.line) == [7, 8, 8])
        #expect(findings.map(\.ruleID) == ["tappable-without-button-trait", "missing-label", "tappable-without-button-trait"])
        #expect(findings.map(\.kind) == [.violation, .needsReview, .needsReview])
        #expect(findings.last?.message.contains("unknown view `RichText`") == true)
    }
}
