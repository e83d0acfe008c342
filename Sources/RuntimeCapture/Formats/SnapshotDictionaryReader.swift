import AccessibilityTree
import Basics
import Foundation

/// Reads `XCUIElementSnapshot.dictionaryRepresentation` as a test wrote it, in JSON or as an
/// XML property list: a dictionary keyed by `XCUIElement.AttributeName` raw values.
///
/// Read: `elementType` (the raw value, or a type name), `identifier`, `label`, `value`, `title`,
/// `placeholderValue`, `frame`, `enabled`, `selected`, `hasFocus` and `children`. A frame may be
/// written as `CGRect`'s dictionary (`X`, `Y`, `Width`, `Height`, or lower case), its string
/// (`{{x, y}, {w, h}}`) or `JSONEncoder`'s `[[x, y], [w, h]]`. Other keys (`horizontalSizeClass`…)
/// are ignored; a value of the wrong kind is an error naming its line and column.
public enum SnapshotDictionaryReader {
    public static func readJSON(_ bytes: [UInt8], file: String) throws(RuntimeCaptureError) -> CapturedElement {
        let document: JSONDocument
        do {
            document = try JSONParser.parseDocument(Data(bytes))
        } catch {
            throw RuntimeCaptureError(file: file, line: error.position?.line, column: error.position?.column,
                                      message: error.path.isEmpty || error.position != nil ? error.message : error.description)
        }
        return try element(DictionaryNode(json: document.root, file: file), file: file)
    }

    public static func readPropertyList(_ bytes: [UInt8], file: String) throws(RuntimeCaptureError) -> CapturedElement {
        try element(PropertyListReader.read(bytes, file: file), file: file)
    }

    static func element(_ node: DictionaryNode, file: String) throws(RuntimeCaptureError) -> CapturedElement {
        func fail(_ message: String, _ at: DictionaryNode) -> RuntimeCaptureError {
            RuntimeCaptureError(at: at.location, file: file, message: message)
        }
        guard case .dictionary = node.value else { throw fail("expected a snapshot dictionary, found \(node.kindDescription)", node) }
        guard let typeNode = node["elementType"] else { throw fail("the snapshot dictionary has no \"elementType\"", node) }
        let typeName: String
        switch typeNode.value {
        case .number(let raw) where raw == raw.rounded(): typeName = String(Int(raw))
        case .string(let name): typeName = name
        default: throw fail("\"elementType\" is \(typeNode.kindDescription), not a type's raw value or name", typeNode)
        }
        func text(_ key: String) throws(RuntimeCaptureError) -> String? {
            guard let member = node[key] else { return nil }
            switch member.value {
            case .string(let text): return text
            case .null: return nil
            case .number(let number): return number.compactDescription
            case .bool(let flag): return flag ? "1" : "0"
            default: throw fail("\"\(key)\" is \(member.kindDescription), not text", member)
            }
        }
        func flag(_ key: String) throws(RuntimeCaptureError) -> Bool? {
            guard let member = node[key] else { return nil }
            switch member.value {
            case .bool(let flag): return flag
            case .number(let number) where number == 0 || number == 1: return number == 1
            default: throw fail("\"\(key)\" is \(member.kindDescription), not true or false", member)
            }
        }
        let type = ElementType(name: typeName)
        var element = CapturedElement(
            type: type, typeName: type?.name ?? typeName, identifier: try text("identifier"), label: try text("label"),
            value: try text("value"), title: try text("title"), placeholderValue: try text("placeholderValue"),
            frame: try node["frame"].map { (frameNode) throws(RuntimeCaptureError) in try frame(frameNode, file: file) },
            isEnabled: try flag("enabled"), isSelected: try flag("selected"), hasFocus: try flag("hasFocus"),
            source: node.location)
        if let children = node["children"] {
            guard case let .array(elements) = children.value else {
                throw fail("\"children\" is \(children.kindDescription), not an array", children)
            }
            for child in elements { element.children.append(try self.element(child, file: file)) }
        }
        return element
    }

    /// A frame in any of the forms the type documents.
    static func frame(_ node: DictionaryNode, file: String) throws(RuntimeCaptureError) -> Rect {
        let problem = RuntimeCaptureError(
            at: node.location, file: file,
            message: "the frame is not a rectangle of points ({\"X\", \"Y\", \"Width\", \"Height\"}, \"{{x, y}, {w, h}}\" or [[x, y], [w, h]])")
        var numbers: [Double] = []
        switch node.value {
        case .dictionary:
            for keys in [["X", "x"], ["Y", "y"], ["Width", "width"], ["Height", "height"]] {
                guard let member = keys.lazy.compactMap({ node[$0] }).first, case let .number(number) = member.value,
                      let points = CaptureNumber.points(String(number)) else { throw problem }
                numbers.append(points)
            }
        case .string(let text):
            numbers = text.split { "{}, ".contains($0) }.compactMap { CaptureNumber.points($0) }
            guard numbers.count == 4, text.split(separator: ",").count == 4 else { throw problem }
        case .array(let pairs):
            for pair in pairs {
                guard case let .array(parts) = pair.value else { throw problem }
                for part in parts {
                    guard case let .number(number) = part.value, let points = CaptureNumber.points(String(number)) else { throw problem }
                    numbers.append(points)
                }
            }
            guard pairs.count == 2, numbers.count == 4 else { throw problem }
        default:
            throw problem
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
