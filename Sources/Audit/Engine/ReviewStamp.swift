/// The stamp that names a finding to review for `// perceive:reviewed STAMP — reason`: the rule
/// and the trimmed text of the line the finding points at, hashed to eight hex digits.
///
/// Unlike the fingerprint it leaves out the element path, so a view added beside the line does
/// not unsettle it; editing the line itself does, and the finding is shown again for a new look.
public enum ReviewStamp {
    /// A review mark at the end of the line (`Text(title) // perceive:reviewed …`) is not part of
    /// the text stamped, so writing it does not change the stamp it names.
    public static func of(ruleID: String, lineText: String) -> String {
        var code = Substring(lineText)
        if let mark = code.range(of: Suppression.reviewedMarker), let comment = code[..<mark.lowerBound].range(of: "//", options: .backwards) {
            code = code[..<comment.lowerBound]
        }
        return String(Fingerprint.of(ruleID: ruleID, lineText: String(code), elementPath: nil).prefix(8))
    }
}
