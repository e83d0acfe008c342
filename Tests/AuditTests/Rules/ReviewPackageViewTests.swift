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
        // their name or role in the code, so each is asked about both: its name where it is
        // written, the stack's tap they may answer once, at the tap.
        #expect(findings.map(\.location.line) == [9, 10, 12])
        #expect(findings.allSatisfy { $0.kind == .needsReview })
        #expect(findings.map(\.ruleID) == ["missing-label", "missing-label", "tappable-without-button-trait"])
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

    @Test func aPackageTextOrATipReadsItsRunTimeWordsAndAnImageIsAPicture() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        EmojiText(model.note, emojis: model.emojis)
                        Markdown(model.article)
                        TipView(model.tip, arrowEdge: .bottom)
                        KFImage(model.avatarURL)
                    }
                    .simultaneousGesture(TapGesture().onEnded { model.showChrome() })
            """)
        let findings = try ReviewSignalTests.findings(source, rules: Self.tappedRules)
        // The texts have a name (their words, known at run time), so only the container's tap is
        // reported, once, at the tap, as for any texts; the package image is a picture nothing
        // names, as an `AsyncImage` is, and the tap makes it a control without a name.
        #expect(findings.map(\.location.line) == [10, 12])
        #expect(findings.map(\.ruleID) == ["missing-label", "tappable-without-button-trait"])
        #expect(findings.allSatisfy { $0.kind == .violation })
    }

    // MARK: A package image given only its source, and a package container given only its content

    @Test func aPackageImageDropsItsPackagesModifiersAndIsNamedByTheCode() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        KFImage(model.avatarURL)
                            .placeholder { _ in Circle() }
                            .cancelOnDisappear(true)
                        KFImage(model.bannerURL).onFailure { _ in }.accessibilityLabel("Banner").onTapGesture { tap() }
                        ZStack { LazyImage(url: model.posterURL) { state in state.image } }.onTapGesture { tap() }
                        KFImage(url: model.headerURL).accessibilityHidden(true)
                    }
            """, declarations: """
            extension View {
                func placeholder(when shown: Bool, @ViewBuilder placeholder: () -> some View) -> some View {
                    ZStack { placeholder().opacity(shown ? 1 : 0); self }
                }
            }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: Self.tappedRules)
        // The avatar is a picture nothing names, read as just "Image" as an `AsyncImage` is: the
        // package's own modifiers leave nothing open. The banner is named by the code and tapped:
        // no "Button". The poster is drawn by a closure of the package's state from the loaded
        // picture, nothing naming it (docs/review.md, Pictures of the image-loading packages):
        // tapped, a control without a name. The header is hidden.
        #expect(findings.map(\.location.line) == [7, 10, 11, 11])
        #expect(findings.map(\.ruleID) == ["missing-label", "tappable-without-button-trait",
                                            "missing-label", "tappable-without-button-trait"])
        #expect(findings.map(\.kind) == [.violation, .violation, .violation, .violation])
    }

    /// Kingfisher's `KFAnimatedImage` is a `UIImageView` in a representable, no element unless the
    /// app makes it one: VoiceOver does not stop on it, and a button drawn with it alone is "Button".
    @Test func aPackageImageDrawnByAUIKitImageViewIsNoElement() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        KFAnimatedImage(model.avatarURL).placeholder { _ in Circle() }
                        Button { model.open() } label: { KFAnimatedImage(model.iconURL) }
                        KFAnimatedImage(model.photoURL).accessibilityLabel("Layla on the sofa")
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: Self.tappedRules)
        #expect(findings.map(\.location.line) == [8])
        #expect(findings.map(\.message) == [#"VoiceOver reads this control as just its type ("Button"): a person who cannot see it does not know what it does."#])
    }

    @Test func aPackageContainerGivenOnlyItsContentShowsItAndOneWithArgumentsIsAsked() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        SwipeViewGroup {
                            ForEach(model.messages) { message in
                                Text(message.body).onTapGesture { model.select(message) }
                            }
                        }
                        ZStack { SwipeViewGroup(style: .reveal) { Text("Pinned") } }.onTapGesture { tap() }
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: Self.tappedRules)
        #expect(findings.map(\.location.line) == [9, 12, 12])
        #expect(findings.map(\.kind) == [.violation, .needsReview, .needsReview])
        #expect(findings.last?.message.contains("unknown view `SwipeViewGroup`") == true)
    }

    @Test func aViewThatOnlyTracksWhatItsContentReadsShowsItsContent() throws {
        let source = ReviewSignalTests.view("""
            WithPerceptionTracking {
                        VStack {
                            Text(model.title).onTapGesture { model.open() }
                            Button { model.close() } label: { Circle() }
                        }
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: Self.tappedRules)
        // Read as its content is: the tapped text lacks the button trait, the shape names nothing.
        #expect(findings.map(\.location.line) == [8, 9])
        #expect(findings.map(\.kind) == [.violation, .violation])
        #expect(findings.map(\.ruleID) == ["tappable-without-button-trait", "missing-label"])
    }
}
