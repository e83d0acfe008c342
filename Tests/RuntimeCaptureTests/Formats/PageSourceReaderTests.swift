import AccessibilityTree
import RuntimeCapture
import Testing

@Suite struct PageSourceReaderTests {
    static func element(_ xml: String) throws -> CapturedElement {
        try PageSourceReader.read(Array(xml.utf8), file: "page.xml")
    }

    @Test func readsWebDriverAgentAttributes() throws {
        let element = try Self.element("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" value="3" name="cart" label="Cart" enabled="false" \
            selected="true" focused="true" visible="false" accessible="true" x="1.5" y="2" width="44" height="45" \
            index="0" hittable="true" traits="Button, Selected, NotEnabled" customActions="Delete,Share"/>
            """)
        #expect(element.type == .button)
        #expect(element.identifier == "cart")
        #expect(element.label == "Cart")
        #expect(element.value == "3")
        #expect(element.frame == Rect(x: 1.5, y: 2, width: 44, height: 45))
        #expect(element.isEnabled == false)
        #expect(element.isSelected == true)
        #expect(element.hasFocus == true)
        #expect(element.isVisible == false)
        #expect(element.isAccessible == true)
        #expect(element.traits == [.button, .selected, .notEnabled])
        #expect(element.customActions == ["Delete", "Share"])
        #expect(element.source == SourceLocation(file: "page.xml", line: 1, column: 1))
    }

    @Test func aNameEqualToTheLabelSaysNothingOfTheIdentifier() throws {
        let element = try Self.element(#"<XCUIElementTypeButton name="Done" label="Done"/>"#)
        #expect(element.identifier == nil)
        #expect(element.label == "Done")
    }

    @Test func traitNamesTheTableDoesNotKnowAreKeptAsUnknown() throws {
        let element = try Self.element(#"<XCUIElementTypeOther label="Map" accessible="true" traits="Image, Glowing"/>"#)
        #expect(element.traits == .image)
        #expect(element.unknownTraitNames == ["Glowing"])
        let screen = CaptureLowering.screen(root: CapturedElement(.application, children: [element]))
        #expect(screen.root.children[0].unresolved.first?.description == "traits: unknown traits Glowing")
    }

    @Test func anUnknownElementTypeIsReadAndItsTraitsLeftUnknown() throws {
        let element = try Self.element(#"<XCUIElementTypeHologram label="Ghost"/>"#)
        #expect(element.type == nil)
        #expect(element.typeName == "XCUIElementTypeHologram")
        let lowered = CaptureLowering.screen(root: CapturedElement(.application, children: [element])).root.children[0]
        #expect(lowered.isAccessibilityElement)
        #expect(lowered.unresolved.first?.description == "traits: unknown element type \"XCUIElementTypeHologram\"")
    }

    @Test(arguments: [
        ("<AppiumAUT>\n  <XCUIElementTypeApplication x=\"0\" y=\"0\" width=\"wide\" height=\"852\"/>\n</AppiumAUT>",
         "page.xml:2:43: the attribute 'width' of <XCUIElementTypeApplication> is \"wide\", not a number of points"),
        ("<XCUIElementTypeButton enabled=\"yes\"/>",
         "page.xml:1:24: the attribute 'enabled' of <XCUIElementTypeButton> is \"yes\", not true or false"),
        ("<XCUIElementTypeButton x=\"1\" y=\"2\"/>",
         "page.xml:1:1: <XCUIElementTypeButton> has part of a frame: no width, height"),
        ("<XCUIElementTypeButton x=\"1e9\" y=\"2\" width=\"3\" height=\"4\"/>",
         "page.xml:1:24: the attribute 'x' of <XCUIElementTypeButton> is \"1e9\", not a number of points"),
        ("<AppiumAUT>\n  <XCUIElementTypeWindow>\n    <div/>\n  </XCUIElementTypeWindow>\n</AppiumAUT>",
         "page.xml:3:5: <div> is not an element of a page source (expected <XCUIElementType…>)"),
        ("<AppiumAUT><XCUIElementTypeApplication/><XCUIElementTypeApplication/></AppiumAUT>",
         "page.xml:1:1: <AppiumAUT> holds 2 elements; a page source holds one application"),
        ("<AppiumAUT>\n  <XCUIElementTypeApplication>\n    <XCUIElementTypeButton>\n  </XCUIElementTypeApplication>",
         "page.xml:4:3: </XCUIElementTypeApplication> does not close <XCUIElementTypeButton> (opened at line 3, column 5)"),
    ])
    func malformedPageSourcesNameTheLineAndColumn(xml: String, expected: String) {
        #expect(Fixtures.problem(xml, file: "page.xml") == expected)
    }

    @Test func everyTruncationOfTheFixtureIsAnErrorNamingAPlace() throws {
        let bytes = try Fixtures.bytes(Fixtures.pageSource)
        var cuts = Array(stride(from: 60, to: bytes.count - 1, by: 97))
        cuts.append(bytes.count - 2)
        for cut in cuts {
            do {
                _ = try RuntimeCapture.screen(from: Array(bytes[..<cut]), file: "cut.xml")
                Issue.record("a page source cut at byte \(cut) was read")
            } catch {
                #expect(error.line != nil, "cut at \(cut): \(error)")
            }
        }
    }

    @Test func aLongPageSourceReadsWholeWithEveryElementAtItsLine() throws {
        let cells = (0..<2_000).map { index in
            "    <XCUIElementTypeCell type=\"XCUIElementTypeCell\" label=\"Dog \(index)\" accessible=\"true\" "
                + "x=\"0\" y=\"\(index * 64)\" width=\"393\" height=\"64\"/>\n"
        }
        let xml = "<AppiumAUT>\n  <XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" label=\"Long\">\n"
            + cells.joined() + "  </XCUIElementTypeApplication>\n</AppiumAUT>\n"
        let screen = try RuntimeCapture.screen(from: Array(xml.utf8), file: "long.xml")
        #expect(screen.root.children.count == 2_000)
        #expect(screen.root.children.last?.label == "Dog 1999")
        #expect(screen.root.children.last?.source == SourceLocation(file: "long.xml", line: 2_002, column: 5))
        #expect(screen.root.children.last?.id == "Cell[2000]")
    }
}
