import AssetCatalog
import ColorScience
import Foundation

/// `perceive colors Assets.xcassets`: the contrast of foreground/background colour pairs in
/// every appearance, missing high-contrast variants, and palettes that merge under
/// colour-vision deficiencies.
///
/// Text output is one `file:line:column: warning: message [rule-id]` line per finding, as
/// Xcode and editors read them; `--format json` prints `{"format": "perceive-colors",
/// "version": 1, "catalog": …, "findings": […]}` with sorted keys.
struct ColorsCommand: Command {
    static let name = "colors"
    static let abstract = "Check an asset catalog's colours: contrast in every appearance, high-contrast variants, palettes."
    static let positionalUsage = "PATH.xcassets"
    static let discussion = """
        Pairs come from --pairs (a JSON array of {"foreground", "background", "minimumRatio"} objects,
        or lines of 'Foreground on Background'), else from names: *Text*, *Label*, *Foreground* on
        *Background*, *Surface*. Palettes are names with a numeric or letter suffix (Chart1 … Chart5).
        """
    static let exitStatus: String? = "0 no findings, 1 findings, 2 usage or input error."

    enum Format: String, CaseIterable { case text, json }

    static let pairs = Option<String>("pairs", valueName: "FILE", help: "the foreground/background pairs to check")
    static let format = Option<Format>("format", valueName: "FORMAT", help: "text (default) or json")
    static let optionGroups = [OptionGroup.options([pairs.spec, format.spec])]

    let catalogPath: String
    let pairsPath: String?
    let format: Format

    init(arguments: ParsedArguments) throws(CommandError) {
        let positional = arguments.positional
        guard let path = positional.first else { throw .usage("missing the asset catalog folder") }
        guard positional.count == 1 else { throw .usage("unexpected argument '\(positional[1])'") }
        catalogPath = path
        pairsPath = try arguments.value(Self.pairs)
        format = try arguments.value(Self.format) ?? .text
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        let catalog: AssetCatalog
        let findings: [ColorFinding]
        do {
            catalog = try AssetCatalog.read(at: catalogPath)
            let pairs = try pairsPath.map { (path) throws(AssetCatalogError) in try ColorPair.read(at: path) }
            findings = try CatalogColorAudit.findings(in: catalog, options: ColorAuditOptions(pairs: pairs))
        } catch {
            throw .input(error.description)
        }
        switch format {
        case .text:
            for finding in findings {
                console.print("\(finding.file):\(finding.line):\(finding.column): warning: \(finding.message) "
                    + "[\(finding.kind.ruleID)]")
            }
            let sets = catalog.colorSets.count
            console.print(findings.isEmpty
                ? "No colour findings in \(catalogPath) (\(sets) colour sets)."
                : "\(findings.count) colour finding\(findings.count == 1 ? "" : "s") in \(catalogPath) (\(sets) colour sets).")
        case .json:
            console.print(try Self.json(ColorsReport(catalog: catalogPath, findings: findings)))
        }
        return findings.isEmpty ? .clean : .findings
    }

    /// The JSON document `--format json` prints.
    struct ColorsReport: Encodable {
        var format = "perceive-colors"
        var version = 1
        var catalog: String
        var findings: [ColorFinding]
    }

    static func json(_ report: ColorsReport) throws(CommandError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(report), as: UTF8.self)
        } catch {
            throw .input("cannot encode the report: \(error)")
        }
    }
}
