import SwiftSyntax
import SwiftSyntaxSupport

/// The UIKit source findings that a class of the app declared in another file settles
/// (`ClassSettlingSourceRule`), left out once an app's findings are known: the rules read one
/// file, so a tap on a view whose `UIButton` subclass is written elsewhere looked like a tap on a
/// plain view.
///
/// Read on every run, from the files' texts, and not kept in the cache's entries: whether a
/// finding is settled changes with the other file. Only the files holding such findings and the
/// files declaring the classes asked about are parsed; a class is looked for in the files whose
/// text holds `class NAME`.
struct AppClassSettlement {
    private let rules: [String: any ClassSettlingSourceRule]
    private let texts: [String: String]
    /// The paths of `texts`, in the order a class is looked for in them.
    private let paths: [String]
    private let parsed = ParsedFiles()

    /// - Parameters:
    ///   - read: one app's inputs, as read.
    ///   - rules: the rules the audit runs.
    init(read: [LoadedInput], rules: [any Rule]) {
        var settling: [String: any ClassSettlingSourceRule] = [:]
        for case let rule as any ClassSettlingSourceRule in rules { settling[rule.id] = rule }
        self.rules = settling
        var texts: [String: String] = [:]
        for input in read where input.input.kind == .swiftSource && input.error == nil {
            if let text = input.text { texts[input.input.path] = text }
        }
        self.texts = texts
        paths = texts.keys.sorted()
    }

    /// `outcomes` (by position in the app's inputs) without the findings the app's classes settle.
    func removingSettled(from outcomes: [InputOutcome?]) -> [InputOutcome?] {
        guard !rules.isEmpty, outcomes.contains(where: { $0?.findings.contains(where: isAsked) == true }) else { return outcomes }
        let classes = AppClasses(declaration: declaration(of:))
        return outcomes.map { outcome in
            guard var outcome else { return nil }
            outcome.findings = outcome.findings.filter { finding in
                guard isAsked(finding), let rule = rules[finding.ruleID], let file = file(at: finding.location.file) else { return true }
                return !rule.isSettled(finding, in: file, by: classes)
            }
            return outcome
        }
    }

    private func isAsked(_ finding: Finding) -> Bool {
        rules[finding.ruleID] != nil
    }

    /// The class the app declares as `name`, read from the first file (by path) that declares it.
    private func declaration(of name: String) -> (UIKitClassSource, ParsedSourceFile)? {
        parsed.declaration(of: name) {
            let written = "class \(name)"
            for path in paths where texts[path]?.containsBytes(written) == true {
                guard let file = file(at: path),
                      let type = UIKitClassSource.all(in: file).first(where: { $0.name == name }) else { continue }
                return (type, file)
            }
            return nil
        }
    }

    private func file(at path: String) -> ParsedSourceFile? {
        parsed.file(at: path) { texts[path].map { ParsedSourceFile(path: path, text: $0) } }
    }
}

/// The files and classes `AppClassSettlement` has read, each once.
private final class ParsedFiles {
    private var files: [String: ParsedSourceFile?] = [:]
    private var classes: [String: (UIKitClassSource, ParsedSourceFile)?] = [:]

    func file(at path: String, parse: () -> ParsedSourceFile?) -> ParsedSourceFile? {
        if let known = files[path] { return known }
        let file = parse()
        files[path] = .some(file)
        return file
    }

    func declaration(of name: String, find: () -> (UIKitClassSource, ParsedSourceFile)?) -> (UIKitClassSource, ParsedSourceFile)? {
        if let known = classes[name] { return known }
        let found = find()
        classes[name] = .some(found)
        return found
    }
}
