import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// The source findings that a declaration of the app in another file settles, once an app's
/// findings are known: the rules read one file, so a tap on a view whose `UIButton` subclass is
/// written elsewhere looked like a tap on a plain view (`ClassSettlingSourceRule`), and a font
/// sized by a constant of another file's style guide looked as if it might scale
/// (`TypeSettlingSourceRule`).
///
/// Read on every run, from the files' texts, and not kept in the cache's entries: whether a
/// finding is settled changes with the other file. Only the files holding such findings and the
/// files declaring what is asked about are parsed; a class or a type is looked for in the files
/// that declare or extend its name (`DeclaredTypeNames`, read once), a class in those of them
/// whose text holds `class NAME`.
struct AppDeclarationSettlement {
    private let classRules: [String: any ClassSettlingSourceRule]
    private let typeRules: [String: any TypeSettlingSourceRule]
    private let texts: [String: String]
    /// The paths of `texts`, in the order a declaration is looked for in them.
    private let paths: [String]
    private let parsed = ParsedFiles()

    /// - Parameters:
    ///   - read: one app's inputs, as read.
    ///   - rules: the rules the audit runs.
    init(read: [LoadedInput], rules: [any Rule]) {
        var classRules: [String: any ClassSettlingSourceRule] = [:]
        var typeRules: [String: any TypeSettlingSourceRule] = [:]
        for rule in rules {
            if let rule = rule as? any ClassSettlingSourceRule { classRules[rule.id] = rule }
            if let rule = rule as? any TypeSettlingSourceRule { typeRules[rule.id] = rule }
        }
        self.classRules = classRules
        self.typeRules = typeRules
        var texts: [String: String] = [:]
        for input in read where input.input.kind == .swiftSource && input.error == nil {
            if let text = input.text { texts[input.input.path] = text }
        }
        self.texts = texts
        paths = texts.keys.sorted()
    }

    /// `outcomes` (by position in the app's inputs) without the findings the app's declarations
    /// settle, and with those they decide otherwise changed.
    func settling(_ outcomes: [InputOutcome?]) -> [InputOutcome?] {
        guard !classRules.isEmpty || !typeRules.isEmpty else { return outcomes }
        return outcomes.map { outcome in
            guard var outcome else { return nil }
            outcome.findings = outcome.findings.compactMap { finding in
                guard isAsked(finding), let file = file(at: finding.location.file) else { return finding }
                if let rule = classRules[finding.ruleID] {
                    let classes = AppClasses(declaration: { declaration(of: $0, near: file.path) }, extensions: extensions(of:))
                    return rule.isSettled(finding, in: file, by: classes) ? nil : finding
                }
                guard let rule = typeRules[finding.ruleID] else { return finding }
                return rule.settled(finding, in: file, by: types(around: file))
            }
            return outcome
        }
    }

    private func isAsked(_ finding: Finding) -> Bool {
        if classRules[finding.ruleID] != nil { return true }
        guard let rule = typeRules[finding.ruleID] else { return false }
        return texts[finding.location.file].map { type(of: rule).maySettle(finding, fileText: $0) } ?? false
    }

    /// `file`'s own types and the types other files declare where any file can name them.
    private func types(around file: ParsedSourceFile) -> AppTypes {
        AppTypes { name in file.tree.typeDeclarations(named: name) + typeDeclarations(named: name) }
    }

    /// The declarations of the type `name` in the app's files that another file can name so.
    private func typeDeclarations(named name: String) -> [Syntax] {
        parsed.types(named: name) {
            declaredTypeNames().paths(declaring: name).flatMap { path -> [Syntax] in
                file(at: path)?.tree.visibleTypeDeclarations(named: name) ?? []
            }
        }
    }

    /// The files by the type names they declare or extend, read once.
    private func declaredTypeNames() -> DeclaredTypeNames {
        parsed.typeNames { DeclaredTypeNames(paths: paths, texts: texts) }
    }

    /// The class the app declares as `name` as the file at `path` sees it: of the files declaring
    /// it, the one whose folder is nearest the file's (the most leading path components shared), as
    /// an app's own module is searched before another's; the first in path order among those as
    /// near. Two apps audited together (an example's Before and After folders) each see their own.
    private func declaration(of name: String, near path: String) -> (UIKitClassSource, ParsedSourceFile)? {
        let written = "class \(name)"
        let declaring = parsed.paths(declaringClass: name) {
            declaredTypeNames().paths(declaring: name).filter { texts[$0]?.containsBytes(written) == true }
        }
        let ordered = declaring.enumerated().sorted { lhs, rhs in
            let (left, right) = (Self.sharedFolders(lhs.element, path), Self.sharedFolders(rhs.element, path))
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
        for candidate in ordered {
            let found = parsed.declaration(of: name, inFileAt: candidate) {
                file(at: candidate).flatMap { file in UIKitClassSource.all(in: file).first { $0.name == name }.map { ($0, file) } }
            }
            if let found { return found }
        }
        return nil
    }

    /// How many leading folders the paths `a` and `b` share.
    static func sharedFolders(_ a: String, _ b: String) -> Int {
        zip(a.split(separator: "/").dropLast(), b.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }

    /// The extensions of the class `name` and of the types nested in it, in the files that
    /// extend the name.
    private func extensions(of name: String) -> [Syntax] {
        declaredTypeNames().paths(declaring: name).flatMap { path -> [Syntax] in
            guard texts[path]?.containsBytes("extension \(name)") == true, let file = file(at: path) else { return [] }
            return file.nodes(ExtensionDeclSyntax.self).filter { declaration in
                let extended = declaration.extendedType.trimmedDescription
                return extended == name || extended.hasPrefix(name + ".")
            }.map(Syntax.init)
        }
    }

    private func file(at path: String) -> ParsedSourceFile? {
        parsed.file(at: path) { texts[path].map { ParsedSourceFile(path: path, text: $0) } }
    }
}

/// The files, classes and types `AppDeclarationSettlement` has read, each once.
private final class ParsedFiles {
    private var files: [String: ParsedSourceFile?] = [:]
    private var classes: [String: (UIKitClassSource, ParsedSourceFile)?] = [:]
    private var classPaths: [String: [String]] = [:]
    private var types: [String: [Syntax]] = [:]
    private var typeNames: DeclaredTypeNames?

    func typeNames(read: () -> DeclaredTypeNames) -> DeclaredTypeNames {
        if let typeNames { return typeNames }
        let names = read()
        typeNames = names
        return names
    }

    func file(at path: String, parse: () -> ParsedSourceFile?) -> ParsedSourceFile? {
        if let known = files[path] { return known }
        let file = parse()
        files[path] = .some(file)
        return file
    }

    /// The paths of the files declaring the class `name`, found by `find` once.
    func paths(declaringClass name: String, find: () -> [String]) -> [String] {
        if let known = classPaths[name] { return known }
        let found = find()
        classPaths[name] = found
        return found
    }

    /// The class `name` the file at `path` declares, found by `find` once.
    func declaration(of name: String, inFileAt path: String, find: () -> (UIKitClassSource, ParsedSourceFile)?)
        -> (UIKitClassSource, ParsedSourceFile)? {
        let key = path + "\u{0}" + name
        if let known = classes[key] { return known }
        let found = find()
        classes[key] = .some(found)
        return found
    }

    func types(named name: String, find: () -> [Syntax]) -> [Syntax] {
        if let known = types[name] { return known }
        let found = find()
        types[name] = found
        return found
    }
}
