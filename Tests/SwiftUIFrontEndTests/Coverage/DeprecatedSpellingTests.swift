import AccessibilityTree
import Foundation
import SwiftUIFrontEnd
import Testing

/// Every iOS 13 spelling of an accessibility modifier, `.accessibility(label:)`, lowers to the
/// same tree as the spelling that replaced it (Apple's "Deprecated modifiers",
/// https://developer.apple.com/documentation/swiftui/view-deprecated).
@Suite struct DeprecatedSpellingTests {
    /// One modifier written both ways around the same view.
    struct SpellingPair: CustomTestStringConvertible, Sendable {
        var deprecated: String
        var current: String
        var testDescription: String { deprecated }
    }

    static let pairs: [SpellingPair] = [
        SpellingPair(deprecated: #"Image("dog_photo_1").accessibility(label: Text("Layla asleep"))"#,
                     current: #"Image("dog_photo_1").accessibilityLabel(Text("Layla asleep"))"#),
        SpellingPair(deprecated: #"Text("Volume").accessibility(value: Text("60%"))"#,
                     current: #"Text("Volume").accessibilityValue(Text("60%"))"#),
        SpellingPair(deprecated: #"Button("Buy") { buy() }.accessibility(hint: Text("Purchases the item"))"#,
                     current: #"Button("Buy") { buy() }.accessibilityHint(Text("Purchases the item"))"#),
        SpellingPair(deprecated: #"Image("divider").accessibility(hidden: true)"#,
                     current: #"Image("divider").accessibilityHidden(true)"#),
        SpellingPair(deprecated: #"Text("Open").onTapGesture { open() }.accessibility(addTraits: .isButton)"#,
                     current: #"Text("Open").onTapGesture { open() }.accessibilityAddTraits(.isButton)"#),
        SpellingPair(deprecated: #"Text("Terms").accessibility(addTraits: [.isLink, .isHeader])"#,
                     current: #"Text("Terms").accessibilityAddTraits([.isLink, .isHeader])"#),
        SpellingPair(deprecated: #"Image("logo").accessibility(removeTraits: .isImage)"#,
                     current: #"Image("logo").accessibilityRemoveTraits(.isImage)"#),
        SpellingPair(deprecated: #"Text("Total").accessibility(identifier: "total")"#,
                     current: #"Text("Total").accessibilityIdentifier("total")"#),
        SpellingPair(deprecated: #"VStack { Text("Second"); Text("First").accessibility(sortPriority: 1) }.accessibilityElement(children: .contain)"#,
                     current: #"VStack { Text("Second"); Text("First").accessibilitySortPriority(1) }.accessibilityElement(children: .contain)"#),
        SpellingPair(deprecated: #"Button("Send") { send() }.accessibility(inputLabels: [Text("Send"), Text("Submit")])"#,
                     current: #"Button("Send") { send() }.accessibilityInputLabels([Text("Send"), Text("Submit")])"#),
        SpellingPair(deprecated: #"Text("Slide").accessibility(activationPoint: .leading)"#,
                     current: #"Text("Slide").accessibilityActivationPoint(.leading)"#),
        SpellingPair(deprecated: #"Text("Slide").accessibility(activationPoint: CGPoint(x: 4, y: 8))"#,
                     current: #"Text("Slide").accessibilityActivationPoint(CGPoint(x: 4, y: 8))"#),
        // No replacement: a `Picker` reads it to choose its value's element, which is not modelled.
        SpellingPair(deprecated: #"Text("Small").accessibility(selectionIdentifier: "small")"#,
                     current: #"Text("Small")"#),
    ]

    @Test(arguments: pairs)
    func deprecatedSpellingLowersLikeItsReplacement(_ pair: SpellingPair) throws {
        let deprecated = try Self.lower(pair.deprecated)
        let current = try Self.lower(pair.current)
        #expect(deprecated.screen == current.screen)
        #expect(deprecated.diagnostics.isEmpty, "\(deprecated.diagnostics)")
    }

    /// Each pair's modifier changes the tree: the test would not pass by ignoring both spellings.
    @Test(arguments: pairs.filter { $0.current.contains(".accessibility") })
    func currentSpellingChangesTheTree(_ pair: SpellingPair) throws {
        let bare = pair.current.replacingOccurrences(
            of: #"\.accessibility(Label|Value|Hint|Hidden|AddTraits|RemoveTraits|Identifier|SortPriority|InputLabels|ActivationPoint)\((\[[^\]]*\]|[^()]*(\([^()]*\))?[^()]*)\)"#,
            with: "", options: .regularExpression)
        #expect(bare != pair.current)
        #expect(try Self.lower(bare).screen != Self.lower(pair.current).screen)
    }

    static func lower(_ body: String) throws -> LoweringResult {
        let file = "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n" + body + "\n    }\n}\n"
        return try SwiftUIFrontEnd.lower(source: file, path: "V.swift", view: "V", settings: AccessibilitySettings())
    }
}
