import Foundation
import AccessibilityTree

/// Reads the element tree of `XCUIApplication().debugDescription` (or any `XCUIElement`'s): the
/// lines under `Element subtree:`, one element per line, each level indented two spaces more,
/// `→` marking the element described.
///
/// A line reads `Button, 0x600000c1a0e0, {{16.0, 60.0}, {44.0, 44.0}}, identifier: 'favorite',
/// label: 'Favorite', Selected`: the type (a window adds `(Main)`), the address, then fields in any
/// order — the frame, `identifier:`, `label:`, `title:`, `placeholderValue:` (quoted), `value:`
/// (quoted or not), `pid:` — and the flags `Selected`, `Disabled` and `Focused`/`Keyboard
/// Focused`. Unknown fields and flags are ignored; a frame that is not four numbers, or a line
/// indented to no enclosing level, is an error naming the line and column. The subtree ends at
/// `Path to element:`, `Query chain:`, a blank line or a line that is not indented.
public enum DebugDescriptionReader {
    public static func read(_ text: String, file: String) throws(RuntimeCaptureError) -> CapturedElement {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let header = lines.firstIndex(where: { $0.trimmingSpaces().hasPrefix("Element subtree:") }) else {
            throw RuntimeCaptureError(file: file, message: "no 'Element subtree:' line: not an XCUITest debugDescription")
        }
        // Open elements with the width of their indentation, innermost last.
        var stack: [(indent: Int, element: CapturedElement)] = []
        var root: CapturedElement?
        for number in (header + 1)..<lines.count {
            let line = lines[number].hasSuffix("\r") ? lines[number].dropLast() : lines[number]
            let body = line.drop { $0 == " " || $0 == "→" || $0 == "\t" }
            let indent = line.count - body.count
            if body.isEmpty || indent == 0 { break }
            let location = SourceLocation(file: file, line: number + 1, column: line.utf8.count - body.utf8.count + 1)
            var parsedLine = DebugDescriptionLine(body, at: location)
            let element = try parsedLine.element()
            while let top = stack.last, top.indent >= indent {
                stack.removeLast()
                if top.indent > indent, let parent = stack.last, parent.indent < indent {
                    throw RuntimeCaptureError(at: location, file: file,
                                              message: "this line is indented to no enclosing level of the subtree")
                }
                attach(top.element, to: &stack, root: &root)
            }
            if stack.isEmpty, root != nil {
                throw RuntimeCaptureError(at: location, file: file, message: "a second top-level element: the subtree has one root")
            }
            stack.append((indent, element))
        }
        while let top = stack.popLast() { attach(top.element, to: &stack, root: &root) }
        guard let root else {
            throw RuntimeCaptureError(file: file, line: header + 1, column: 1, message: "the element subtree is empty")
        }
        return root
    }

    private static func attach(_ element: CapturedElement, to stack: inout [(indent: Int, element: CapturedElement)],
                               root: inout CapturedElement?) {
        if stack.isEmpty { root = element } else { stack[stack.count - 1].element.children.append(element) }
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        drop { $0 == " " || $0 == "\t" }
    }
}
