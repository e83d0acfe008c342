import AccessibilityTree

/// A captured screen as indented lines, for exact comparisons: one element per line with what
/// VoiceOver reads of it (label, value, traits), its identifier and its place in the capture.
enum CaptureOutline {
    static func render(_ screen: Screen, includesSources: Bool = false) -> String {
        screen.root.children.map { render($0, depth: 0, includesSources: includesSources) }.joined()
    }

    private static func render(_ element: AccessibilityElement, depth: Int, includesSources: Bool) -> String {
        var parts: [String] = [element.isAccessibilityElement ? (element.label.map { "\"\($0)\"" } ?? "(no label)") : "container"]
        if let value = element.value { parts.append("= \"\(value)\"") }
        if !element.traits.isEmpty { parts.append(element.traits.description) }
        if let identifier = element.identifier { parts.append("id: \(identifier)") }
        if element.isModal { parts.append("modal") }
        if let frame = element.frame { parts.append(frame.description) }
        if includesSources, let source = element.source { parts.append("@ \(source.line):\(source.column)") }
        let line = String(repeating: "  ", count: depth) + parts.joined(separator: " ") + "\n"
        return line + element.children.map { render($0, depth: depth + 1, includesSources: includesSources) }.joined()
    }
}
