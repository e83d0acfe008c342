/// `perceive report`: the audit as one self-contained HTML page, `perceive audit --format html`
/// under a name of its own.
struct ReportCommand: Command {
    static let name = "report"
    static let abstract = "Write the audit as one self-contained HTML page: every screen seen and heard, every finding."
    static let positionalUsage = "[PATH…]"
    static let discussion = """
        Audits each PATH as 'perceive audit' does and writes one HTML file that needs no network and
        no other file: a summary (findings by severity, rule and file; against --baseline, how many
        are new and how many were fixed), every screen of the SwiftUI (else UIKit) source as a
        wireframe with VoiceOver's order numbered, hit regions under 44 pt outlined and elements
        with findings marked, beside what VoiceOver says there, line by line, each line linked to
        its element and its source line, with a player that speaks it in the browser; then every
        finding with its code, the rule's rationale and WCAG criteria, and the fix. Each screen can
        be switched to an accessibility text size (AX3) and to each display setting the front ends
        evaluate turned the other way (Bold Text, Increase Contrast, Reduce Motion, …), lowered
        again with its own findings, and shows what each assistive technology costs (VoiceOver
        swipes, Switch Control scan steps, Voice Control, Full Keyboard Access, Dwell). Snapshots
        and UI-test captures given are drawn too. Screens are drawn when opened, so a report of
        hundreds of screens opens at once. Each --screenshot is shown as drawn and under each
        colour-vision deficiency (see docs/html-report.md).
        """
    static let exitStatus: String? = AuditCommand.exitStatus

    static let optionGroups = [
        OptionGroup.options([AuditCommand.output.spec, AuditCommand.config.spec, AuditCommand.baseline.spec,
                             AuditCommand.failOn.spec, AuditCommand.platform.spec, AuditCommand.include.spec,
                             AuditCommand.exclude.spec, AuditCommand.quiet.spec, AuditCommand.cacheDir.spec,
                             AuditCommand.noCache.spec, AuditCommand.screenshot.spec]),
        DisplaySettingsOptions.group,
    ]

    let audit: AuditCommand

    init(arguments: ParsedArguments) throws(CommandError) {
        audit = try AuditCommand(arguments: arguments, defaultFormat: .html)
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        try audit.run(console: console)
    }
}
