import Foundation
import SwiftUIFrontEnd

/// Which platforms the Xcode projects under the audited folders build each Swift file and
/// `Info.plist` for, so a file only a watchOS, tvOS or macOS target uses is not audited as iOS code
/// (docs/swiftui-coverage.md, Targets of other platforms).
///
/// A file no target of these projects compiles (a Swift package's, or one a project lists in no
/// target), and one a target compiles whose platform the project does not name, is built for
/// every platform as far as the audit knows.
struct TargetMembership: Sendable {
    private var projects: [XcodeProjectFile]

    /// The targets of the projects in `bundles` (`.xcodeproj` folders), and a diagnostic for each
    /// project that could not be read (its files are then audited as before); a folder without a
    /// `project.pbxproj` is passed over.
    init(bundles: [String]) {
        var projects: [XcodeProjectFile] = []
        var problems: [InputError] = []
        for bundle in bundles {
            do {
                if let project = try XcodeProjectFile.read(bundle: bundle) { projects.append(project) }
            } catch {
                problems.append(error)
            }
        }
        self.init(projects: projects)
        self.problems = problems
    }

    init(projects: [XcodeProjectFile]) {
        self.projects = projects
    }

    /// The projects that could not be read, each named with what is wrong.
    private(set) var problems: [InputError] = []

    /// Whether the file at `path` is compiled for `platform`, or may be: false only when every
    /// target compiling it names its platforms and none is `platform`.
    func builds(_ path: String, for platform: TargetPlatform) -> Bool {
        guard let platforms = platforms(of: ProjectScope.absolute(path)) else { return true }
        return platforms.contains(platform)
    }

    /// The platforms the targets compiling the file at the absolute `path` are built for; nil
    /// when no target compiles it or one of them names no platform.
    func platforms(of path: String) -> Set<TargetPlatform>? {
        let targets = targets(of: path)
        guard !targets.isEmpty else { return nil }
        var platforms: Set<TargetPlatform> = []
        for target in targets {
            guard let some = target.target.platforms(ofFile: path) else { return nil }
            platforms.formUnion(some)
        }
        return platforms
    }

    /// The platform to read Swift files as built for when none is named, from the platforms the
    /// targets build each for (`platforms(of:)`, of the files whose targets name them): nil (iOS, as
    /// before) when one is built for iOS or none is given; else the platform most of them are built
    /// for (of those tied, the first in `TargetPlatform.allCases`). A file no target compiles has no
    /// say: a macOS app's local package does not make it an iOS app.
    static func platformBuilt(_ platformsOfFiles: [Set<TargetPlatform>]) -> TargetPlatform? {
        var filesOfPlatform: [TargetPlatform: Int] = [:]
        for platforms in platformsOfFiles {
            if platforms.contains(.iOS) { return nil }
            for platform in platforms { filesOfPlatform[platform, default: 0] += 1 }
        }
        guard let most = filesOfPlatform.values.max() else { return nil }
        return TargetPlatform.allCases.first { filesOfPlatform[$0] == most }
    }

    /// The targets compiling the file at the absolute `path`, each with its number in the run
    /// (the projects' targets counted in order): those listing it one by one, and those of the
    /// folders Xcode keeps in step with the disk that hold it.
    private func targets(of path: String) -> [(number: Int, target: XcodeTarget)] {
        var found: [(number: Int, target: XcodeTarget)] = []
        var first = 0
        for project in projects {
            for (index, target) in project.targets.enumerated() where target.files.contains(path) {
                found.append((first + index, target))
            }
            for folder in project.folders where path.hasPrefix(folder.path + "/") {
                let relative = String(path.dropFirst(folder.path.count + 1))
                for index in folder.targets(ofFileAt: relative).sorted() where !found.contains(where: { $0.number == first + index }) {
                    found.append((first + index, project.targets[index]))
                }
            }
            first += project.targets.count
        }
        return found
    }

    /// Which targets compile each of the files at the absolute `paths`, and which of them keep
    /// their types to themselves (apps, app extensions, test bundles), for the project index.
    func boundaries(of paths: [String]) -> TargetBoundaries {
        var targetsOfFile: [String: Set<Int>] = [:]
        var closed: Set<Int> = [], tests: Set<Int> = []
        for path in paths {
            let targets = targets(of: path)
            guard !targets.isEmpty else { continue }
            targetsOfFile[path] = Set(targets.map(\.number))
            for (number, target) in targets {
                if target.keepsItsTypes { closed.insert(number) }
                if target.isTestBundle { tests.insert(number) }
            }
        }
        return TargetBoundaries(targetsOfFile: targetsOfFile, closedTargets: closed, testTargets: tests)
    }

    /// Whether no project was read: every file is then built for every platform.
    var isEmpty: Bool { projects.isEmpty }

    /// Whether a target of these projects compiles or copies the file at the absolute `path`.
    func builds(_ path: String) -> Bool { !targets(of: path).isEmpty }

    /// The folders of the projects that build an app (an application target, on any platform).
    var appProjectFolders: [String] { projects.filter(\.buildsAnApp).map(\.folder) }

    /// The places these projects name (`XcodeProjectFile.places`).
    var places: [NamedPlace] { projects.flatMap(\.places) }
}
