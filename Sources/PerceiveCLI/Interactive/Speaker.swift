import Foundation

/// A voice that speaks utterances aloud (`--say`).
protocol Speaker: Sendable {
    /// Stops what it is saying and starts saying `texts`, without waiting.
    func speak(_ texts: [String])
    /// Says `texts` and returns when it has finished.
    func speakToEnd(_ texts: [String])
}

/// `espeak-ng`, found on `PATH`; each call runs it with the text as its argument.
final class ESpeakSpeaker: Speaker, @unchecked Sendable {
    let executable: String
    private let lock = NSLock()
    private var running: Process?

    init(executable: String) { self.executable = executable }

    /// The message when `--say` finds no `espeak-ng`.
    static let missingMessage = "'--say' speaks with espeak-ng, which is not on PATH; install it "
        + "(Debian and Ubuntu: apt-get install espeak-ng; macOS: brew install espeak-ng) or leave out '--say'"

    /// `espeak-ng` in one of the folders of `PATH` in `environment`, nil when none has it.
    static func find(in environment: [String: String]) -> ESpeakSpeaker? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.lazy.map { ($0 as NSString).appendingPathComponent("espeak-ng") }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
            .map(ESpeakSpeaker.init(executable:))
    }

    func speak(_ texts: [String]) {
        lock.withLock {
            if let running, running.isRunning { running.terminate() }
            running = start(texts)
        }
    }

    func speakToEnd(_ texts: [String]) {
        start(texts)?.waitUntilExit()
    }

    /// Runs espeak-ng on the texts, one sentence each; nil when there is nothing to say or it cannot run.
    @discardableResult
    private func start(_ texts: [String]) -> Process? {
        let text = texts.filter { !$0.isEmpty }.joined(separator: "\n")
        guard !text.isEmpty else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--", text]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        return process
    }
}
