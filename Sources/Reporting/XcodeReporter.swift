import Audit

/// The audit as Xcode reads a Run Script build phase's output: one diagnostic per line,
/// `/abs/path/View.swift:12:5: warning: message [rule-id]`, which Xcode lists in the Issue
/// navigator and marks in the editor (`docs/xcode.md`).
///
/// It differs from the text report where Xcode needs it to: paths are absolute (the script's
/// folder is not the editor's), the fix is part of the one line Xcode shows, a place a captured
/// element's identifier is set is a `note:` under its finding, so is the place the modifier its
/// fix adds goes (`SuggestedInsertion`, opened on click at that line), and a finding of severity note is
/// a `warning:` whose message begins with `note:` (Xcode lists errors and warnings, and shows a
/// note only under the diagnostic before it).
public enum XcodeReporter {
    /// - Parameter folder: the absolute folder relative paths are read from (the current folder).
    public static func render(_ report: AuditReport, relativeTo folder: String) -> String {
        var output = ""
        for error in report.inputErrors {
            output += "\(absolute(error.file, in: folder)): error: \(TextReporter.oneLine(error.message))\n"
        }
        for finding in report.findings {
            output += line(for: finding, in: folder) + "\n"
            for related in finding.relatedLocations {
                output += place(related.location, in: folder) + ": note: " + TextReporter.oneLine(related.message) + "\n"
            }
            if let span = finding.spanAroundLocation {
                output += "\(absolute(span.file, in: folder)):\(span.startLine):\(span.startColumn): note: "
                    + "the element, to line \(span.endLine), column \(span.endColumn)\n"
            }
            if let insertion = finding.insertion {
                output += "\(absolute(insertion.file, in: folder)):\(insertion.line):\(insertion.column): note: "
                    + TextReporter.insertionWords(insertion) + "\n"
            }
        }
        return output + report.summary + "\n"
    }

    static func line(for finding: Finding, in folder: String) -> String {
        var message = TextReporter.oneLine(finding.message)
        if finding.kind == .needsReview { message = "needs review: " + message }
        if finding.severity == .note { message = "note: " + message }
        if let element = finding.location.elementPath { message += " (element '\(element)')" }
        if let fix = finding.fix { message += " Fix: " + TextReporter.oneLine(fix) }
        let severity = finding.severity == .error ? "error" : "warning"
        return "\(place(finding.location, in: folder)): \(severity): \(message) [\(finding.ruleID)]"
    }

    static func place(_ location: FindingLocation, in folder: String) -> String {
        "\(absolute(location.file, in: folder)):\(location.line):\(location.column)"
    }

    /// `path` when it is absolute, else `folder/path` without `./` steps.
    static func absolute(_ path: String, in folder: String) -> String {
        if path.hasPrefix("/") { return path }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return relative.isEmpty || relative == "." ? base : base + "/" + relative
    }
}
