import Foundation

/// Where a command writes: standard output and standard error, or buffers in tests.
///
/// Only the CLI prints; libraries return values.
public struct Console: Sendable {
    public var writeOutput: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal a person watches, where progress may be drawn in place.
    public var isErrorTerminal: Bool

    public init(writeOutput: @escaping @Sendable (String) -> Void,
                writeError: @escaping @Sendable (String) -> Void, isErrorTerminal: Bool = false) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.isErrorTerminal = isErrorTerminal
    }

    /// The process's standard output and standard error.
    public static let standard = Console(
        writeOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
        isErrorTerminal: isatty(STDERR_FILENO) == 1)

    /// Writes `text` and a newline to standard output.
    public func print(_ text: String) { writeOutput(text.hasSuffix("\n") ? text : text + "\n") }

    /// Writes `text` and a newline to standard error.
    public func printError(_ text: String) { writeError(text.hasSuffix("\n") ? text : text + "\n") }
}

/// A console that keeps what is written, for tests.
public final class RecordingConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var output = ""
    private var error = ""
    private let isErrorTerminal: Bool

    /// - Parameter isErrorTerminal: whether its standard error acts as a terminal's.
    public init(isErrorTerminal: Bool = false) { self.isErrorTerminal = isErrorTerminal }

    public var console: Console {
        Console(writeOutput: { [self] in append($0, toError: false) },
                writeError: { [self] in append($0, toError: true) }, isErrorTerminal: isErrorTerminal)
    }

    public var standardOutput: String { lock.withLock { output } }
    public var standardError: String { lock.withLock { error } }

    private func append(_ text: String, toError: Bool) {
        lock.withLock {
            if toError { error += text } else { output += text }
        }
    }
}
