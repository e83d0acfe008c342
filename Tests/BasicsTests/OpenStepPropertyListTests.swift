import Basics
import Testing

/// The old-style property list text of an Xcode project file.
@Suite struct OpenStepPropertyListTests {
    static func parse(_ text: String) throws -> OpenStepPropertyList {
        try OpenStepPropertyList.parse(Array(text.utf8))
    }

    @Test func readsDictionariesArraysAndStringsBetweenComments() throws {
        let plist = try Self.parse("""
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                /* Begin PBXGroup section */
                A1 /* Views */ = {isa = PBXGroup; children = (B1 /* a.swift */, B2, ); path = "My Views"; sourceTree = "<group>"; };
                settings = { SUPPORTED_PLATFORMS = "watchos watchsimulator"; PRODUCT_NAME = "$(TARGET_NAME)"; };
            }
            """)
        #expect(plist == .dictionary([
            "archiveVersion": .string("1"),
            "A1": .dictionary(["isa": .string("PBXGroup"), "children": .array([.string("B1"), .string("B2")]),
                               "path": .string("My Views"), "sourceTree": .string("<group>")]),
            "settings": .dictionary(["SUPPORTED_PLATFORMS": .string("watchos watchsimulator"), "PRODUCT_NAME": .string("$(TARGET_NAME)")]),
        ]))
    }

    @Test func readsEscapesInQuotedStrings() throws {
        let plist = try Self.parse(#"{ a = "say \"hi\"\n\\"; b = ( ); }"#)
        #expect(plist.dictionary?["a"]?.string == "say \"hi\"\n\\")
        #expect(plist.dictionary?["b"] == .array([]))
    }

    @Test func namesTheLineAndColumnWhereTheTextStopsBeingAPropertyList() {
        #expect(throws: OpenStepPropertyListError(line: 3, column: 1, problem: "expected ';' after the value of \"b\"")) {
            try Self.parse("{\n    b = c\n}")
        }
        #expect(throws: OpenStepPropertyListError(line: 1, column: 10, problem: "a dictionary is not closed with '}'")) {
            try Self.parse("{ a = b; ")
        }
        #expect(throws: OpenStepPropertyListError(line: 1, column: 1, problem: "the text ends where a value should be")) {
            try Self.parse("")
        }
        #expect(throws: OpenStepPropertyListError(line: 1, column: 12, problem: "more text after the property list")) {
            try Self.parse("{ a = b; } }")
        }
    }

    @Test func refusesNestingDeeperThanAnyProjectWrites() {
        let deep = String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)
        #expect(throws: OpenStepPropertyListError(line: 1, column: 201, problem: "nested more than 200 levels deep")) {
            try Self.parse(deep)
        }
    }
}
