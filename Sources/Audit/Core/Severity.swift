/// How much a finding matters; `perceive audit` fails at or above a chosen severity (error by default).
public enum Severity: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
