import SwiftSyntaxSupport
@testable import SwiftUIFrontEnd
import Testing

/// A type named from inside other types is their nested type where one of that name is declared
/// (or extended) there, else the type declared at the top; declarations handed out by look-ups
/// are values, whichever of them is changed.
@Suite struct SourceIndexTypeLookupTests {
    static let index = SourceIndex(files: [ParsedSourceFile(path: "App/Types.swift", text: """
        struct Card {}
        struct List {
            struct Row {}
            struct Inner { struct Deep {} }
        }
        struct Menu { struct Button {} }
        extension Theme.Swatch { var name: String { "" } }
        """)])

    @Test func aNestedTypeIsFoundFromItsScopesAndTheScopesInside() {
        #expect(Self.index.type("Row", near: nil, in: "List")?.name == "List.Row")
        #expect(Self.index.type("Row", near: nil, in: "List.Inner")?.name == "List.Row")
        #expect(Self.index.type("Deep", near: nil, in: "List.Inner")?.name == "List.Inner.Deep")
        #expect(Self.index.type("Inner.Deep", near: nil, in: "List")?.name == "List.Inner.Deep")
        // A nested type named like a SwiftUI view is found only from its own scope.
        #expect(Self.index.type("Button", near: nil, in: "Menu")?.name == "Menu.Button")
        #expect(Self.index.type("Button", near: nil, in: "List") == nil)
        // A qualified name only an extension gives.
        #expect(Self.index.type("Swatch", near: nil, in: "Theme")?.name == "Theme.Swatch")
    }

    @Test func aNameNoNestedTypeEndsWithIsTheTopLevelType() {
        #expect(Self.index.type("Card", near: nil, in: "List.Inner")?.name == "Card")
        #expect(Self.index.type("Card", near: nil)?.name == "Card")
        #expect(Self.index.type("Missing", near: nil, in: "List") == nil)
        // Outside the scopes, a nested type is found by its own name.
        #expect(Self.index.type("Deep", near: nil, in: "Card")?.name == "List.Inner.Deep")
    }

    /// Where the look-ups are gathered (a result cache), a name no nested type ends with is
    /// recorded alone (its answer holds every nested type of that name, below); one a nested
    /// type ends with records each scope tried, found or not. Where they are not gathered, none is.
    @Test func theLookUpsOfANameInScopesAreRecordedWhereLookUpsAreGathered() {
        var index = Self.index
        let gathering = LookupRecorder()
        index.recorder = gathering
        #expect(index.type("Card", near: nil, in: "List.Inner")?.name == "Card")
        #expect(gathering.lookups == [IndexLookup(.type, "Card")])
        #expect(index.type("Row", near: nil, in: "List.Inner")?.name == "List.Row")
        #expect(gathering.lookups == [IndexLookup(.type, "Card"), IndexLookup(.type, "List.Inner.Row"), IndexLookup(.type, "List.Row")])
        let notGathering = LookupRecorder(keepsLookups: false)
        index.recorder = notGathering
        let mark = notGathering.beginLog()
        #expect(index.type("Card", near: nil, in: "List.Inner")?.name == "Card")
        #expect(notGathering.endLog(from: mark).isEmpty && notGathering.lookups.isEmpty)
    }

    /// A nested type declared later under a name looked up alone changes the answer to that
    /// look-up, one named as a SwiftUI type too: an entry of the result cache that asked for the
    /// name from inside the scope is not used again.
    @Test func aNestedTypeOfTheNameChangesTheAnswerToItsLookUp() {
        let card = ParsedSourceFile(path: "App/Card.swift", text: "struct Card {}")
        let before = SourceIndex(files: [card, ParsedSourceFile(path: "App/List.swift", text: "struct List {}")])
        let after = SourceIndex(files: [card, ParsedSourceFile(path: "App/List.swift", text: """
            struct List { struct Card {}; struct Text {} }
            """)])
        #expect(before.files(answering: IndexLookup(.type, "Card")) == ["App/Card.swift"])
        #expect(after.files(answering: IndexLookup(.type, "Card")) == ["App/Card.swift", "App/List.swift"])
        #expect(before.files(answering: IndexLookup(.type, "Text")) == [])
        #expect(after.files(answering: IndexLookup(.type, "Text")) == ["App/List.swift"])
    }

    /// A declaration changed after a look-up handed it out does not change the index's, nor the
    /// one handed out before; the index's own changes stay in place.
    @Test func aDeclarationHandedOutIsAValue() throws {
        var index = Self.index
        let before = try #require(index.type("Card", near: nil))
        var changed = before
        changed.conformances.append("View")
        changed.enumCases = ["a"]
        #expect(changed.isView && changed.enumCases == ["a"])
        #expect(!before.isView && before.enumCases.isEmpty)
        #expect(index.type("Card", near: nil)?.isView == false)
        index.types["Card"]?.conformances.append("ViewModifier")
        #expect(index.type("Card", near: nil)?.isViewModifier == true)
        #expect(!before.isViewModifier && !changed.isViewModifier)
        #expect(Self.index.type("Card", near: nil)?.conformances == [])
    }

    /// Two modules each declare `Badge`; a file given by a relative path (audited alone, its
    /// project indexed around it by absolute paths) finds its own module's, as when the whole
    /// project is audited.
    @Test func theNearestDeclarationIsFoundFromARelativePathAmongAbsoluteOnes() {
        let here = AbsolutePaths().currentFolder
        let folder = here.hasSuffix("/") ? here : here + "/"
        let index = SourceIndex(files: [
            ParsedSourceFile(path: folder + "Kit/Badge.swift", text: "struct Badge { let kit = 1 }"),
            ParsedSourceFile(path: folder + "Shop/Badge.swift", text: "struct Badge { let shop = 1 }"),
        ])
        #expect(index.type("Badge", near: "Shop/Cart.swift")?.file.path == folder + "Shop/Badge.swift")
        #expect(index.type("Badge", near: folder + "Shop/Cart.swift")?.file.path == folder + "Shop/Badge.swift")
        #expect(index.type("Badge", near: "Kit/Row.swift")?.file.path == folder + "Kit/Badge.swift")
    }
}
