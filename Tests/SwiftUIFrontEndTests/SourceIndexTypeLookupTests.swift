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

    /// Where the look-ups are gathered (a result cache), each scope tried is recorded, found or
    /// not: a type declared there later changes the answer. Where they are not, none is.
    @Test func theScopesTriedAreRecordedWhereLookUpsAreGathered() {
        var index = Self.index
        let gathering = LookupRecorder()
        index.recorder = gathering
        #expect(index.type("Card", near: nil, in: "List.Inner")?.name == "Card")
        #expect(gathering.lookups == [IndexLookup(.type, "List.Inner.Card"), IndexLookup(.type, "List.Card"), IndexLookup(.type, "Card")])
        let notGathering = LookupRecorder(keepsLookups: false)
        index.recorder = notGathering
        let mark = notGathering.beginLog()
        #expect(index.type("Card", near: nil, in: "List.Inner")?.name == "Card")
        #expect(notGathering.endLog(from: mark).isEmpty && notGathering.lookups.isEmpty)
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
}
