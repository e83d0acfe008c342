import Foundation
import Imaging
import PerceiveCLI
import TestSupport
import Testing

extension Image {
    /// An 8-bit image `width` pixels wide over `samples`; the tests build them well-formed.
    init(rgba8 samples: [UInt8], width: Int) {
        do {
            try self.init(width: width, height: samples.count / (width * 4), pixels: .rgba8(samples))
        } catch {
            preconditionFailure("malformed test image: \(error)")
        }
    }
}

@Suite struct SimulateCommandTests {
    static let image: Image = {
        var samples: [UInt8] = []
        for y in 0..<12 { for x in 0..<30 { samples += [UInt8(x * 8), UInt8(y * 20), UInt8((x + y) * 5), 255] } }
        return Image(rgba8: samples, width: 30)
    }()

    /// A folder holding `in.png` (the test image).
    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("simulate")
        try PNG.write(image, to: folder.path("in.png"))
        return folder
    }

    static func run(_ arguments: [String]) -> (ExitCode, RecordingConsole) {
        let recording = RecordingConsole()
        return (Perceive.main(arguments: ["simulate"] + arguments, console: recording.console), recording)
    }

    @Test func filterWritesTheSimulatedImage() throws {
        let folder = try Self.folder()
        let input = folder.path("in.png"), output = folder.path("out.png")
        let (status, recording) = Self.run(["--filter", "deuteranomaly:0.5", input, output])
        #expect(status == .clean)
        #expect(recording.standardOutput == "Wrote \(output): \(input) seen with deuteranomaly:0.5.\n")
        #expect(try PNG.read(contentsOf: output) == Self.image.applying(.deficiency(.deuteranomaly(severity: 0.5))))
    }

    @Test func allWritesAContactSheet() throws {
        let folder = try Self.folder()
        let input = folder.path("in.png"), output = folder.path("sheet.png")
        let (status, recording) = Self.run(["--all", input, output, "--columns", "2"])
        #expect(status == .clean)
        #expect(recording.standardOutput.hasPrefix("Wrote \(output): \(input) with 8 panels (original, protanopia, "))
        let sheet = try PNG.read(contentsOf: output)
        #expect((sheet.width, sheet.height) == (2 * 30 + 3 * 4, 4 * (12 + 11) + 5 * 4))
    }

    @Test(arguments: [
        (["in.png", "out.png"], "give --filter NAME or --all"),
        (["--all", "--filter", "invert", "a", "b"], "give either --filter or --all, not both"),
        (["--filter", "deuteranopa", "a", "b"],
         "'deuteranopa' is not a filter: no filter or simulation is called 'deuteranopa'. Did you mean 'deuteranopia'?"),
        (["--filter", "invert", "a"], "missing the output PNG file"),
        (["--filter", "invert", "a", "b", "c"], "unexpected argument 'c'"),
        (["--all", "--columns", "0", "a", "b"], "'0' is not a valid value for '--columns' (expected one of: a whole number from 1 to 16)."),
    ])
    func usageErrorsExitTwo(arguments: [String], reason: String) {
        let (status, recording) = Self.run(arguments)
        #expect(status == .usageOrInputError)
        #expect(recording.standardError.hasPrefix("perceive simulate: \(reason)\n"))
    }

    @Test func damagedInputNamesTheFileAndWritesNothing() throws {
        let folder = try Self.folder()
        let input = try folder.write("bad.png", "not a png"), output = folder.path("out.png")
        for mode in [["--filter", "protanopia"], ["--all"]] {
            let (status, recording) = Self.run(mode + [input, output])
            #expect(status == .usageOrInputError)
            #expect(recording.standardError == "perceive simulate: \(input): error: not a PNG file (the signature is wrong)\n")
        }
        // Neither the output nor a temporary file beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bad.png", "in.png"])
    }

    @Test func helpListsEveryFilterWrapped() {
        let recording = RecordingConsole()
        #expect(Perceive.main(arguments: ["simulate", "--help"], console: recording.console) == .clean)
        #expect(recording.standardOutput.contains("Filters: protanopia, deuteranopia,"))
        #expect(recording.standardOutput.split(separator: "\n").allSatisfy { $0.count <= 100 })
        #expect(recording.standardOutput.contains("tritanopia-filter."))
    }
}
