import Audit
import Testing

@Suite struct GlobTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let pattern: String
        let path: String
        let matches: Bool
        var testDescription: String { "\(pattern) \(matches ? "matches" : "does not match") \(path)" }
    }

    @Test(arguments: [
        Case(pattern: "Sources/**", path: "Sources/App/View.swift", matches: true),
        Case(pattern: "**/Generated/**", path: "Sources/Generated/Strings.swift", matches: true),
        Case(pattern: "**/Generated/**", path: "Generated/Strings.swift", matches: true),
        Case(pattern: "**/*.swift", path: "View.swift", matches: true),
        Case(pattern: "Sources/*.swift", path: "Sources/App/View.swift", matches: false),
        Case(pattern: "Sources/*.swift", path: "Sources/View.swift", matches: true),
        Case(pattern: "*.generated.swift", path: "Sources/App/Model.generated.swift", matches: true),
        Case(pattern: "View?.swift", path: "View1.swift", matches: true),
        Case(pattern: "View?.swift", path: "View12.swift", matches: false),
        Case(pattern: "a?b", path: "a/b", matches: false),
        Case(pattern: "Tests/**", path: "Sources/Tests.swift", matches: false),
        Case(pattern: "Sources/**", path: "./Sources/App/View.swift", matches: true),
    ])
    func matching(_ test: Case) {
        #expect(Glob(test.pattern).matches(test.path) == test.matches)
    }

    @Test func manyStarsDoNotBacktrackForever() {
        let path = String(repeating: "a/", count: 200) + "b"
        #expect(!Glob("**/**/**/**/**/c").matches(path))
    }
}
