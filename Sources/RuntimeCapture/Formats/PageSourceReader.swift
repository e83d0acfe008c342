import AccessibilityTree

/// Reads Appium's XCUITest driver page source (`driver.getPageSource()`, WebDriverAgent's
/// `/source`): XML whose elements are named by their type (`XCUIElementTypeButton`) and carry
/// the attributes of Appium's "Element Attributes" reference.
///
/// Read: `type`, `name` (the identifier, or the label when there is none), `label`, `value`,
/// `placeholderValue`, `enabled`, `selected`, `focused`, `visible`, `accessible`, `x`, `y`,
/// `width`, `height`, `traits` and `customActions`. Others (`index`, `hittable`, `minValue`,
/// `bundleId`…) are ignored. A boolean that is not `true`/`false`, a coordinate that is not a
/// number, or half a frame is an error naming the line and column.
public enum PageSourceReader {
    public static func read(_ bytes: [UInt8], file: String) throws(RuntimeCaptureError) -> CapturedElement {
        let document: MarkupDocument
        do {
            document = try MarkupReader.read(bytes)
        } catch {
            throw RuntimeCaptureError(file: file, line: error.line, column: error.column, message: error.message)
        }
        let reader = Reading(document: document, file: file)
        var root = document.root
        if root.name == "AppiumAUT" {
            guard root.children.count == 1, let application = root.children.first else {
                throw reader.error("<AppiumAUT> holds \(root.children.count) elements; a page source holds one application",
                                   at: root.offset)
            }
            root = application
        }
        return try reader.element(root)
    }

    private struct Reading {
        let document: MarkupDocument
        let file: String

        func element(_ markup: MarkupElement) throws(RuntimeCaptureError) -> CapturedElement {
            guard markup.name.hasPrefix("XCUIElementType") else {
                throw error("<\(markup.name)> is not an element of a page source (expected <XCUIElementType…>)", at: markup.offset)
            }
            let typeName = markup[attribute: "type"] ?? markup.name
            let name = markup[attribute: "name"]
            let label = markup[attribute: "label"]
            var element = CapturedElement(
                type: ElementType(name: typeName), typeName: typeName,
                identifier: name == label ? nil : name, label: label, value: markup[attribute: "value"],
                placeholderValue: markup[attribute: "placeholderValue"], frame: try frame(of: markup),
                isEnabled: try flag("enabled", of: markup), isSelected: try flag("selected", of: markup),
                hasFocus: try flag("focused", of: markup), isVisible: try flag("visible", of: markup),
                isAccessible: try flag("accessible", of: markup), source: location(markup.offset))
            if let list = markup[attribute: "traits"] {
                let (traits, unknown) = Traits.parsingWebDriverAgentList(list)
                element.traits = traits
                element.unknownTraitNames = unknown
            }
            if let actions = markup[attribute: "customActions"] {
                element.customActions = actions.split(separator: ",").map(String.init).filter { !$0.isEmpty }
            }
            for child in markup.children { element.children.append(try self.element(child)) }
            return element
        }

        /// `x`, `y`, `width` and `height`, all four or none.
        private func frame(of markup: MarkupElement) throws(RuntimeCaptureError) -> Rect? {
            let names = ["x", "y", "width", "height"]
            let attributes = names.map { markup.attribute(named: $0) }
            let present = attributes.compactMap { $0 }
            guard !present.isEmpty else { return nil }
            guard present.count == names.count else {
                let missing = zip(names, attributes).filter { $0.1 == nil }.map(\.0)
                throw error("<\(markup.name)> has part of a frame: no \(missing.joined(separator: ", "))", at: markup.offset)
            }
            var numbers: [Double] = []
            for attribute in present {
                guard let number = CaptureNumber.points(attribute.value) else {
                    throw error("the attribute '\(attribute.name)' of <\(markup.name)> is \"\(attribute.value)\", not a number of points",
                                at: attribute.offset)
                }
                numbers.append(number)
            }
            return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }

        private func flag(_ name: String, of markup: MarkupElement) throws(RuntimeCaptureError) -> Bool? {
            guard let attribute = markup.attribute(named: name) else { return nil }
            switch attribute.value {
            case "true": return true
            case "false": return false
            default:
                throw error("the attribute '\(name)' of <\(markup.name)> is \"\(attribute.value)\", not true or false",
                            at: attribute.offset)
            }
        }

        func location(_ offset: Int) -> SourceLocation {
            let (line, column) = document.position(of: offset)
            return SourceLocation(file: file, line: line, column: column)
        }

        func error(_ message: String, at offset: Int) -> RuntimeCaptureError {
            RuntimeCaptureError(at: location(offset), file: file, message: message)
        }
    }
}
