import Audit
import Basics

/// What the report of one shard (`perceive audit --shard K/N`) says of itself, so
/// `perceive merge` can check the reports belong together and end as the whole run would.
///
/// JSON reports carry it as the top-level `shard` object, SARIF reports as the run's
/// `properties.perceiveShard` (a SARIF property bag, §3.8); a report of a whole run has none.
public struct ReportShard: Hashable, Sendable {
    /// 1-based.
    public var index: Int
    public var count: Int
    /// Identifies the rule catalogue: the tool's version and the ids of its rules, hashed.
    public var catalogue: String
    /// Identifies everything else that shapes the findings (paths, configuration, display
    /// settings, `--changed-since`, `--fail-on`), hashed.
    public var settings: String
    /// The severity at which a violation fails the run.
    public var failOn: Severity
    /// How many of this shard's inputs could be read: a merged run where none of any shard
    /// could exits 2, as the whole run would.
    public var readInputs: Int

    public init(index: Int, count: Int, catalogue: String, settings: String, failOn: Severity, readInputs: Int) {
        self.index = index
        self.count = count
        self.catalogue = catalogue
        self.settings = settings
        self.failOn = failOn
        self.readInputs = readInputs
    }

    /// The `catalogue` of reports written by `toolVersion` with the rule catalogue `rules`.
    public static func catalogue(toolVersion: String, rules: [RuleDescription]) -> String {
        Fingerprint.hash(([toolVersion] + rules.map(\.id)).joined(separator: "\n"))
    }

    /// `2/4`.
    public var name: String { "\(index)/\(count)" }

    static let keys = ["index", "count", "catalogue", "settings", "failOn", "readInputs"]

    var json: JSONValue {
        .object([
            ("index", .integer(index)),
            ("count", .integer(count)),
            ("catalogue", .string(catalogue)),
            ("settings", .string(settings)),
            ("failOn", .string(failOn.rawValue)),
            ("readInputs", .integer(readInputs)),
        ])
    }

    init(_ node: JSONNode) throws(JSONError) {
        let object = try node.object(keys: Self.keys)
        count = try object.required("count").integer(in: 1...1_000_000)
        index = try object.required("index").integer(in: 1...count)
        catalogue = try object.required("catalogue").string()
        settings = try object.required("settings").string()
        failOn = try object.required("failOn").caseName("severity", of: Severity.self)
        readInputs = try object.required("readInputs").integer(in: 0...Int(Int32.max))
    }
}
