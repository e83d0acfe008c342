import SwiftSyntaxSupport

/// The tree findings placed in source, made final one file at a time: those a superseding
/// source finding covers removed (`Supersession`), the spans of the others filled
/// (`ElementSpan`), and those whose fix is a control's label moved to where it goes
/// (`LabelModifierPlacement`).
///
/// Both read the file's syntax tree again (it was let go after the file was audited). A file
/// is parsed at most once here, and its tree let go before the next file's is parsed: keeping
/// every one until the report was built held the trees of every file with an element in it at
/// once (`docs/benchmarks.md`, "Memory: the placed findings' trees one file at a time").
struct PlacedFindingResolution {
    let supersession: Supersession
    var labelPlacement = LabelModifierPlacement(rules: [])
    /// The text of a Swift file by path; nil where it was not read.
    let text: (String) -> String?
    /// Told the path of each tree parsed here and how many of them are held at that moment
    /// (this one included), for tests; nil tells nothing.
    var parsed: (@Sendable (_ path: String, _ held: Int) -> Void)? = nil

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
        var resolved: [(position: Int, finding: Finding)] = []
        for file in files {
            resolved += resolving(positionsByFile[file] ?? [], of: placed, in: file, coveredBy: coveringByFile[file] ?? [])
        }
        return resolved.sorted { $0.position < $1.position }.map(\.finding)
    }

    /// The findings at `positions` of `placed`, all in the file at `path`, whose tree is parsed
    /// when first needed and let go on return.
    private func resolving(_ positions: [Int], of placed: [Finding], in path: String,
                           coveredBy findings: [Finding]) -> [(position: Int, finding: Finding)] {
        var tree: ParsedSourceFile?? = nil
        var held = 0
        let source = { (asked: String) -> ParsedSourceFile? in
            guard asked == path else { return nil }
            if let tree { return tree }
            let file = text(path).map { ParsedSourceFile(path: path, text: $0, indexesNodes: false) }
            if file != nil {
                held += 1
                parsed?(path, held)
            }
            tree = .some(file)
            return file
        }
        return positions.compactMap { position in
            let kept = supersession.removingCovered([placed[position]], by: findings, source: source)
            return kept.first.map { (position, labelPlacement.placing(ElementSpan.filling([$0], source: source)[0], source: source)) }
        }
    }
}
