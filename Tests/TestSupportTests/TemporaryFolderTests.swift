import Foundation
import TestSupport
import Testing

/// The folder a test writes in is gone when the test ends, however it ends.
@Suite struct TemporaryFolderTests {
    struct Failure: Error {}

    @Test func theFolderIsUnderTheTemporaryDirectoryNamedByItsLabel() throws {
        let folder = try TemporaryFolder("label")
        #expect(folder.path.hasPrefix(NSTemporaryDirectory() + "perceive-label-"))
        #expect(folder.url.path == folder.path)
        #expect(folder.path("a/b.txt") == folder.path + "/a/b.txt")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test func writesMakeTheFoldersOnTheWay() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("App/Views/Home.swift", "struct Home {}")
        #expect(file == folder.path + "/App/Views/Home.swift")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "struct Home {}")
        #expect(try folder.makeFolder("Empty/Inner") == folder.path + "/Empty/Inner")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["App", "Empty"])
    }

    @Test func theFolderAndEverythingInItGoWhenTheValueIsReleased() throws {
        var path = ""
        do {
            let folder = try TemporaryFolder()
            path = folder.path
            try folder.write("App/Home.swift", "struct Home {}")
            #expect(FileManager.default.fileExists(atPath: path + "/App/Home.swift"))
        }
        #expect(!path.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func theFolderGoesWhenTheCodeUsingItThrows() throws {
        var path = ""
        func failing() throws {
            let folder = try TemporaryFolder()
            path = try folder.write("Home.swift", "struct Home {}")
            throw Failure()
        }
        #expect(throws: Failure.self) { try failing() }
        #expect(!path.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: (path as NSString).deletingLastPathComponent))
    }
}
