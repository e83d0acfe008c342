import Basics
import AccessibilityTree
import Foundation

/// Reads an XML property list (Apple's `PropertyList-1.0.dtd`: `dict`, `array`, `string`,
/// `integer`, `real`, `true`, `false`, `date`, `data`) into `DictionaryNode`s placed at their
/// lines, strictly: a `dict` must alternate `key` and value, a number must be a number.
enum PropertyListReader {
    static func read(_ bytes: [UInt8], file: String) throws(RuntimeCaptureError) -> DictionaryNode {
        let document = try MarkupDocument.read(bytes, file: file)
        let reading = Reading(document: document, file: file)
        guard document.root.name == "plist" else {
            throw reading.error("the root element is <\(document.root.name)>, not <plist>", at: document.root)
        }
        guard document.root.children.count == 1, let top = document.root.children.first else {
            throw reading.error("<plist> holds \(document.root.children.count) values; it holds one", at: document.root)
        }
        return try reading.node(top)
    }

    private struct Reading {
        let document: MarkupDocument
        let file: String

        func node(_ markup: MarkupElement) throws(RuntimeCaptureError) -> DictionaryNode {
            let location = self.location(markup)
            switch markup.name {
            case "string", "date", "data":
                return DictionaryNode(value: .string(markup.text), location: location)
            case "integer", "real":
                guard let number = Double(markup.text.trimmingCharacters(in: .whitespacesAndNewlines)), number.isFinite else {
                    throw error("<\(markup.name)>\(markup.text)</\(markup.name)> is not a number", at: markup)
                }
                return DictionaryNode(value: .number(number), location: location)
            case "true", "false":
                return DictionaryNode(value: .bool(markup.name == "true"), location: location)
            case "array":
                var elements: [DictionaryNode] = []
                for child in markup.children { elements.append(try node(child)) }
                return DictionaryNode(value: .array(elements), location: location)
            case "dict":
                var members: [(key: String, node: DictionaryNode)] = []
                var children = markup.children[...]
                while let key = children.popFirst() {
                    guard key.name == "key" else {
                        throw error("expected <key> in <dict>, found <\(key.name)>", at: key)
                    }
                    guard let value = children.popFirst() else {
                        throw error("the key \"\(key.text)\" has no value", at: key)
                    }
                    guard !members.contains(where: { $0.key == key.text }) else {
                        throw error("the key \"\(key.text)\" is repeated", at: key)
                    }
                    members.append((key.text, try node(value)))
                }
                return DictionaryNode(value: .dictionary(members), location: location)
            default:
                throw error("<\(markup.name)> is not a property list value", at: markup)
            }
        }

        func location(_ markup: MarkupElement) -> SourceLocation {
            let (line, column) = document.position(of: markup.offset)
            return SourceLocation(file: file, line: line, column: column)
        }

        func error(_ message: String, at markup: MarkupElement) -> RuntimeCaptureError {
            RuntimeCaptureError(at: location(markup), file: file, message: message)
        }
    }
}
