import Foundation
@testable import SwiftUIFrontEnd
import Testing

/// `AbsolutePaths`, which `AppLayout` reads every file's path with, gives the answers of
/// `URL(fileURLWithPath:).standardizedFileURL.path`, building no `URL` for paths already standard.
@Suite struct AppLayoutPathTests {
    static func byURL(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    static let shapes = [
        "View.swift", "App/Sources/View.swift", "/work/App/Sources/View.swift", "/",
        "./App/View.swift", "App/./View.swift", "/work/./App/View.swift", "App/.",
        "../App/View.swift", "App/../Other/View.swift", "/work/App/../Other/View.swift", "/work/..", "..", ".",
        "App//View.swift", "/work//App/View.swift", "//work/App", "App/Sources/", "/work/App/", "/work/App//", "",
        "/work/..App/...", "/work/.hidden/View.swift", "~/App/View.swift", "~", "/work/~/App", "App name/Vie w.swift",
        "/work/é/100%.swift",
    ]

    @Test(arguments: shapes) func eachShapeIsReadAsTheURLReadsIt(path: String) {
        #expect(AbsolutePaths().absolute(path) == Self.byURL(path))
    }

    @Test(arguments: ["/", "/work", "/work/App/View.swift", "/work/..App/...", "/w/.hidden", "/w/~/a"])
    func standardAbsolutePathsAreKeptAsGiven(path: String) {
        #expect(AbsolutePaths.isStandard(path))
        #expect(AbsolutePaths().absolute(path) == path)
    }

    @Test(arguments: ["", "App", "/work/", "/work//App", "//", "/work/.", "/work/./App", "/work/..", "/work/../App", "/.", "/.."])
    func pathsWithEmptyDotOrDotDotComponentsAreNotStandard(path: String) {
        #expect(!AbsolutePaths.isStandard(path))
    }

    @Test func relativePathsAreReadFromTheFolderGivenAtInit() {
        let paths = AbsolutePaths(currentFolder: "/base/folder")
        #expect(paths.absolute("App/View.swift") == "/base/folder/App/View.swift")
        #expect(paths.absolute("./App/View.swift") == "/base/folder/App/View.swift")
        #expect(paths.absolute("../App/View.swift") == "/base/App/View.swift")
        #expect(paths.absolute("App//View.swift/") == "/base/folder/App/View.swift")
        #expect(paths.absolute("") == "/base/folder")
        #expect(AbsolutePaths(currentFolder: "/").absolute("App/View.swift") == "/App/View.swift")
    }

    @Test func aLayoutPlacesEachShapeOfAPathInTheSameApp() {
        let folder = FileManager.default.currentDirectoryPath
        let layout = AppLayout(apps: [["Apps/Inner/"], [folder + "/Apps", "./Shared"], ["Other"]])
        #expect(layout.apps == [[folder + "/Apps/Inner/"], [folder + "/Apps/", folder + "/Shared/"], [folder + "/Other/"]])
        for (path, app) in [("Apps/Inner/View.swift", 1), ("Shared/Model.swift", 1), ("Other/View.swift", 2), ("Loose.swift", 3)] {
            for shape in [path, "./" + path, folder + "/" + path, folder + "//" + path, "Apps/../" + path] {
                #expect(layout.app(of: shape) == app, "\(shape)")
            }
        }
    }
}
