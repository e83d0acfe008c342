import Audit
import ColorScience
import Foundation
import TestSupport
import Testing

/// An input that cannot be read gets one error naming the file and the problem; the rest of the
/// audit goes on, and the run fails as a whole only when no input could be read.
@Suite struct UnreadableInputTests {
    static let view = """
        import SwiftUI
        struct Row: View {
            var body: some View { Image(systemName: "trash").onTapGesture { tap() } }
        }

        """

    static func audit(_ folder: TemporaryFolder) throws -> AuditResult {
        try AuditRunner(rules: AllRules.all).run(paths: [folder.path])
    }

    /// Xcode accepts an image set folder with images but no `Contents.json`.
    @Test func anImageSetWithoutContentsLeavesTheRestOfTheCatalogAudited() throws {
        let folder = try TemporaryFolder()
        try folder.write("Assets.xcassets/Logo.imageset/logo.png", data: Data([0x89, 0x50, 0x4E, 0x47]))
        for (name, white) in [("Ink", "0.600"), ("Paper", "1.000")] {
            try folder.write("Assets.xcassets/\(name).colorset/Contents.json", """
                {"colors":[{"color":{"color-space":"srgb","components":{"red":"\(white)","green":"\(white)","blue":"\(white)",\
                "alpha":"1.000"}},"idiom":"universal"}]}
                """)
        }
        let configuration = AuditConfiguration(colorPairs: [ColorPair(foreground: "Ink", background: "Paper")])
        let result = try AuditRunner(rules: AllRules.all, configuration: configuration).run(paths: [folder.path])
        #expect(result.inputErrors == [InputError(file: folder.path + "/Assets.xcassets/Logo.imageset/Contents.json",
                                                  message: "no such file")])
        #expect(result.findings.map(\.ruleID).contains("asset-contrast-too-low"))
        #expect(!result.auditedNoInput)
    }

    @Test(arguments: [
        ("Latin1.swift", Data("struct Caf\u{E9}: View {}".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }.filter { $0 != 0xA9 }), "not UTF-8 text"),
        ("Binary.swift", Data([0xCA, 0xFE, 0xBA, 0xBE, 0x00, 0x00, 0x00, 0x02]), "holds NUL bytes: a binary file, not Swift source"),
    ])
    func aSwiftFileThatIsNotTextIsOneErrorAndTheRestIsAudited(name: String, contents: Data, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("Row.swift", Self.view)
        try folder.write(name, data: contents)
        let result = try Self.audit(folder)
        #expect(result.inputErrors == [InputError(file: folder.path + "/" + name, message: message)])
        #expect(result.findings.map(\.ruleID).contains("tap-gesture-without-button-trait"))
        #expect(!result.auditedNoInput)
    }

    /// A folder named like a Swift file cannot be read as one.
    @Test func anUnreadableFileIsOneError() throws {
        let folder = try TemporaryFolder()
        try folder.write("Row.swift", Self.view)
        let input = AuditInput(path: folder.path + "/Folder.swift", kind: .swiftSource)
        try FileManager.default.createDirectory(atPath: input.path, withIntermediateDirectories: false)
        let result = AuditRunner(rules: AllRules.all).audit([input, AuditInput(path: folder.path + "/Row.swift", kind: .swiftSource)])
        #expect(result.inputErrors == [InputError(file: input.path, message: "cannot read the file")])
        #expect(!result.findings.isEmpty)
    }

    @Test func onlyUnreadableInputsMeanNothingWasAudited() throws {
        let folder = try TemporaryFolder()
        try folder.write("Binary.swift", data: Data([0x00, 0x01]))
        #expect(try Self.audit(folder).auditedNoInput)
    }

    /// Deep nesting overflows the parser's stack, and nested square brackets take it exponential
    /// time: such a file is one error, and the rest is audited.
    @Test(arguments: [
        (String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
         "brackets nest 10000 levels deep, past the 256 the Swift parser reads; not audited"),
        (String(repeating: "[", count: 30) + String(repeating: "]", count: 30),
         "square brackets nest 30 levels deep; past 12 the Swift parser takes exponential time, so the file is not audited"),
    ])
    func deeplyNestedSourceIsOneError(literal: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("Row.swift", Self.view)
        try folder.write("Deep.swift", "import SwiftUI\nlet deep = " + literal + "\n")
        let result = try Self.audit(folder)
        #expect(result.inputErrors == [InputError(file: folder.path + "/Deep.swift", message: message)])
        #expect(result.findings.map(\.ruleID).contains("tap-gesture-without-button-trait"))
    }

    @Test func aLongOneLineFileIsAudited() throws {
        let folder = try TemporaryFolder()
        try folder.write("Long.swift", "import SwiftUI\nlet long = \"" + String(repeating: "a", count: 200_000) + "\"; "
            + Self.view.replacingOccurrences(of: "\n", with: " "))
        let result = try Self.audit(folder)
        #expect(result.inputErrors.isEmpty)
        #expect(result.findings.map(\.ruleID).contains("tap-gesture-without-button-trait"))
    }
}
