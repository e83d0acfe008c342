import Foundation
import PerceiveCLI
import Testing

/// The CI recipes of `docs/examples/` and `docs/ci.md` work as written: every `perceive`
/// command in them names a command that exists, with options it accepts and values it takes.
@Suite struct WorkflowCommandTests {

    /// Nil when `perceive` accepts `arguments`, else why not.
    static func rejection(of arguments: [String]) -> String? {
        if arguments == ["--version"] || arguments == ["--help"] { return nil }
        guard let verb = arguments.first else { return "no command" }
        guard let command = Perceive.tool.commands.first(where: { $0.name == verb }) else { return "no command '\(verb)'" }
        do {
            _ = try command.init(arguments: try ParsedArguments(Array(arguments.dropFirst()), options: command.options))
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        ("docs/examples/github-actions-linux.yml", 3),
        ("docs/examples/github-actions-macos.yml", 3),
        ("docs/examples/gitlab-ci.yml", 3),
    ])
    func everyPerceiveCommandOfAWorkflowParses(file: String, expectedCount: Int) throws {
        let invocations = WorkflowCommands.invocations(of: "perceive", inYAML: try Repository.read(file))
        #expect(invocations.count == expectedCount, "the perceive commands of \(file): \(invocations)")
        for arguments in invocations {
            #expect(Self.rejection(of: arguments) == nil, "perceive \(arguments.joined(separator: " "))")
        }
    }

    @Test func everyPerceiveCommandOfTheCIDocumentParses() throws {
        let document = try Repository.read("docs/ci.md")
        let blocks = document.matches(of: /```yaml\n((?:.|\n)*?)```/).map { String($0.output.1) }
        let invocations = blocks.flatMap { WorkflowCommands.invocations(of: "perceive", inYAML: $0) }
        #expect(invocations.count >= 2)
        for arguments in invocations {
            #expect(Self.rejection(of: arguments) == nil, "perceive \(arguments.joined(separator: " "))")
        }
    }

    @Test func theWorkflowsAuditWithTheFormatsTheirServicesRead() throws {
        let linux = WorkflowCommands.invocations(of: "perceive", inYAML: try Repository.read("docs/examples/github-actions-linux.yml"))
        #expect(linux.contains { $0.starts(with: ["audit", ".", "--format", "sarif"]) })
        #expect(linux.contains { $0.starts(with: ["audit", ".", "--format", "github", "--baseline"]) })
        let gitlab = WorkflowCommands.invocations(of: "perceive", inYAML: try Repository.read("docs/examples/gitlab-ci.yml"))
        #expect(gitlab.contains { $0.starts(with: ["audit", ".", "--format", "gitlab", "--output", "gl-code-quality-report.json"]) })
    }

    /// Each hook's `entry`, with a staged file where pre-commit passes the file list.
    @Test func everyPreCommitHookEntryParses() throws {
        let hooks = try Repository.read(".pre-commit-hooks.yaml")
        let entries = hooks.matches(of: /(?m)^  entry: (.*)$/).map { WorkflowCommands.commands(inShell: String($0.output.1)) }
        #expect(entries.count == 2)
        for entry in entries {
            let words = try #require(entry.first)
            #expect(entry.count == 1 && words.first == "perceive", "\(entry)")
            #expect(Self.rejection(of: Array(words.dropFirst()) + ["Sources/App/View.swift"]) == nil, "\(words)")
        }
    }

    @Test func aWrongCommandIsRejected() {
        #expect(Self.rejection(of: ["audit", ".", "--format", "githb"]) != nil)
        #expect(Self.rejection(of: ["audit", "--shard", "5/4"]) != nil)
        #expect(Self.rejection(of: ["audti", "."]) == "no command 'audti'")
        #expect(Self.rejection(of: ["audit", ".", "--format", "gitlab"]) == nil)
    }

    @Test func readsRunValuesScriptListsQuotesAndBlocks() {
        let yaml = """
            jobs:
              a:
                steps:
                  - name: one
                    run: perceive audit . --format sarif || [ $? -eq 1 ]
                  - run: |
                      make install \\
                        PREFIX="$HOME/.local"
                      perceive --version # the catalogue
                  - name: not a command
                    with:
                      run-id: 3
            job:
              script:
                # a comment
                - 'perceive audit "My App" --shard ${{ matrix.shard }}/4'
                - echo done; perceive rules
            """
        #expect(WorkflowCommands.shellTexts(inYAML: yaml) == [
            "perceive audit . --format sarif || [ $? -eq 1 ]",
            "make install \\\n  PREFIX=\"$HOME/.local\"\nperceive --version # the catalogue",
            "perceive audit \"My App\" --shard ${{ matrix.shard }}/4",
            "echo done; perceive rules",
        ])
        #expect(WorkflowCommands.invocations(of: "perceive", inYAML: yaml) == [
            ["audit", ".", "--format", "sarif"], ["--version"], ["audit", "My App", "--shard", "1/4"], ["rules"],
        ])
        #expect(WorkflowCommands.commands(inShell: "make install \\\n  PREFIX=\"$HOME/.local\"") == [
            ["make", "install", "PREFIX=$HOME/.local"],
        ])
    }
}
