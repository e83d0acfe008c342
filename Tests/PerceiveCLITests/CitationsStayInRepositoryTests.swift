import Foundation
import Testing

/// The project stands on its own: code, tests, docs and examples cite the primary source (Apple's
/// documentation, a talk and its minute, WCAG) or the project's own `docs/`, never notes kept
/// outside the repository.
@Suite struct CitationsStayInRepositoryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let scannedFolders = ["Sources", "Tests", "docs", "Examples"]

    /// Written in two parts so this file does not cite them itself.
    static let outsidePaths = ["spec" + "/", "../" + "shared"]

    /// The 1-based numbers of the lines of `text` that cite a path outside the repository.
    static func linesCitingOutside(_ text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            citesOutside(line) ? index + 1 : nil
        }
    }

    /// Whether `line` names an outside path: the first of `outsidePaths` as a path of its own (not
    /// the end of a longer name such as `optionspec/`), the second anywhere, or a notes file written
    /// after the word "spec" (a Markdown file name in backticks).
    static func citesOutside(_ line: Substring) -> Bool {
        if line.contains(outsidePaths[1]) { return true }
        if line.lowercased().contains(/spec `[a-z-]+\.md`/) { return true }
        var rest = line[...]
        while let range = rest.range(of: outsidePaths[0]) {
            let before = rest[..<range.lowerBound].last
            if before.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// `{spec}` and `{shared}` stand for the outside paths and `{notes}` / `{Notes}` for the word
    /// before a notes file name, so the examples do not cite them here.
    @Test(arguments: [
        ("see `{spec}voiceover.md` §7", true), ("({spec}swiftui.md §2)", true), ("{spec}color.md", true),
        ("notes in {shared}/seeds", true), ("({notes}color.md` §2.1)", true), ("{Notes}dynamic-type.md` §6", true),
        ("docs/voiceover-speech.md, Trait words", false), ("see `docs/color.md`", false),
        ("optionspec/help", false), ("a specification", false),
    ])
    func recognisesOutsideCitations(template: String, isOutside: Bool) {
        let line = template.replacingOccurrences(of: "{spec}", with: Self.outsidePaths[0])
            .replacingOccurrences(of: "{shared}", with: Self.outsidePaths[1])
            .replacingOccurrences(of: "{notes}", with: "spec" + " `")
            .replacingOccurrences(of: "{Notes}", with: "Spec" + " `")
        #expect(Self.citesOutside(line[...]) == isOutside)
    }

    @Test func noFileCitesAPathOutsideTheRepository() throws {
        var offenders: [String] = []
        for folder in Self.scannedFolders {
            let base = Self.root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files {
                guard let data = FileManager.default.contents(atPath: file.path),
                      let text = String(data: data, encoding: .utf8) else { continue }
                let relative = file.path.replacingOccurrences(of: Self.root.path + "/", with: "")
                offenders += Self.linesCitingOutside(text).map { "\(relative):\($0)" }
            }
        }
        #expect(offenders.isEmpty, """
            These lines cite notes outside the repository; cite the primary source or a section of \
            docs/ instead: \(offenders.joined(separator: ", "))
            """)
    }
}
