@testable import Audit
import Testing

/// An SF Symbol the front end knows no description for is read by its own description, which
/// Apple does not publish, or by its name's words ("Clock arrow circlepath"): the audit asks, at
/// the place the symbol is chosen, and claims no "just Button" (docs/swiftui-defaults.md, Default
/// labels and traits).
@Suite struct SymbolNameLabelTests {
    static func findings(_ body: String, declarations: String = "") throws -> [Finding] {
        try ReviewSignalTests.findings(ReviewSignalTests.view(body, declarations: declarations),
                                       rules: [MissingLabelRule.self, IconOnlyButtonWithoutLabelRule.self])
    }

    static func summary(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.ruleID) \($0.location.line) \($0.kind)" }
    }

    @Test func aSymbolWrittenInTheButtonIsAskedOnceAtTheImage() throws {
        let findings = try Self.findings("""
            Button { } label: {
                        Image(systemName: "wand.and.stars")
                    }
            """)
        // Before, `missing-label` also claimed "just Button" at line 6.
        #expect(Self.summary(findings) == ["icon-only-button-without-label 7 needsReview"])
    }

    /// A mark chosen at run time in a tile whose tap reaches its title too (Basic Car
    /// Maintenance's app icons, `isSelected ? SFSymbol.checkmarkFill : SFSymbol.circle`) is a
    /// picture of the tile, asked about as a picture, not as the tile's only label.
    @Test func aPictureNamedAtRunTimeBesideATappedTitleIsAskedAsAPicture() throws {
        let findings = try Self.findings("""
            HStack {
                        Image(systemName: model.isChosen(icon) ? Symbols.checkmark : Symbols.circle)
                        Text("Red Car")
                    }
                    .onTapGesture { model.choose(icon) }
            """)
        let asked = findings.filter { $0.ruleID == "missing-label" }
        #expect(asked.map(\.message).allSatisfy { $0.hasPrefix("This picture's name is chosen at run time") })
        #expect(asked.map { $0.location.line } == [7])
    }

    @Test func aSymbolAnInitialiserOfTheAppsDrawsIsAskedAtTheControl() throws {
        let findings = try Self.findings("""
            IconButton(systemName: "wand.and.stars") { }
            """, declarations: """
            struct IconButton<Label: View>: View {
                let label: Label
                let action: () -> Void
                var body: some View { Button(action: action) { label } }
            }

            extension IconButton where Label == Image {
                init(systemName: String, action: @escaping () -> Void) {
                    self.init(label: Image(systemName: systemName), action: action)
                }
            }
            """)
        // The image is drawn in the initialiser, not in the button's label: no other rule sees it.
        #expect(Self.summary(findings) == ["missing-label 12 needsReview"])
        #expect(findings.first?.message.hasPrefix("This control's only label is the SF Symbol \"wand.and.stars\"") == true)
        #expect(findings.first?.message.contains("(\"Wand and stars\")") == true)
    }

    /// mlem's modlog icon (`Image(systemName: entry.type.icon)`) and an asset whose name a value
    /// holds are read by that name, not as just "Image".
    @Test func aPictureWhoseNameIsChosenAtRunTimeIsReadByThatName() throws {
        for picture in ["Image(systemName: entry.symbolName)", "Image(viewData.iconName)"] {
            let findings = try Self.findings("""
                HStack {
                            \(picture)
                            Text("Alice removed a post")
                        }
                """)
            #expect(Self.summary(findings) == ["missing-label 7 needsReview"], "\(picture)")
            #expect(findings.first?.message.hasPrefix("This picture's name is chosen at run time: VoiceOver reads it by that name") == true)
        }
        let loaded = try Self.findings("""
            HStack {
                        Image(uiImage: avatar)
                        Text("Alice")
                    }
            """)
        #expect(loaded.first?.message.hasPrefix("VoiceOver reads this picture as just \"Image\"") == true)
    }

    /// A label given replaces the symbol's reading: nothing is asked.
    @Test func aSymbolGivenALabelIsNotAsked() throws {
        for labelled in [#"Image(systemName: "qrcode").accessibilityLabel("QR code")"#,
                         #"Image(systemName: "qrcode").accessibilityLabel(Text("QR code"))"#,
                         #"Button { } label: { Image(systemName: "qrcode") }.accessibilityLabel("Show QR code")"#] {
            let findings = try Self.findings("""
                HStack {
                            \(labelled)
                            Text("Scan")
                        }
                """)
            #expect(findings.isEmpty, "\(labelled)")
        }
    }

    @Test func aPictureOfASymbolBesideItsWordsIsAsked() throws {
        let findings = try Self.findings("""
            HStack {
                        Image(systemName: "clock.arrow.circlepath")
                        Text("Waiting for the network")
                    }
            """)
        #expect(Self.summary(findings) == ["missing-label 7 needsReview"])
        #expect(findings.first?.message.hasPrefix("This picture is the SF Symbol \"clock.arrow.circlepath\"") == true)
    }

    /// winston's post card: the score's arrow beside its number, inside a card one tap opens, is
    /// the card's picture, not a control named by the arrow; a symbol with a tap of its own is.
    @Test func aSymbolInACardATapOpensIsAPicture() throws {
        let card = try Self.findings("""
            VStack {
                        Text("A post title")
                        HStack {
                            Image(systemName: "arrow.up.to.line.compact")
                            Text("42")
                        }
                    }
                    .onTapGesture { open() }
            """)
        #expect(Self.summary(card) == ["missing-label 9 needsReview"])
        #expect(card.first?.message.hasPrefix("This picture is the SF Symbol \"arrow.up.to.line.compact\"") == true)
        let own = try Self.findings("""
            HStack {
                        Image(systemName: "arrow.up.to.line.compact").onTapGesture { vote() }
                        Text("42")
                    }
            """)
        #expect(own.first?.message.hasPrefix("This control's only label is the SF Symbol \"arrow.up.to.line.compact\"") == true)
    }

    @Test func aSymbolWithADescriptionIsNotAsked() throws {
        let findings = try Self.findings("""
            HStack {
                        Image(systemName: "globe")
                        Text("Region")
                    }
            """)
        #expect(findings.isEmpty)
    }

    @Test func controlsOfOneSymbolAreSaidToReadAlikeByTheSymbolNotByAGuessedWord() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        ReorderHandle(symbol: "line.3.horizontal")
                        ReorderHandle(symbol: "line.3.horizontal")
                    }
            """, declarations: """
            struct ReorderHandle: View {
                let symbol: String
                var body: some View { Button {} label: { Image(systemName: symbol) }.frame(width: 44, height: 44) }
            }
            """)
        let duplicates = try ReviewSignalTests.findings(source, rules: [DuplicateLabelsRule.self])
        #expect(duplicates.count == 1)  // both drawn at the one place in `ReorderHandle`
        #expect(duplicates.allSatisfy { $0.message.hasPrefix("2 different controls are all read by the same SF Symbol, \"line.3.horizontal\":") })
    }
}
