/// How `perceive` ends: 0 clean, 1 findings at or above the failing severity, 2 usage or input error.
public enum ExitCode: Int32, Sendable {
    case clean = 0
    case findings = 1
    case usageOrInputError = 2
}
