import Foundation
import SwiftSyntaxSupport

/// The tree findings placed in source, made final one file at a time: those a superseding
/// source finding covers removed (`Supersession`), the spans of the others filled
/// (`ElementSpan`), where the modifier their fix adds goes given (`InsertionSites`), and those
/// whose fix is a control's label moved to where it goes (`LabelModifierPlacement`).
///
/// Each reads the outermost expression that starts where the finding points, inside one
/// declaration of the file: with the file's `DeclarationOutline` (taken before its tree was let
/// go), that declaration is parsed alone (`DeclarationFragment`), whose nodes are the whole tree's
/// at the same places; without one, or where no declaration holds the place or it does not parse
/// alone, the file's syntax tree is parsed again. A file
/// is parsed at most once here, and its tree let go once its findings are resolved: keeping
/// every one until the report was built held the trees of every file with an element in it at
/// once (`docs/benchmarks.md`, "Memory: the placed findings' trees one file at a time"). Files
/// may be resolved on several threads (`eachFile`), each holding one tree at a time: done one
/// after the other, their parses left every core but one idle at the end of the audit.
struct PlacedFindingResolution: Sendable {
    /// The findings of one file resolved, with their positions among the placed findings.
    typealias Resolved = [(position: Int, finding: Finding)]

    let supersession: Supersession
    var labelPlacement = LabelModifierPlacement(rules: [])
    var insertionSites = InsertionSites(rules: [])
    /// The text of a Swift file by path; nil where it was not read.
    let text: @Sendable (String) -> String?
    /// Told the path of each tree parsed here and how many of them are held at that moment
    /// (this one included), for tests; nil tells nothing.
    var parsed: (@Sendable (_ path: String, _ held: Int) -> Void)? = nil
    /// Where the declarations of a Swift file are, by path; nil parses the whole file.
    var outline: @Sendable (String) -> DeclarationOutline? = { _ in nil }
    /// Told the path of each declaration parsed alone here, for tests; nil tells nothing.
    var declarationParsed: (@Sendable (_ path: String) -> Void)? = nil
    /// Resolves each of the files, giving their results in the files' order: one file after the
    /// other unless told otherwise (the audit resolves them on every core, `AuditRunner.parallelMap`).
    var eachFile: @Sendable (_ files: [String], _ resolve: @Sendable (String) -> Resolved) -> [Resolved] = { $0.map($1) }
    /// How many trees are held at once, across threads.
    let held = HeldTrees()

    /// `placed` without the findings one of `findings` covers, their spans filled, in their order.
    func resolving(_ placed: [Finding], coveredBy findings: [Finding]) -> [Finding] {
        let coveringByFile = Dictionary(grouping: findings, by: \.location.file)
        var positionsByFile: [String: [Int]] = [:]
        var files: [String] = []
        for (position, finding) in placed.enumerated() {
            let file = finding.location.file
            if positionsByFile[file] == nil { files.append(file) }
            positionsByFile[file, default: []].append(position)
        }
        let resolved = eachFile(files) { [positionsByFile] file in
            resolving(positionsByFile[file] ?? [], of: placed, in: file, coveredBy: coveringByFile[file] ?? [])
        }
        return resolved.joined().sorted { $0.position < $1.position }.map(\.finding)
    }

    /// The findings at `positions` of `placed`, all in the file at `path`, whose tree is parsed
    /// when first needed and let go on return.
    private func resolving(_ positions: [Int], of placed: [Finding], in path: String,
                           coveredBy findings: [Finding]) -> Resolved {
        var tree: ParsedSourceFile?? = nil
        let whole = { () -> ParsedSourceFile? in
            if let tree { return tree }
            let file = text(path).map { ParsedSourceFile(path: path, text: $0, indexesNodes: false) }
            if file != nil { parsed?(path, held.take()) }
            tree = .some(file)
            return file
        }
        var declarations = declarations(of: path)
        defer { if case .some(.some) = tree { held.letGo() } }
        return positions.compactMap { position in
            let location = placed[position].location
            // Every reader asks for the tree around this finding's own place.
            let source = { (asked: String) -> ParsedSourceFile? in
                guard asked == path else { return nil }
                if let tree { return tree }
                return declarations?.file(holding: location) ?? whole()
            }
            let kept = supersession.removingCovered([placed[position]], by: findings, source: source)
            return kept.first.map { finding in
                // The insertion is found from the view's start, before the label placement moves the location.
                let sited = insertionSites.filling(ElementSpan.filling([finding], source: source)[0], source: source)
                return (position, labelPlacement.placing(sited, source: source))
            }
        }
    }

    /// The declarations of the file at `path` parsed alone, as its findings ask for them; nil
    /// where its text or its outline is not known.
    private func declarations(of path: String) -> DeclarationsOfFile? {
        guard let text = text(path), let outline = outline(path) else { return nil }
        var declarations = DeclarationsOfFile(path: path, text: text, outline: outline)
        if let declarationParsed { declarations.parsedAlone = { declarationParsed(path) } }
        return declarations
    }
}

/// The trees the resolution holds at a moment, counted across threads.
final class HeldTrees: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Counts one more tree held; how many are held now.
    func take() -> Int { lock.withLock { count += 1; return count } }

    func letGo() { lock.withLock { count -= 1 } }
}
