import Foundation
import PerceiveExamples
import PerceiveTesting
import TestSupport
import Testing

@Suite struct TranscriptFileTests {
    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("transcript")
    }

    @Test func fileSitsBesideTheTestNamedAfterIt() {
        let file = TranscriptFile(testFilePath: "/app/Tests/DogsTests.swift", testName: "swipeThrough()")
        #expect(file.url.path == "/app/Tests/__Transcripts__/swipeThrough.txt")
        let named = TranscriptFile(testFilePath: "/app/Tests/DogsTests.swift", testName: "testGallery()",
                                   name: "open gallery")
        #expect(named.url.lastPathComponent == "testGallery-open_gallery.txt")
    }

    @Test func recordsThenCompares() throws {
        let folder = scratch.url
        let file = TranscriptFile(testFilePath: folder.appendingPathComponent("DogsTests.swift").path,
                                  testName: "picker()")
        let first = "Dog picker: Pinky. Adjustable.\nLayla\n"

        let recorded = file.check(first)
        #expect(recorded == .recorded("Recorded the transcript to \(file.url.path). Check it, then run the test again."))
        #expect(try String(contentsOf: file.url, encoding: .utf8) == first)

        #expect(file.check(first) == .matched)
        #expect(file.check("Dog picker, Pinky, adjustable\nLayla") == .matched)
        #expect(file.check("Dog picker: Pinky. Adjustable.\nBro\n") == .mismatched("""
            picker.txt: Transcript does not match (− expected, + actual):
              Dog picker: Pinky. Adjustable.
            − Layla
            + Bro
            The new transcript is in picker.txt.actual; if the change is intended, run the tests with PERCEIVE_RECORD=1.
            """))
        #expect(try String(contentsOf: file.url.appendingPathExtension("actual"), encoding: .utf8)
            == "Dog picker: Pinky. Adjustable.\nBro\n")

        #expect(file.check("Bro\n", record: true).failureMessage?.hasSuffix("with record: false.") == true)
        #expect(file.check("Bro\n") == .matched)
        #expect(!FileManager.default.fileExists(atPath: file.url.appendingPathExtension("actual").path))
    }

    @Test func unwritableFolderFailsWithTheReason() throws {
        let folder = scratch.url
        // A file where the folder should be.
        let blocker = folder.appendingPathComponent(TranscriptFile.folderName)
        try Data().write(to: blocker)
        let file = TranscriptFile(url: blocker.appendingPathComponent("x.txt"))
        guard case .failed(let message) = file.check("Layla") else {
            Issue.record("writing under a file should fail")
            return
        }
        #expect(message.hasPrefix("Cannot write the transcript to \(file.url.path)"))
    }

    @Test func assertionRecordsThenCompares() throws {
        let folder = scratch.url
        let file = TranscriptFile(testFilePath: folder.appendingPathComponent("CatTests.swift").path, testName: "cat()")
        let scene = VirtualCatScene(variant: .after)
        withKnownIssue {
            assertTranscript(of: scene, in: file)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Recorded the transcript to \(file.url.path)") }
        }
        #expect(try String(contentsOf: file.url, encoding: .utf8) == """
            Virtual cat: sleeping
              Activate to start direct touch interaction.
              Actions available.
            Touch the cat to interact.

            """)
        assertTranscript(of: scene, in: file)
        withKnownIssue {
            assertTranscript(of: VirtualCatScene(variant: .before), in: file)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("+ cat fill space. Image.") }
        }
    }
}
