import Audit
import Foundation
import TestSupport
import Testing

/// Tree rules on screens the UIKit front end lowers from source: a rule's own examples are
/// screens or Swift for source rules, so UIKit source reaches tree rules only through the
/// audit (docs/uikit.md, In the audit).
@Suite struct UIKitTreeRuleTests {
    /// The findings of the whole catalogue on one UIKit file, as "rule line".
    static func findings(_ source: String, file: String = "View.swift") throws -> [String] {
        let folder = try TemporaryFolder()
        let path = try folder.write(file, source)
        let result = try AuditRunner(rules: AllRules.all).run(paths: [path])
        #expect(result.inputErrors.isEmpty)
        return result.findings.map { "\($0.ruleID) \($0.location.line)" }.sorted()
    }

    /// A header with one image button; `LABEL` is replaced by a line that labels it, or nothing.
    static let header = """
        import UIKit

        final class RouteHeaderView: UIView {
            let shareButton = UIButton(type: .custom)

            override init(frame: CGRect) {
                super.init(frame: frame)
                shareButton.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
                shareButton.setImage(IMAGE, for: .normal)
                LABEL
                addSubview(shareButton)
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    static func header(image: String, label: String = "") -> String {
        header.replacingOccurrences(of: "IMAGE", with: image).replacingOccurrences(of: "LABEL", with: label)
    }

    @Test func anImageOnlyButtonNamedAfterItsAssetIsReported() throws {
        let findings = try Self.findings(Self.header(image: #"UIImage(named: "ic_share_route")"#))
        #expect(findings == ["label-is-file-name 4"])
    }

    /// A symbol the front end knows no description for is read by it or by its name's words, as
    /// in SwiftUI: asked, not reported as "Button" alone; one it knows is read by its description.
    @Test func aSymbolButtonIsAskedAboutWhenItsDescriptionIsNotKnown() throws {
        let unknown = try Self.findings(Self.header(image: #"UIImage(systemName: "camera.rotate.fill")"#))
        #expect(unknown == ["missing-label 4"])
        let folder = try TemporaryFolder()
        let path = try folder.write("View.swift", Self.header(image: #"UIImage(systemName: "camera.rotate.fill")"#))
        let asked = try AuditRunner(rules: [MissingLabelRule.self]).run(paths: [path]).findings
        #expect(asked.map(\.kind) == [.needsReview])
        #expect(asked.first?.message.hasPrefix("This control's only label is the SF Symbol \"camera.rotate.fill\"") == true)
        #expect(try Self.findings(Self.header(image: #"UIImage(systemName: "trash")"#)).isEmpty)
    }

    @Test func anImageOnlyButtonWithoutAnImageNameHasNoLabel() throws {
        let findings = try Self.findings(Self.header(image: "Theme.shareIcon"))
        #expect(findings.contains { $0.hasPrefix("missing-label 4") }, "\(findings)")
    }

    /// An image named by a member the audit cannot read (a package's `Theme.shareIcon`, an asset
    /// symbol Xcode generates, `.liveMinimize`) may carry its asset's name, which VoiceOver
    /// reads: asked about, as an image chosen at run time is, not reported as read "Button".
    @Test(arguments: ["Theme.shareIcon", ".liveMinimize"])
    func anImageOnlyButtonWhoseImageIsAMemberNotReadIsAskedAbout(_ image: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("View.swift", Self.header(image: image))
        let asked = try AuditRunner(rules: [MissingLabelRule.self]).run(paths: [path]).findings
        #expect(asked.map(\.kind) == [.needsReview])
        #expect(asked.first?.message.contains("a member the audit did not read") == true)
    }

    /// A value of words the audit cannot read and no label (2FAS's reveal button): the question
    /// is where its words are — VoiceOver reads the value, Voice Control has no name to show.
    @Test func aButtonWhoseOnlyWordsAreAValueIsAskedWhereTheyAre() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("View.swift", Self.header(image: "nil",
                                                               label: "shareButton.accessibilityValue = T.Tokens.showServiceKey"))
        let found = try AuditRunner(rules: [MissingLabelRule.self]).run(paths: [path]).findings
        #expect(found.map(\.message).allSatisfy { $0.hasPrefix("This control has no label: its only words are its value") })
        #expect(found.count == 1)
        let plain = try AuditRunner(rules: [MissingLabelRule.self]).run(paths: [try folder.write("View.swift", Self.header(image: "nil"))]).findings
        #expect(plain.map(\.message).allSatisfy { $0.hasPrefix("VoiceOver reads this control as just its type") } && plain.count == 1)
    }

    /// A title or label of words the audit cannot read is a label: nothing to ask (as SwiftUI's
    /// `Text(model.name)`), unlike a button given none.
    @Test func aButtonTitledOrLabelledAtRunTimeIsNotAskedAbout() throws {
        let titled = try Self.findings(Self.header(image: "Theme.shareIcon",
                                                   label: #"shareButton.setTitle(OCLocalizedString("Share", nil), for: .normal)"#))
        #expect(!titled.contains { $0.hasPrefix("missing-label") }, "\(titled)")
        let labelled = try Self.findings(Self.header(image: "Theme.shareIcon",
                                                     label: "shareButton.accessibilityLabel = route.shareTitle()"))
        #expect(!labelled.contains { $0.hasPrefix("missing-label") }, "\(labelled)")
    }

    /// A button given its configuration by a `configurationUpdateHandler` (Brave's page-security
    /// button) shows what the handler makes, at run time: not a button with nothing to read.
    @Test func aButtonConfiguredByItsUpdateHandlerIsNotReportedAsUnnamed() throws {
        let handled = Self.header(image: "nil", label: """
            shareButton.configurationUpdateHandler = { button in button.configuration = Self.configuration(for: button.state) }
            """)
        let findings = try Self.findings(handled)
        #expect(!findings.contains { $0.hasPrefix("missing-label") }, "\(findings)")
        #expect(try Self.findings(Self.header(image: "nil")).contains("missing-label 4"))
    }

    /// A text field whose placeholder is a static member the audit does not read (Brave's
    /// `Strings.bookmarkTitlePlaceholderText`) is named by words not known, not by nothing.
    @Test func aTextFieldWithAnUnreadPlaceholderIsNotReportedAsUnnamed() throws {
        let field = """
            import UIKit

            final class BookmarkForm: UIView {
                let titleField = UITextField()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    titleField.placeholder = PLACEHOLDER
                    addSubview(titleField)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let unread = try Self.findings(field.replacingOccurrences(of: "PLACEHOLDER", with: "Strings.bookmarkTitlePlaceholderText"))
        #expect(!unread.contains { $0.hasPrefix("missing-label") }, "\(unread)")
        #expect(try Self.findings(field.replacingOccurrences(of: "PLACEHOLDER", with: "nil")).contains("missing-label 4"))
    }

    @Test func aLabelledImageButtonIsClean() throws {
        let findings = try Self.findings(Self.header(image: #"UIImage(named: "ic_share_route")"#,
                                                     label: #"shareButton.accessibilityLabel = "Share route""#))
        #expect(findings == [])
    }

    static let favorites = """
        import UIKit

        final class RouteListView: UIView {
            let routes = ["Central Park loop", "River walk", "Harbour trail"]

            override init(frame: CGRect) {
                super.init(frame: frame)
                let stack = UIStackView()
                stack.axis = .vertical
                for route in routes {
                    let title = UILabel()
                    title.text = route
                    stack.addArrangedSubview(title)
                    let favorite = UIButton(type: .system)
                    favorite.setTitle("Favorite", for: .normal)
                    LABEL
                    stack.addArrangedSubview(favorite)
                }
                addSubview(stack)
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func buttonsThatShareALabelAreReported() throws {
        let findings = try Self.findings(Self.favorites.replacingOccurrences(of: "LABEL", with: ""))
        #expect(findings.filter { $0.hasPrefix("duplicate-labels") } == ["duplicate-labels 14"], "\(findings)")
    }

    @Test func buttonsLabelledWithTheirRouteAreNotReported() throws {
        let findings = try Self.findings(Self.favorites.replacingOccurrences(
            of: "LABEL", with: "favorite.accessibilityLabel = \"Favorite, \\(route)\""))
        #expect(findings.filter { $0.hasPrefix("duplicate-labels") } == [], "\(findings)")
    }

    /// A settings row with a brightness slider; `LABEL` is replaced by a line that labels it.
    static let brightness = """
        import UIKit

        final class BrightnessView: UIView {
            private let slider = UISlider()

            override init(frame: CGRect) {
                super.init(frame: frame)
                slider.value = 0.5
                LABEL
                addSubview(slider)
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    /// A UIKit slider without a label is read as its value alone ("50%, adjustable").
    @Test func aSliderWithoutALabelIsReported() throws {
        let unlabelled = try Self.findings(Self.brightness.replacingOccurrences(of: "LABEL", with: ""))
        #expect(unlabelled == ["missing-label 4"])
        let labelled = try Self.findings(Self.brightness.replacingOccurrences(of: "LABEL", with: #"slider.accessibilityLabel = "Brightness""#))
        #expect(labelled.isEmpty)
    }

    /// A page control has no label from UIKit: VoiceOver reads "page 1 of 2, adjustable", which
    /// says what it is (Brave's VPN offer). Its value is known; with pages set at run time it is
    /// a value not read, not a control without one.
    @Test func aPageControlIsReadByItsPage() throws {
        let source = """
            import UIKit

            final class OfferView: UIView {
                private let pageControl = UIPageControl()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    pageControl.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
                    PAGES
                    addSubview(pageControl)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(try Self.findings(source.replacingOccurrences(of: "PAGES", with: "pageControl.numberOfPages = 2")).isEmpty)
        #expect(try Self.findings(source.replacingOccurrences(of: "PAGES", with: "pageControl.numberOfPages = offers.count"))
                == ["missing-label 4"])
    }
}

/// A tap on a view inside a class that is one accessibility element: the element must offer the
/// action, so the finding says so and inserts no trait on the view VoiceOver never reaches.
@Suite struct GestureInsideOneElementTests {
    static func cell(_ extra: String) -> String {
        """
        import UIKit
        final class MessageCell: UIView {
            let dateLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                dateLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleDate)))
                addSubview(dateLabel)
                \(extra)
            }
            @objc func toggleDate() { showsRelativeDate.toggle() }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    @Test func theElementIsAskedForTheAction() throws {
        let inside = try ReviewSignalTests.findings(Self.cell("isAccessibilityElement = true"),
                                                    rules: [GestureRecognizerWithoutActionRule.self], file: "MessageCell.swift")
        #expect(inside.count == 1 && inside.allSatisfy { $0.message.hasPrefix("This gesture is on a view inside an element VoiceOver reads as one") })
        #expect(inside.allSatisfy { $0.edits.isEmpty })
        let alone = try ReviewSignalTests.findings(Self.cell(""), rules: [GestureRecognizerWithoutActionRule.self], file: "MessageCell.swift")
        #expect(alone.count == 1 && alone.allSatisfy { $0.message.hasPrefix("VoiceOver does not say \"Button\" for this tappable view") })
        #expect(alone.allSatisfy { !$0.edits.isEmpty })
    }
}
