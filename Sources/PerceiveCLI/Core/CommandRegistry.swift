/// The one list of commands. Add a new command here, one line each.
enum CommandRegistry {
    static let all: [any Command.Type] = [
        AuditCommand.self,
        ReportCommand.self,
        MergeCommand.self,
        RulesCommand.self,
        VoiceOverCommand.self,
        VoiceControlCommand.self,
        SwitchControlCommand.self,
        CostsCommand.self,
        KeyboardCommand.self,
        DwellCommand.self,
        TreeCommand.self,
        ExamplesCommand.self,
        ContrastCommand.self,
        SimulateCommand.self,
        ColorsCommand.self,
    ]
}
