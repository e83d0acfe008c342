import Foundation

/// Standard input for the interactive session. On a terminal it is switched to raw mode (no
/// echo, no line editing, no signals from Control-C) so each key acts at once, and put back on
/// `finish()`, and on SIGTERM, SIGHUP, SIGINT or SIGQUIT; otherwise it is read one line at a time.
final class TerminalInput: GestureInput {
    private let isTerminal: Bool
    private var pending: [InputEvent] = []

    private init(isTerminal: Bool) {
        self.isTerminal = isTerminal
        if isTerminal { RawMode.enter() }
    }

    /// The process's standard input; raw mode starts now when it is a terminal.
    static func standard() -> TerminalInput { TerminalInput(isTerminal: isatty(STDIN_FILENO) == 1) }

    func next() -> InputEvent? {
        guard isTerminal else { return readLine(strippingNewline: true).map(InputEvent.line) }
        while pending.isEmpty {
            var buffer = [UInt8](repeating: 0, count: 16)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { return nil }
            pending = InputEvent.keys(in: Array(buffer[0..<count]))
        }
        return pending.removeFirst()
    }

    func finish() {
        if isTerminal { RawMode.leave() }
    }
}

/// The terminal's settings before raw mode, restored on the way out.
private enum RawMode {
    /// Written once before raw mode begins and read by the signal handler, which can capture nothing.
    nonisolated(unsafe) static var saved = termios()
    nonisolated(unsafe) static var isOn = false

    static func enter() {
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
        // Output processing stays on, so "\n" still starts a new line.
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return }
        isOn = true
        for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] { _ = Foundation.signal(signal, restoreAndExit) }
    }

    static func leave() {
        guard isOn else { return }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
        isOn = false
    }
}

/// Restores the terminal, then lets the signal end the process as it would have.
private func restoreAndExit(_ signal: Int32) {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &RawMode.saved)
    _ = Foundation.signal(signal, SIG_DFL)
    raise(signal)
}
