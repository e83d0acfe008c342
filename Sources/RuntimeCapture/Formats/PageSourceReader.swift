import Basics
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
        let document = try MarkupDocument.read(bytes, file: file)
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
            var element = CapturedElement(type: nil, typeName: markup.name, source: location(markup.offset))
            var name: String?
            // x, y, width, height, in that order, as far as given.
            var frame: [MarkupAttribute?] = [nil, nil, nil, nil]
            for attribute in markup.attributes {
                switch attribute.name {
                case "type": element.typeName = attribute.value
                case "name": name = attribute.value
                case "label": element.label = attribute.value
                case "value": element.value = attribute.value
                case "placeholderValue": element.placeholderValue = attribute.value
                case "enabled": element.isEnabled = try flag(attribute, of: markup)
                case "selected": element.isSelected = try flag(attribute, of: markup)
                case "focused": element.hasFocus = try flag(attribute, of: markup)
                case "visible": element.isVisible = try flag(attribute, of: markup)
                case "accessible": element.isAccessible = try flag(attribute, of: markup)
                case "x": frame[0] = attribute
                case "y": frame[1] = attribute
                case "width": frame[2] = attribute
                case "height": frame[3] = attribute
                case "traits":
                    let (traits, unknown) = Traits.parsingWebDriverAgentList(attribute.value)
                    element.traits = traits
                    element.unknownTraitNames = unknown
                case "customActions":
                    element.customActions = attribute.value.split(separator: ",").map(String.init).filter { !$0.isEmpty }
                default:
                    break  // index, hittable, minValue, bundleId… and what later versions add
                }
            }
            element.type = ElementType(name: element.typeName)
            element.identifier = name == element.label ? nil : name
            element.frame = try self.frame(frame, of: markup)
            for child in markup.children { element.children.append(try self.element(child)) }
            return element
        }

        /// `x`, `y`, `width` and `height`, all four or none.
        private func frame(_ attributes: [MarkupAttribute?], of markup: MarkupElement) throws(RuntimeCaptureError) -> Rect? {
            let present = attributes.compactMap { $0 }
            guard !present.isEmpty else { return nil }
            guard present.count == 4 else {
                let missing = zip(["x", "y", "width", "height"], attributes).filter { $0.1 == nil }.map(\.0)
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

        private func flag(_ attribute: MarkupAttribute, of markup: MarkupElement) throws(RuntimeCaptureError) -> Bool {
            switch attribute.value {
            case "true": return true
            case "false": return false
            default:
                throw error("the attribute '\(attribute.name)' of <\(markup.name)> is \"\(attribute.value)\", not true or false",
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
