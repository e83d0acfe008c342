import SwiftSyntax
import SwiftSyntaxSupport

/// One Swift file read declaration by declaration: its outline (the one taken when it was loaded,
/// or its declaration skeleton's), and each declaration parsed alone once it is asked for
/// (`DeclarationFragment`), for a question about a few places of many files, where parsing each
/// file whole would cost more than the audit's own reading of them: the placed findings made
/// final (`PlacedFindingResolution`) and the views callers show (`ViewsShownByCallers`).
struct DeclarationsOfFile {
    let path: String
    let text: String
    let outline: DeclarationOutline
    /// Told each time a declaration is parsed alone, for tests; nil tells nothing.
    var parsedAlone: (() -> Void)? = nil
    /// Made when a line and column are first asked for: most files are asked for offsets only.
    private var lines: LineTable? = nil
    /// By the declaration's start; nil where it does not parse alone.
    private var fragments: [Int: DeclarationFragment?] = [:]

    /// The declarations of `text`, with `outline` when the file's loading took one.
    init(path: String, text: String, outline: DeclarationOutline?) {
        self.path = path
        self.text = text
        self.outline = outline ?? DeclarationOutline((ParsedSourceFile(declarationsOf: text, path: path)
            ?? ParsedSourceFile(path: path, text: text, indexesNodes: false)).tree)
    }

    /// The file's line table, made once.
    private mutating func lineTable() -> LineTable {
        let lines = self.lines ?? LineTable(text)
        self.lines = lines
        return lines
    }

    /// The UTF-8 offset of a 1-based line and column.
    mutating func offset(line: Int, column: Int) -> Int {
        lineTable().position(ofLine: line, column: column).utf8Offset
    }

    /// The declaration holding the UTF-8 `offset`, nil where none does (a type's header).
    func declaration(holding offset: Int) -> DeclarationOutline.Declaration? {
        outline.declaration(holdingOffset: offset)
    }

    /// `declaration` parsed alone, its nodes where they are in the file; nil where it does not
    /// parse alone.
    private mutating func fragment(of declaration: DeclarationOutline.Declaration) -> DeclarationFragment? {
        if let known = fragments[declaration.start] { return known }
        let fragment = DeclarationFragment(declaration, of: text)
        if fragment != nil { parsedAlone?() }
        fragments[declaration.start] = .some(fragment)
        return fragment
    }

    /// The token at the UTF-8 `offset` of `declaration`, read from the declaration parsed alone;
    /// nil where it does not parse alone.
    mutating func token(at offset: Int, in declaration: DeclarationOutline.Declaration) -> TokenSyntax? {
        fragment(of: declaration)?.tree.token(at: AbsolutePosition(utf8Offset: offset))
    }

    /// The file read through the declaration holding `location`, parsed alone; nil where no
    /// declaration holds the place or it does not parse alone.
    mutating func file(holding location: FindingLocation) -> ParsedSourceFile? {
        guard let declaration = declaration(holding: offset(line: location.line, column: location.column)),
              let fragment = fragment(of: declaration) else { return nil }
        return ParsedSourceFile(path: path, text: text, lines: lineTable(), declaration: fragment)
    }

    /// The places in the file's other declarations of the type `typeName` (its own and its
    /// extensions') that refer to `member` by name (`content(for: details)`, `sortView`), each
    /// read from its declaration parsed alone.
    mutating func references(to member: String, inDeclarationsOf typeName: String,
                             other declaration: DeclarationOutline.Declaration) -> [TokenSyntax] {
        let utf8 = text.utf8
        var found: [TokenSyntax] = []
        for candidate in outline.declarations where candidate != declaration {
            guard let container = candidate.container, outline.containers[container].name == typeName,
                  let start = utf8.index(utf8.startIndex, offsetBy: candidate.start, limitedBy: utf8.endIndex),
                  let end = utf8.index(utf8.startIndex, offsetBy: candidate.end, limitedBy: utf8.endIndex),
                  text[start..<end].contains(member), let fragment = fragment(of: candidate) else { continue }
            found += fragment.tree.tokens(viewMode: .sourceAccurate).filter { token in
                token.text == member && token.parent?.is(DeclReferenceExprSyntax.self) == true
            }
        }
        return found
    }

    /// Whether the file declares a type named `name` that is not a view (`public struct
    /// PowerMetrics: Sendable`, a local package's protobuf message, beside the app's `struct
    /// PowerMetrics: View`): there, the name means that type, since a module's own declaration
    /// shadows an imported one (The Swift Programming Language, Declarations), and two types of
    /// one name cannot share a module.
    func declaresTypeOtherThanAView(named name: String) -> Bool {
        outline.containers.contains { !$0.isExtension && $0.name == name && !$0.inherited.contains("View") }
    }

    /// The types and extensions holding `declaration`, innermost first.
    func containers(of declaration: DeclarationOutline.Declaration) -> [DeclarationOutline.Container] {
        var result: [DeclarationOutline.Container] = []
        var next = declaration.container
        while let index = next {
            result.append(outline.containers[index])
            next = outline.containers[index].parent
        }
        return result
    }
}
