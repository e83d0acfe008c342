import Foundation
import Testing

/// The README's first commands are what CI runs: `.ci/run` ends with exactly the README's test
/// command, so a fresh machine that passes CI can run both.
@Suite struct ReadmeCommandsTests {

    /// The commands of the README's first code block, without their comments.
    static func firstCommands() throws -> [String] {
        let readme = try Repository.read("README.md")
        let block = try #require(readme.firstMatch(of: /```sh\n((?:.|\n)*?)```/)).output.1
        return block.split(separator: "\n").map { line in
            String(line.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func ciRunsTheReadmesTestCommand() throws {
        let commands = try Self.firstCommands()
        #expect(commands.count == 2)
        #expect(commands.first?.hasPrefix("swift run perceive audit Examples/") == true)
        #expect(commands.last == "swift test")
        let script = try Repository.read(".ci/run")
        let lastCommand = script.split(separator: "\n").last { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(lastCommand.map(String.init) == commands.last)
    }
}
