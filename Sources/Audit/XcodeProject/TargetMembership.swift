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
    /// The platforms of each target that lists a file one by one, by the file's absolute path.
    private var listed: [String: [Set<TargetPlatform>?]] = [:]

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
        for project in projects {
            for target in project.targets {
                for file in target.files { listed[file, default: []].append(target.platforms) }
            }
        }
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
        var targets = listed[path] ?? []
        for project in projects {
            for folder in project.folders where path.hasPrefix(folder.path + "/") {
                let relative = String(path.dropFirst(folder.path.count + 1))
                targets += folder.targets(ofFileAt: relative).map { project.targets[$0].platforms }
            }
        }
        guard !targets.isEmpty else { return nil }
        var platforms: Set<TargetPlatform> = []
        for target in targets {
            guard let some = target else { return nil }
            platforms.formUnion(some)
        }
        return platforms
    }

    /// Whether no project was read: every file is then built for every platform.
    var isEmpty: Bool { projects.isEmpty }
}
