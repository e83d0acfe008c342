import AccessibilityTree
import Foundation
import SwiftSyntaxSupport

/// Links findings on captured elements to the source lines that set their accessibility
/// identifiers (docs/runtime-capture.md, Merge with source).
///
/// While a capture is audited, each finding on one of its elements records the identifier the
/// element carries, or else its nearest ancestor's (`identifiers(in:)`). Once every input is read,
/// the identifiers the project's Swift files set (`AccessibilityIdentifierIndex`) give each such
/// finding a related location per place that sets it; several places are all listed, and each says
/// it is one of them.
enum CaptureSourceLinks {
    /// Each element's identifier, else its nearest identified ancestor's, by element path.
    static func identifiers(in screen: Screen) -> [String: ElementIdentifier] {
        var result: [String: ElementIdentifier] = [:]
        func visit(_ element: AccessibilityElement, inherited: ElementIdentifier?) {
            let own = element.identifier.flatMap { $0.isEmpty ? nil : ElementIdentifier($0) }
            if let identifier = own ?? inherited { result[element.id.rawValue] = identifier }
            let passed = own.map { ElementIdentifier($0.identifier, ancestorPath: element.id.rawValue) } ?? inherited
            for child in element.children { visit(child, inherited: passed) }
        }
        visit(screen.root, inherited: nil)
        return result
    }

    /// `findings` with the identifier of the element each points at, where it has one.
    static func recordingIdentifiers(_ findings: [Finding], of screen: Screen) -> [Finding] {
        let identifiers = identifiers(in: screen)
        guard !identifiers.isEmpty else { return findings }
        return findings.map { finding in
            var finding = finding
            finding.identifier = finding.location.elementPath.flatMap { identifiers[$0] }
            return finding
        }
    }

    /// `findings` with the places that set their identifiers among the Swift `files` as related
    /// locations; `text` gives a file's text (read again from disk when the run kept none, as
    /// when its results came from the cache).
    static func linking(_ findings: [Finding], files: [String], text: (String) -> String?) -> [Finding] {
        guard findings.contains(where: { $0.identifier != nil }) else { return findings }
        var index = AccessibilityIdentifierIndex()
        for path in files {
            guard let text = text(path) ?? (try? String(contentsOfFile: path, encoding: .utf8)),
                  AccessibilityIdentifierIndex.mayHoldIdentifiers(text), BracketNesting(text).problem == nil else { continue }
            index.add(ParsedSourceFile(path: path, text: text, indexesNodes: false))
        }
        return findings.map { finding in
            guard let identifier = finding.identifier else { return finding }
            var finding = finding
            let places = index.places(of: identifier.identifier)
            finding.relatedLocations = places.map { RelatedLocation($0, message: message(identifier, among: places.count)) }
            return finding
        }
    }

    /// What a related location is: `sets accessibilityIdentifier "favorite", which this element
    /// carries`, naming the ancestor that carries it instead when the element has none, and how
    /// many places set it when more than one does.
    static func message(_ identifier: ElementIdentifier, among count: Int) -> String {
        let carrier = identifier.ancestorPath.map { "its nearest identified ancestor '\($0)' carries" } ?? "this element carries"
        let ambiguity = count > 1 ? " (ambiguous: one of \(count) places that set it)" : ""
        return "sets accessibilityIdentifier \"\(identifier.identifier)\", which \(carrier)\(ambiguity)"
    }
}
