import AccessibilityTree
import RuntimeCapture
import Testing

@Suite struct DebugDescriptionReaderTests {
    static func element(_ text: String) throws -> CapturedElement {
        try DebugDescriptionReader.read(text, file: "ui.txt")
    }

    @Test func readsQuotedFieldsThatHoldCommasAndUnquotedValues() throws {
        let root = try Self.element("""
            Element subtree:
             →Application, 0x600000c00000, pid: 812, label: 'Dogs, Cats & Co'
                TextField, 0x600000c000e0, {{16.0, 120.0}, {361.0, 34.0}}, identifier: 'email', placeholderValue: 'Email', value: ann@example.com, Keyboard Focused
                Slider, 0x600000c001c0, {{16.0, 170.0}, {361.0, 34.0}}, label: 'Volume', value: 50%, Disabled
                Button, 0x600000c002a0, {{16.0, 220.0}, {44.0, 44.0}}, label: 'It's mine', Selected
            Path to element:
             →Application, 0x600000c00000, pid: 812, label: 'Dogs, Cats & Co'
            """)
        #expect(root.type == .application)
        #expect(root.label == "Dogs, Cats & Co")
        let field = root.children[0]
        #expect(field.type == .textField)
        #expect(field.identifier == "email")
        #expect(field.placeholderValue == "Email")
        #expect(field.value == "ann@example.com")
        #expect(field.hasFocus == true)
        #expect(field.frame == Rect(x: 16, y: 120, width: 361, height: 34))
        let slider = root.children[1]
        #expect(slider.value == "50%")
        #expect(slider.isEnabled == false)
        #expect(root.children[2].label == "It's mine")
        #expect(root.children[2].isSelected == true)
        #expect(root.children.map { $0.source?.line } == [3, 4, 5])
        #expect(root.children[0].source?.column == 5)
    }

    @Test func aWindowsAnnotationIsNotPartOfItsType() throws {
        let root = try Self.element("Element subtree:\n →Application, 0x1, pid: 2\n    Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}\n")
        #expect(root.children[0].type == .window)
    }

    @Test func deeperLevelsNestAndShallowerOnesClimbBack() throws {
        let root = try Self.element("""
            Element subtree:
             →Application, 0x1, pid: 2
                Window, 0x2, {{0.0, 0.0}, {10.0, 10.0}}
                  Other, 0x3, {{0.0, 0.0}, {10.0, 10.0}}
                    Button, 0x4, {{0.0, 0.0}, {10.0, 10.0}}, label: 'A'
                  Button, 0x5, {{0.0, 0.0}, {10.0, 10.0}}, label: 'B'
                Window, 0x6, {{0.0, 0.0}, {10.0, 10.0}}
            """)
        #expect(root.children.count == 2)
        #expect(root.children[0].children.map(\.typeName) == ["Other", "Button"])
        #expect(root.children[0].children[0].children.map(\.label) == ["A"])
    }

    @Test(arguments: [
        ("Element subtree:\n →Application, 0x1, pid: 2\n    Button, 0x2, {{1.0, two}, {3.0, 4.0}}, label: 'A'\n",
         "ui.txt:3:18: the frame {{1.0, two}, {3.0, 4.0}} is not four numbers of points"),
        ("Element subtree:\n →Application, 0x1, pid: 2\n    Button, 0x2, {{1.0, 2.0}, {3.0, 4.0\n",
         "ui.txt:3:18: the frame is never closed with '}}'"),
        ("Element subtree:\n →Application, 0x1, pid: 2\n      Window, 0x2\n     Button, 0x3\n",
         "ui.txt:4:6: this line is indented to no enclosing level of the subtree"),
        ("Element subtree:\n →Application, 0x1, pid: 2\n →Application, 0x3, pid: 4\n",
         "ui.txt:3:5: a second top-level element: the subtree has one root"),
        ("Attributes: Application, 0x1, pid: 2\nElement subtree:\nPath to element:\n",
         "ui.txt:2:1: the element subtree is empty"),
        ("Attributes: Application, 0x1, pid: 2\n",
         "ui.txt: not a UI-test capture Perceive reads (Appium page source, XCUITest debugDescription, or an XCUITest snapshot as JSON or a property list)"),
    ])
    func malformedDescriptionsNameTheLineAndColumn(text: String, expected: String) {
        #expect(Fixtures.problem(text, file: "ui.txt") == expected)
    }
}
