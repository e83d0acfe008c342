@testable import Audit
import Foundation
import TestSupport
import Testing

/// `FileStatus` reads a folder, a file's size and a symbolic link itself, as
/// `FileManager.attributesOfItem(atPath:)` did for discovery and the claim order.
@Suite struct FileStatusTests {
    @Test func aFileHasItsSizeAndIsNoFolder() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("A.swift", "let a = 1\n")
        #expect(FileStatus(of: path) == FileStatus(isFolder: false, size: 10))
    }

    @Test func aFolderIsAFolder() throws {
        let folder = try TemporaryFolder()
        let path = try folder.makeFolder("Sources")
        #expect(FileStatus(of: path)?.isFolder == true)
    }

    @Test func aMissingPathHasNoStatus() throws {
        let folder = try TemporaryFolder()
        #expect(FileStatus(of: folder.path("Missing.swift")) == nil)
    }

    @Test func aLinkIsItselfNotWhatItPointsTo() throws {
        let folder = try TemporaryFolder()
        let target = try folder.makeFolder("Sources")
        let link = folder.path("Linked")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let status = try #require(FileStatus(of: link))
        #expect(!status.isFolder)
        #expect(status.size == target.utf8.count)
        // As attributesOfItem(atPath:) says of it: a link, not a folder, of the same size.
        let attributes = try FileManager.default.attributesOfItem(atPath: link)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(attributes[.size] as? Int == status.size)
    }

    @Test func discoveryDoesNotWalkIntoALinkedFolder() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Real/View.swift", "struct V {}\n")
        _ = try folder.write("App/Own.swift", "struct O {}\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("App/Linked"), withDestinationPath: folder.path("Real"))
        let found = try InputDiscovery().discover([folder.path("App")]).map(\.path)
        #expect(found == [folder.path("App/Own.swift")])
    }
}
