import AccessibilityTree
import SwiftUIFrontEnd
import Testing

/// What the front end writes as typed facts: unresolved facts with their reasons, traits that
/// depend on state, and the text of strings with run-time parts.
@Suite struct TypedFactsTests {
    private func elements(_ body: String) throws -> [AccessibilityElement] {
        let source = "import SwiftUI\n\nstruct V: View {\n    var isFavorite = false\n    var body: some View {\n"
            + body + "\n    }\n}\n"
        let result = try SwiftUIFrontEnd.lower(source: source, path: "V.swift", view: "V")
        return Self.focusable(in: result.screen.root)
    }

    private static func focusable(in element: AccessibilityElement) -> [AccessibilityElement] {
        (element.isAccessibilityElement ? [element] : []) + element.children.flatMap(focusable(in:))
    }

    @Test func aTraitAddedOnlyInTheOtherStateIsATypedFactAndAnUnresolvedTrait() throws {
        let favorite = try #require(try elements("""
            Button("Favorite") { }
                .accessibilityAddTraits(isFavorite ? .isSelected : [])
            """).first)
        #expect(favorite.traits == .button)
        #expect(favorite.stateDependentTraits == .selected)
        #expect(favorite.unresolved == [
            Unresolved(.traits, reason: "depends on state: .isSelected (`isFavorite ? .isSelected : []`)"),
        ])
    }

    @Test func everyTraitAddedOnlyInTheOtherStateIsRecorded() throws {
        let like = try #require(try elements("""
            Button("Like") { }
                .accessibilityAddTraits(isFavorite ? [.isSelected, .isToggle] : .isButton)
            """).first)
        #expect(like.stateDependentTraits == [.selected, .toggle])
        #expect(like.unresolved.map(\.fact) == [.traits, .traits])
    }

    /// IceCubes' media preview: whichever a run-time choice takes, `.isButton` is added.
    @Test func aTraitBothChoicesAddIsAddedWhateverTheState() throws {
        let preview = try #require(try elements("""
            Color.red
                .frame(width: 50, height: 50)
                .accessibilityLabel(Text("Photo"))
                .accessibilityAddTraits(model.isImage ? [.isImage, .isButton] : .isButton)
            """).first)
        #expect(preview.traits.contains(.button))
        #expect(preview.stateDependentTraits == .image)
        #expect(preview.unresolved.map(\.description) == ["traits: depends on state: .isImage (`model.isImage ? [.isImage, .isButton] : .isButton`)"])
    }

    @Test func aTraitAddedInTheStateShownIsNotStateDependent() throws {
        let favorite = try #require(try elements("""
            Button("Favorite") { }
                .accessibilityAddTraits(!isFavorite ? .isSelected : [])
            """).first)
        #expect(favorite.traits == [.button, .selected])
        #expect(favorite.stateDependentTraits.isEmpty)
        #expect(favorite.unresolved.isEmpty)
    }

    @Test func aCombinedElementKeepsItsChildrensStateDependentTraits() throws {
        let row = try #require(try elements("""
            HStack {
                Text("Pinky")
                Image(systemName: "star").accessibilityAddTraits(isFavorite ? .isSelected : [])
            }
            .accessibilityElement(children: .combine)
            """).first)
        #expect(row.label == "Pinky")
        #expect(row.stateDependentTraits == .selected)
    }

    @Test func aStringsTableKeyLeavesTheLabelUnresolved() throws {
        let text = try #require(try elements(#"Text("report.action.send")"#).first)
        #expect(text.unresolved == [
            Unresolved(.label, reason: "`report.action.send` is a strings-table key; VoiceOver speaks its translation",
                       origin: .stringsTableKey),
        ])
    }

    @Test(arguments: [
        (#"Text("Hello, \(profile.name)")"#, #"Hello, \(profile.name)"#, "run-time value `profile.name`"),
        (#"Button("Adopt \(dog.name)") { }"#, #"Adopt \(dog.name)"#, "run-time value `dog.name`"),
        (#"Image("dog").accessibilityLabel("Photo of \(dog.name)")"#, #"Photo of \(dog.name)"#, "run-time value `dog.name`"),
    ])
    func aStringWithRunTimePartsKeepsItsTextAndItsReasonApart(body: String, label: String, reason: String) throws {
        let element = try #require(try elements(body).first)
        #expect(element.label == label)
        #expect(element.unresolved == [Unresolved(.label, reason: reason)])
    }
}
