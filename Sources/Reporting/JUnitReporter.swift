import Audit

/// The audit as JUnit XML, for CI systems that show test reports: a test suite per rule that
/// ran, a failing test case per finding, and one passing case for a rule with no findings.
public enum JUnitReporter {
    public static func render(_ report: AuditReport) -> String {
        let byRule = Dictionary(grouping: report.findings, by: \.ruleID)
        var ruleIDs = report.rules.map(\.id)
        ruleIDs += byRule.keys.filter { !ruleIDs.contains($0) }.sorted()
        let failures = report.findings.count
        let errors = report.inputErrors.count
        let tests = ruleIDs.reduce(0) { $0 + max(1, byRule[$1]?.count ?? 0) } + errors
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"perceive audit\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        if !report.inputErrors.isEmpty {
            xml += "  <testsuite name=\"inputs\" tests=\"\(errors)\" failures=\"0\" errors=\"\(errors)\" skipped=\"0\">\n"
            for error in report.inputErrors {
                xml += "    <testcase classname=\"inputs\" name=\"\(escape(error.file))\" file=\"\(escape(error.file))\">\n"
                xml += "      <error message=\"\(escape(error.message))\" type=\"input\">\(escape(error.message))</error>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        for id in ruleIDs {
            let findings = byRule[id] ?? []
            let title = report.rule(id)?.title ?? id
            xml += "  <testsuite name=\"\(escape(id))\" tests=\"\(max(1, findings.count))\" failures=\"\(findings.count)\" errors=\"0\" skipped=\"0\">\n"
            if findings.isEmpty {
                xml += "    <testcase classname=\"\(escape(id))\" name=\"\(escape(title))\"/>\n"
            }
            for finding in findings {
                let location = finding.location
                let name = "\(location.file):\(location.line):\(location.column)" + (location.elementPath.map { " (\($0))" } ?? "")
                xml += "    <testcase classname=\"\(escape(id))\" name=\"\(escape(name))\" file=\"\(escape(location.file))\" line=\"\(location.line)\">\n"
                var body = finding.message
                for related in finding.relatedLocations { body += "\nsource: \(related)" }
                if let span = finding.spanAroundLocation { body += "\nelement: \(span)" }
                if let fix = finding.fix { body += "\nfix: " + fix }
                xml += "      <failure message=\"\(escape(finding.message))\" type=\"\(finding.kind == .needsReview ? "review" : finding.severity.rawValue)\">\(escape(body))</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// Text safe in XML 1.0 content and attribute values: markup characters as entities,
    /// tabs and line breaks as character references (so attributes keep them), and other control
    /// characters, which XML 1.0 forbids, dropped.
    static func escape(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            case "\t": output += "&#9;"
            case let control where control.value < 0x20 || control.value == 0xFFFE || control.value == 0xFFFF: continue
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
