import AccessibilityTree
import Basics

/// A lowered tree as indented text: one line per element with its label, value, traits and,
/// on request, frame and source location. `perceive tree` prints it; tests compare it.
public struct TreeOutline: Sendable {
    public var includesFrames: Bool
    public var includesSources: Bool
    public var includesIDs: Bool
    public var includesDiagnostics: Bool

    public init(includesFrames: Bool = false, includesSources: Bool = false, includesIDs: Bool = false,
                includesDiagnostics: Bool = true) {
        self.includesFrames = includesFrames
        self.includesSources = includesSources
        self.includesIDs = includesIDs
        self.includesDiagnostics = includesDiagnostics
    }

    /// The screen's top-level elements and their descendants, two spaces per level.
    public func render(_ screen: Screen) -> String {
        screen.root.children.map { render($0, depth: 0) }.joined()
    }

    /// A lowering result: the screen, each modal screen under a `── sheet ──` rule, and the diagnostics.
    public func render(_ result: LoweringResult) -> String {
        var text = "\(result.screen.name ?? "Screen") (\(result.screen.settings.contentSize.shortName))\n"
        text += indent(render(result.screen))
        for modal in result.modals {
            let presented = modal.isPresentedInitially.map { $0 ? ", presented" : ", not presented" } ?? ""
            text += "── \(modal.presentation.rawValue)\(presented)"
            text += includesSources ? modal.source.map { " @ \($0)" } ?? "" : ""
            text += " ──\n" + indent(render(modal.screen))
        }
        for diagnostic in result.diagnostics where includesDiagnostics {
            text += "\(diagnostic)\n"
        }
        return text
    }

    /// One element's line (without indentation or newline).
    public func line(for element: AccessibilityElement) -> String {
        var parts: [String] = []
        if element.isAccessibilityElement {
            parts.append(element.label.map { "\"\($0)\"" } ?? "(no label)")
        } else {
            parts.append("container" + (element.label.map { " \"\($0)\"" } ?? ""))
            if element.containerType != .none { parts.append("(\(element.containerType.rawValue))") }
        }
        if let value = element.value { parts.append("= \"\(value)\"") }
        if !element.traits.isEmpty { parts.append(element.traits.description) }
        if let hint = element.hint { parts.append("hint: \"\(hint)\"") }
        if let level = element.headingLevel { parts.append("level: \(level)") }
        if let priority = element.sortPriority { parts.append("sort: \(priority.compactDescription)") }
        if !element.customActions.isEmpty { parts.append("actions: [" + element.customActions.map(\.name).joined(separator: ", ") + "]") }
        if !element.standardActions.isEmpty { parts.append("handles: [" + element.standardActions.map(\.rawValue).joined(separator: ", ") + "]") }
        if !element.customRotors.isEmpty { parts.append("rotors: [" + element.customRotors.map(\.name).joined(separator: ", ") + "]") }
        if !element.gestures.isEmpty { parts.append("gestures: [" + element.gestures.map(\.rawValue).joined(separator: ", ") + "]") }
        if !element.inputLabels.isEmpty { parts.append("input: [" + element.inputLabels.joined(separator: ", ") + "]") }
        if let identifier = element.identifier { parts.append("id: \(identifier)") }
        if let point = element.activationPoint { parts.append("activation: \(point)") }
        if let touch = element.directTouch { parts.append("directTouch: \(Self.options(touch))") }
        if let large = element.largeContent { parts.append("largeContent: \"\(large.title ?? "")\"") }
        if let responds = element.respondsToUserInteraction { parts.append("responds: \(responds)") }
        parts += Self.contentParts(element)
        if let visual = element.visual {
            if let limit = visual.lineLimit { parts.append("lines: \(limit)") }
            if visual.isTruncated == true { parts.append("truncated") }
            if let maximum = visual.maximumContentSize { parts.append("max: \(maximum.shortName)") }
        }
        if element.isHidden { parts.append("hidden") }
        if element.isModal { parts.append("modal") }
        if includesFrames, let frame = element.frame { parts.append(frame.description) }
        if includesIDs { parts.append("#\(element.id)") }
        if includesSources, let source = element.source { parts.append("@ \(source)") }
        if !element.unresolved.isEmpty { parts.append("unresolved: " + element.unresolved.map(\.description).joined(separator: "; ")) }
        return parts.joined(separator: " ")
    }

    private func render(_ element: AccessibilityElement, depth: Int) -> String {
        String(repeating: "  ", count: depth) + line(for: element) + "\n"
            + element.children.map { render($0, depth: depth + 1) }.joined()
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    }

    /// Custom content, drag and drop points, Smart Invert, speech attributes and relations.
    private static func contentParts(_ element: AccessibilityElement) -> [String] {
        var parts: [String] = []
        if !element.customContent.isEmpty {
            parts.append("content: [" + element.customContent.map { content in
                "\(content.label): \(content.value)" + (content.importance == .high ? " (high)" : "")
            }.joined(separator: ", ") + "]")
        }
        for kind in DragDropPoint.Kind.allCases {
            let names = element.dragDropPoints.filter { $0.kind == kind }.map(\.name)
            if !names.isEmpty { parts.append("\(kind.rawValue): [" + names.joined(separator: ", ") + "]") }
        }
        if element.ignoresInvertColors { parts.append("ignoresInvert") }
        if let speech = element.speech, !speech.isEmpty {
            var facts: [String] = []
            if let type = speech.textContentType { facts.append("type: \(type)") }
            if let flag = speech.alwaysIncludesPunctuation { facts.append("punctuation: \(flag)") }
            if let flag = speech.spellsOutCharacters { facts.append("spellsOut: \(flag)") }
            if let pitch = speech.adjustedPitch { facts.append("pitch: \(pitch.compactDescription)") }
            if let flag = speech.announcementsQueued { facts.append("queued: \(flag)") }
            parts.append("speech: [" + facts.joined(separator: ", ") + "]")
        }
        if !element.relations.isEmpty {
            parts.append("relations: [" + element.relations.map { "\($0.kind.rawValue) \($0.id) in \($0.namespace)" }
                .joined(separator: ", ") + "]")
        }
        return parts
    }

    private static func options(_ touch: DirectTouch) -> String {
        var names: [String] = []
        if touch.isSilentOnTouch { names.append("silentOnTouch") }
        if touch.requiresActivation { names.append("requiresActivation") }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
