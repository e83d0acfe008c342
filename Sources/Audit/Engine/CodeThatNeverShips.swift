import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// Code of a Swift file that never reaches a person using the app: previews and tests. A finding
/// there is about sample content (a preview's `Button("Primary button")`, a test's fixed font)
/// nobody meets, so the merge leaves it out (`FindingMerge`). The views a preview shows are
/// audited where they are declared, and their findings stay.
enum CodeThatNeverShips {
    /// The lines of the file's previews: each `#Preview { … }` and each type or extension
    /// conforming to `PreviewProvider` (Xcode's previews, built only for the canvas), at the top
    /// level or inside `#if` blocks (`#if DEBUG`); and of the types only previews show
    /// (`typesOnlyPreviewsShow`). Read from any tree of the file, a declaration skeleton too: it
    /// keeps every line where it was (`DeclarationSkeleton`).
    static func previewLines(in file: ParsedSourceFile) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        forEachTopLevelItem(of: file) { node in
            if let macro = node.asProtocol(FreestandingMacroExpansionSyntax.self), macro.macroName.text == "Preview" {
                ranges.append(file.span(of: node).lines)
            } else if let group = node.asProtocol(DeclGroupSyntax.self),
                      group.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true {
                ranges.append(file.span(of: node).lines)
            }
        }
        return ranges + typesOnlyPreviewsShow(in: file, previews: ranges)
    }

    /// The lines of the `private` and `fileprivate` types declared at the top level of the file,
    /// with their extensions there, that only its previews name, or previews and other such types
    /// (a preview's stand-in dashboard, a harness toggling the view). Such a type is seen from its
    /// own file only (The Swift Programming Language, Access Control: "Private access restricts
    /// the use of an entity to the enclosing declaration, and to extensions of that declaration
    /// that are in the same file"; file-private, to the file), so no other code shows it; nor is
    /// one no code names.
    private static func typesOnlyPreviewsShow(in file: ParsedSourceFile, previews: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var privateTypes: Set<String> = []
        var declarations: [(name: String, lines: ClosedRange<Int>)] = []
        forEachTopLevelItem(of: file) { node in
            if let extended = node.as(ExtensionDeclSyntax.self) {
                declarations.append((extended.extendedType.trimmedDescription, file.span(of: node).lines))
            } else if let group = node.asProtocol(DeclGroupSyntax.self), let named = node.asProtocol(NamedDeclSyntax.self) {
                if group.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) {
                    privateTypes.insert(named.name.text)
                }
                declarations.append((named.name.text, file.span(of: node).lines))
            }
        }
        let declared = Dictionary(grouping: declarations.filter { privateTypes.contains($0.name) }, by: \.name).mapValues { $0.map(\.lines) }
        guard !declared.isEmpty else { return [] }
        let uses = linesNaming(Set(declared.keys), in: file.text)
        // Until no more is found: a harness only previews show makes the dashboard it shows one too.
        var neverShown = previews
        var found: Set<String> = []
        while let next = declared.first(where: { name, lines in
            !found.contains(name) && (uses[name] ?? []).allSatisfy { line in (lines + neverShown).contains { $0.contains(line) } }
        }) {
            found.insert(next.key)
            neverShown += next.value
        }
        return Array(neverShown.dropFirst(previews.count))
    }

    /// The lines where each of `names` is written as a word of `text`, comments and strings
    /// included (a mention there counts as a use: the type is then taken to ship). Read from the
    /// text, not the tree: a declaration skeleton's tree has its members' bodies blanked.
    private static func linesNaming(_ names: Set<String>, in text: String) -> [String: [Int]] {
        var uses: [String: [Int]] = [:]
        var line = 1
        var word: [UInt8] = []
        func endWord() {
            guard !word.isEmpty else { return }
            let name = String(decoding: word, as: UTF8.self)
            if names.contains(name) { uses[name, default: []].append(line) }
            word.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            let isWordByte = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte >= 0x80
            if isWordByte {
                word.append(byte)
            } else {
                endWord()
                if byte == 0x0A { line += 1 }
            }
        }
        endWord()
        return uses
    }

    /// Visits each item at the top level of the file, and those inside its `#if` blocks.
    private static func forEachTopLevelItem(of file: ParsedSourceFile, _ visit: (Syntax) -> Void) {
        func walk(_ node: Syntax) {
            guard let ifConfig = node.as(IfConfigDeclSyntax.self) else { return visit(node) }
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .statements(let statements): statements.forEach { walk(Syntax($0.item)) }
                case .decls(let members): members.forEach { walk(Syntax($0.decl)) }
                default: break
                }
            }
        }
        file.tree.statements.forEach { walk(Syntax($0.item)) }
    }

    /// Whether the file is a test (`import XCTest`, `import Testing`; `SourceFinder.mayMatter`):
    /// its views and fonts are a test's inputs, never drawn for a person.
    static func isTest(_ text: String) -> Bool {
        !SourceFinder.mayMatter(text)
    }
}
