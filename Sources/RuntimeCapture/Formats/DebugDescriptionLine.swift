import Foundation
import AccessibilityTree

/// One element line of a `debugDescription` subtree, read field by field
/// (`DebugDescriptionReader` documents the form).
struct DebugDescriptionLine {
    /// The quoted fields, by the `XCUIElement.AttributeName` they carry.
    static let quotedKeys = ["identifier", "label", "title", "placeholderValue", "value"]
    /// Flags that stand alone after the fields.
    static let flags = ["Selected", "Disabled", "Focused", "Keyboard Focused"]

    private let text: Substring
    private let location: SourceLocation
    private var rest: Substring

    init(_ text: Substring, at location: SourceLocation) {
        self.text = text
        self.location = location
        rest = text
    }

    mutating func element() throws(RuntimeCaptureError) -> CapturedElement {
        var typeName = String(takeUntilSeparator())
        if let space = typeName.firstIndex(of: " ") { typeName = String(typeName[..<space]) }  // `Window (Main)`
        var element = CapturedElement(type: ElementType(name: typeName), typeName: typeName, source: location)
        while !rest.isEmpty {
            if rest.hasPrefix("{{") {
                element.frame = try frame()
            } else if let key = Self.quotedKeys.first(where: { rest.hasPrefix($0 + ": ") }) {
                rest = rest.dropFirst(key.count + 2)
                let text = takeFieldValue()
                switch key {
                case "identifier": element.identifier = text
                case "label": element.label = text
                case "title": element.title = text
                case "placeholderValue": element.placeholderValue = text
                default: element.value = text
                }
            } else {
                let field = takeUntilSeparator()
                switch field {
                case "Selected": element.isSelected = true
                case "Disabled": element.isEnabled = false
                case "Focused", "Keyboard Focused": element.hasFocus = true
                default: break  // the address, `pid: 123`, and fields a later Xcode may add
                }
            }
        }
        if element.isEnabled == nil { element.isEnabled = true }
        if element.isSelected == nil { element.isSelected = false }
        return element
    }

    /// `{{x, y}, {width, height}}`.
    private mutating func frame() throws(RuntimeCaptureError) -> Rect {
        let column = location.column + text.utf8.distance(from: text.startIndex, to: rest.startIndex)
        guard let end = rest.range(of: "}}") else { throw error("the frame is never closed with '}}'", column: column) }
        let written = rest[rest.startIndex..<end.upperBound]
        rest = rest[end.upperBound...]
        skipSeparator()
        let parts = written.dropFirst(2).dropLast(2).split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "{}"))
        }
        let numbers = parts.compactMap { CaptureNumber.points($0) }
        guard parts.count == 4, numbers.count == 4 else {
            throw error("the frame \(written) is not four numbers of points", column: column)
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A quoted value up to the quote that ends the field (followed by `, ` or the end of the
    /// line), or an unquoted one up to the next field.
    private mutating func takeFieldValue() -> String {
        if rest.hasPrefix("'") {
            var index = rest.index(after: rest.startIndex)
            while index < rest.endIndex {
                if rest[index] == "'" {
                    let after = rest.index(after: index)
                    if after == rest.endIndex || rest[after...].hasPrefix(", ") {
                        let value = rest[rest.index(after: rest.startIndex)..<index]
                        rest = rest[after...]
                        skipSeparator()
                        return String(value)
                    }
                }
                index = rest.index(after: index)
            }
        }
        var end = rest.startIndex
        while end < rest.endIndex {
            if rest[end...].hasPrefix(", "), startsField(rest[rest.index(end, offsetBy: 2)...]) { break }
            end = rest.index(after: end)
        }
        let value = rest[..<end]
        rest = rest[end...]
        skipSeparator()
        return String(value)
    }

    /// Whether `text` begins a field: a frame, a known key or a flag.
    private func startsField(_ text: Substring) -> Bool {
        text.hasPrefix("{{") || Self.quotedKeys.contains { text.hasPrefix($0 + ": ") } || text.hasPrefix("pid: ")
            || Self.flags.contains { text.hasPrefix($0) && (text.count == $0.count || text.dropFirst($0.count).hasPrefix(",")) }
    }

    private mutating func takeUntilSeparator() -> Substring {
        let end = rest.range(of: ", ")?.lowerBound ?? rest.endIndex
        let field = rest[..<end]
        rest = rest[end...]
        skipSeparator()
        return field
    }

    private mutating func skipSeparator() {
        if rest.hasPrefix(", ") { rest = rest.dropFirst(2) } else if rest.hasPrefix(",") { rest = rest.dropFirst() }
    }

    private func error(_ message: String, column: Int) -> RuntimeCaptureError {
        RuntimeCaptureError(file: location.file, line: location.line, column: column, message: message)
    }
}
