import Audit
import Foundation
import TestSupport
import Testing

/// A finding on a captured element points at the source line that sets the element's
/// accessibility identifier, or its nearest identified ancestor's (docs/runtime-capture.md,
/// Merge with source).
@Suite struct CaptureSourceLinkTests {
    /// A list identified as `dog-list` holding an unlabelled image; an image whose identifier two
    /// files set; one whose identifier no file sets; one with no identifier.
    static let capture = """
        Attributes: Application, 0x1, pid: 1, label: 'Shelter'
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Shelter'
            Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
              Other, 0x3, {{0.0, 100.0}, {393.0, 300.0}}, identifier: 'dog-list'
                StaticText, 0x4, {{16.0, 100.0}, {200.0, 40.0}}, label: 'Fido'
                Image, 0x5, {{16.0, 150.0}, {120.0, 90.0}}
              Image, 0x6, {{16.0, 450.0}, {120.0, 90.0}}, identifier: 'dog_photo'
              Image, 0x7, {{16.0, 550.0}, {120.0, 90.0}}, identifier: 'not-in-source'
              Image, 0x8, {{16.0, 650.0}, {120.0, 90.0}}
        """

    static let sources = [
        "App/DogList.swift": """
            import SwiftUI

            struct DogList: View {
                var body: some View {
                    List {
                        Text("Fido")
                    }
                    .accessibilityIdentifier("dog-list")
                }
            }
            """,
        "App/DogPhoto.swift": """
            import SwiftUI

            struct DogPhoto: View {
                let index: Int
                let note = "not-in-source"
                var body: some View {
                    Image("dog")
                        .accessibilityLabel("Dog")
                        .accessibilityIdentifier("dog_photo")
                    // .accessibilityIdentifier("not-in-source")
                    Text("Row").accessibilityIdentifier("row-\\(index)")
                }
            }
            """,
        "App/LegacyPhotoView.swift": """
            import UIKit

            final class LegacyPhotoView: UIView {
                private let imageView = UIImageView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    imageView.accessibilityIdentifier = "dog_photo"
                }
            }
            """,
    ]

    func project(withSources: Bool = true) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("captures/home.txt", Self.capture)
        if withSources { for (path, text) in Self.sources { try folder.write(path, text) } }
        return folder
    }

    /// The findings on the capture of an audit of the whole `folder`.
    func captureFindings(_ folder: TemporaryFolder, cache: String? = nil) throws -> [Finding] {
        var runner = AuditRunner(rules: AllRules.all)
        runner.cache = cache.map { ResultCache(folder: $0, toolIdentity: "test") }
        let result = try runner.run(paths: [folder.path])
        #expect(result.inputErrors.isEmpty)
        return result.findings.filter { $0.location.file.hasSuffix("home.txt") }
    }

    static func described(_ findings: [Finding], in folder: TemporaryFolder) -> [String] {
        findings.map { finding in
            ([finding.location.elementPath ?? "", finding.ruleID].joined(separator: " ")
                + finding.relatedLocations.map { " -> " + String($0.description.dropFirst(folder.path.count + 1)) }.joined())
        }
    }

    @Test func findingsPointAtTheLinesThatSetTheIdentifiers() throws {
        let folder = try project()
        let findings = try captureFindings(folder)
        let dogPhoto = #"sets accessibilityIdentifier "dog_photo", which this element carries (ambiguous: one of 2 places that set it)"#
        #expect(Self.described(findings, in: folder) == [
            #"Window/Other/Image missing-label -> App/DogList.swift:8:34: sets accessibilityIdentifier "dog-list", "#
                + "which its nearest identified ancestor 'Window/Other' carries",
            "Window/Image[1] missing-label -> App/DogPhoto.swift:9:38: \(dogPhoto) -> App/LegacyPhotoView.swift:8:45: \(dogPhoto)",
            // Only a comment and a string that is no identifier say "not-in-source".
            "Window/Image[2] missing-label",
            "Window/Image[3] missing-label",
        ])
    }

    @Test func withoutSourceFindingsHaveNoRelatedLocations() throws {
        let findings = try captureFindings(try project(withSources: false))
        #expect(findings.count == 4)
        #expect(findings.map(\.relatedLocations) == [[], [], [], []])
    }

    @Test func aCachedCaptureIsLinkedAgain() throws {
        let folder = try project(), cacheFolder = try TemporaryFolder()
        let first = try captureFindings(folder, cache: cacheFolder.path)
        let second = try captureFindings(folder, cache: cacheFolder.path)
        #expect(first == second)
        #expect(second.contains { !$0.relatedLocations.isEmpty })
    }
}
