import Basics
import Foundation
import SwiftUIFrontEnd

/// The targets of one Xcode project, read from its `project.pbxproj`: which platforms each is
/// built for, which Swift files it compiles and which storyboards, nibs and asset catalogs it
/// copies, listed one by one in its Sources and Resources build phases or held in a folder Xcode
/// keeps in step with the disk, and which `Info.plist` it uses.
struct XcodeProjectFile: Equatable, Sendable {
    var targets: [XcodeTarget]
    var folders: [SynchronizedFolder]
    /// The places the project names (its folder, its files, groups and folders, its local
    /// packages), for which local packages of the audited folders it uses (`LocalPackageUse`).
    var places: [NamedPlace] = []
    /// The folder its paths resolve from (the one holding the `.xcodeproj`, unless the project
    /// names another), absolute; empty for a project made in code.
    var folder = ""

    /// Whether it builds an app (an application target, on any platform).
    var buildsAnApp: Bool {
        targets.contains { $0.productType?.hasPrefix("com.apple.product-type.application") == true }
    }

    /// Reads the project whose `.xcodeproj` folder is `bundle`; its paths resolve from the folder
    /// that holds `bundle`. Nil when the folder holds no `project.pbxproj`: a project that a tool
    /// (XcodeGen, Tuist) generates is often kept without it, its shared schemes alone checked in.
    ///
    /// - Throws: `InputError` naming the `project.pbxproj` and what is wrong with it.
    static func read(bundle: String) throws(InputError) -> XcodeProjectFile? {
        let file = bundle + "/project.pbxproj"
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw InputError(file: file, message: "cannot read the file")
        }
        let plist: OpenStepPropertyList
        do {
            plist = try OpenStepPropertyList.parse([UInt8](data))
        } catch {
            throw InputError(file: file, message: "not an Xcode project file: \(error)")
        }
        let projectFolder = (ProjectScope.absolute(bundle) as NSString).deletingLastPathComponent
        guard let project = XcodeProjectObjects(plist, folder: projectFolder) else {
            throw InputError(file: file, message: "not an Xcode project file: no objects or no root project object")
        }
        return project.targetsAndFolders()
    }
}

/// The `objects` of a `project.pbxproj`, with each object's folder on disk worked out through
/// the groups that hold it.
struct XcodeProjectObjects {
    let objects: [String: [String: OpenStepPropertyList]]
    let root: [String: OpenStepPropertyList]
    /// The folder holding the `.xcodeproj`, absolute.
    let folder: String
    /// The group holding each object that is a group's child.
    let parents: [String: String]

    init?(_ plist: OpenStepPropertyList, folder: String) {
        guard let top = plist.dictionary, let objects = top["objects"]?.dictionary,
              let rootID = top["rootObject"]?.string, let root = objects[rootID]?.dictionary else { return nil }
        self.objects = objects.compactMapValues(\.dictionary)
        self.root = root
        let projectDir = root["projectDirPath"]?.string ?? ""
        self.folder = projectDir.isEmpty ? folder : Self.joined(folder, projectDir)
        var parents: [String: String] = [:]
        for (id, object) in self.objects {
            for child in object["children"]?.strings ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    func targetsAndFolders() -> XcodeProjectFile {
        var known: [String: String?] = [:]
        let projectSettings = settings(ofList: root["buildConfigurationList"]?.string, known: &known)
        let targetIDs = root["targets"]?.strings.filter { objects[$0]?["isa"]?.string == "PBXNativeTarget" } ?? []
        var targets: [XcodeTarget] = []
        var folderTargets: [String: Set<Int>] = [:]
        for (index, id) in targetIDs.enumerated() {
            guard let target = objects[id] else { continue }
            let configurations = settings(ofList: target["buildConfigurationList"]?.string, known: &known)
            let infoPlists = configurations.values.compactMap { $0.lazy.compactMap(XcodeTarget.infoPlist(ofSettings:)).first }
                .map { Self.joined(folder, $0) }
            let sources = builtFiles(of: target, known: &known)
            targets.append(XcodeTarget(name: target["name"]?.string ?? id,
                                       platforms: platforms(of: configurations, project: projectSettings),
                                       files: sources.files.union(infoPlists), platformFilters: sources.platformFilters,
                                       productType: target["productType"]?.string))
            for folderID in target["fileSystemSynchronizedGroups"]?.strings ?? [] { folderTargets[folderID, default: []].insert(index) }
        }
        let indexOfTarget = Dictionary(targetIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var folders: [SynchronizedFolder] = []
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let path = location(of: id, known: &known) else { continue }
            var exceptions: [Int: Set<String>] = [:]
            for exceptionID in object["exceptions"]?.strings ?? [] {
                guard let set = objects[exceptionID], let target = set["target"]?.string.flatMap({ indexOfTarget[$0] }) else { continue }
                exceptions[target, default: []].formUnion(set["membershipExceptions"]?.strings ?? [])
            }
            guard folderTargets[id] != nil || !exceptions.isEmpty else { continue }
            folders.append(SynchronizedFolder(path: path, targets: folderTargets[id] ?? [], exceptions: exceptions))
        }
        return XcodeProjectFile(targets: targets, folders: folders, places: places(known: &known), folder: folder)
    }

    /// The places the project names: its own folder; each file reference, group and folder Xcode
    /// keeps in step with the disk, where the groups holding it put it; and each local package
    /// (`XCLocalSwiftPackageReference`, Xcode 15, its `relativePath` from the project's folder).
    /// A folder reference (`lastKnownFileType = folder`, how an earlier Xcode added a local
    /// package to a project), a folder kept in step and a local package name what they hold too.
    private func places(known: inout [String: String?]) -> [NamedPlace] {
        var places = [NamedPlace(path: folder, holdsContents: false)]
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            switch object["isa"]?.string {
            case "XCLocalSwiftPackageReference":
                guard let relative = object["relativePath"]?.string else { continue }
                places.append(NamedPlace(path: Self.joined(folder, relative), holdsContents: true))
            case "PBXFileSystemSynchronizedRootGroup":
                guard let path = location(of: id, known: &known) else { continue }
                places.append(NamedPlace(path: path, holdsContents: true))
            case "PBXFileReference", "PBXGroup", "PBXVariantGroup":
                guard let path = location(of: id, known: &known) else { continue }
                let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string
                places.append(NamedPlace(path: path, holdsContents: type == "folder" || type == "wrapper"))
            default:
                continue
            }
        }
        return places
    }

    /// The build settings of each configuration of a configuration list, by name, in the order
    /// Xcode reads them: the configuration's own, then those of the `.xcconfig` file it is based
    /// on (the order of the build settings editor's Levels view, most specific first: a setting
    /// in the editor wins over the configuration file's, and a target's over its project's).
    private func settings(ofList id: String?, known: inout [String: String?]) -> [String: [[String: OpenStepPropertyList]]] {
        guard let id, let list = objects[id] else { return [:] }
        var settings: [String: [[String: OpenStepPropertyList]]] = [:]
        for configurationID in list["buildConfigurations"]?.strings ?? [] {
            guard let configuration = objects[configurationID] else { continue }
            let base = baseFile(of: configuration, known: &known).map(BuildSettingsFile.settings(at:))
            let own = configuration["buildSettings"]?.dictionary ?? [:]
            settings[configuration["name"]?.string ?? configurationID] = [own] + (base.map { [$0] } ?? [])
        }
        return settings
    }

    /// The absolute path of the `.xcconfig` file a build configuration is based on: a file
    /// reference (`baseConfigurationReference`), or a path inside a folder Xcode keeps in step
    /// with the disk (`baseConfigurationReferenceAnchor` and `…RelativePath`, Xcode 16).
    private func baseFile(of configuration: [String: OpenStepPropertyList], known: inout [String: String?]) -> String? {
        if let reference = configuration["baseConfigurationReference"]?.string { return location(of: reference, known: &known) }
        guard let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
              let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
              let folder = location(of: anchor, known: &known) else { return nil }
        return Self.joined(folder, relative)
    }

    /// The platforms a target's configurations (`own`, each its settings in Xcode's order) build
    /// for, each whose settings set neither platform setting falling back on the project's
    /// configuration of the same name; nil when one of them names no platform the audit knows
    /// (`SDKROOT = auto` alone).
    private func platforms(of own: [String: [[String: OpenStepPropertyList]]],
                           project: [String: [[String: OpenStepPropertyList]]]) -> Set<TargetPlatform>? {
        guard !own.isEmpty else { return nil }
        var platforms: Set<TargetPlatform> = []
        for (name, layers) in own {
            let decides = (layers + (project[name] ?? [])).first(where: XcodeTarget.setsPlatform)
            guard let some = decides.flatMap(XcodeTarget.platforms(ofSettings:)) else { return nil }
            platforms.formUnion(some)
        }
        return platforms
    }

    /// The absolute paths of the files a target's Sources and Resources build phases list (its
    /// Swift files, and the storyboards, nibs and asset catalogs it copies into its bundle; each
    /// language's copy of a localised one, `Base.lproj/Main.storyboard`), and the platforms those
    /// whose build file carries a platform filter are built for (`platformFilter`, one name,
    /// before Xcode 14; `platformFilters`, a list).
    private func builtFiles(of target: [String: OpenStepPropertyList],
                            known: inout [String: String?]) -> (files: Set<String>, platformFilters: [String: Set<TargetPlatform>]) {
        var files: Set<String> = []
        var filters: [String: Set<TargetPlatform>] = [:]
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = objects[phaseID],
                  ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"]?.string) else { continue }
            for buildFileID in phase["files"]?.strings ?? [] {
                guard let buildFile = objects[buildFileID], let reference = buildFile["fileRef"]?.string else { continue }
                let names = buildFile["platformFilters"]?.strings ?? buildFile["platformFilter"]?.string.map { [$0] } ?? []
                for path in paths(of: reference, known: &known) {
                    files.insert(path)
                    if let platforms = XcodeTarget.platforms(ofFilters: names) { filters[path, default: []].formUnion(platforms) }
                }
            }
        }
        return (files, filters)
    }

    /// The absolute paths a build file's reference stands for: a file's or folder's own, or each
    /// of a localised file's copies, the children of its variant group (`PBXVariantGroup`).
    private func paths(of reference: String, known: inout [String: String?]) -> [String] {
        guard objects[reference]?["isa"]?.string == "PBXVariantGroup" else {
            return location(of: reference, known: &known).map { [$0] } ?? []
        }
        return (objects[reference]?["children"]?.strings ?? []).compactMap { location(of: $0, known: &known) }
    }

    /// The absolute path of a file reference or group, through the groups that hold it; nil when
    /// it lies outside the project's folders (in the SDK, the build products). `known` keeps each
    /// place worked out, so a group's folder is worked out once for all the files it holds.
    func location(of id: String, known: inout [String: String?], depth: Int = 0) -> String? {
        if let place = known[id] { return place }
        guard depth < 100, let object = objects[id] else { return nil }
        let path = object["path"]?.string ?? ""
        let place: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<absolute>":
            place = path.isEmpty ? nil : ProjectScope.absolute(path)
        case "SOURCE_ROOT":
            place = Self.joined(folder, path)
        case "<group>" where id == root["mainGroup"]?.string:
            place = Self.joined(folder, path)
        case "<group>":
            place = parents[id].flatMap { location(of: $0, known: &known, depth: depth + 1) }.map { Self.joined($0, path) }
        default:
            place = nil
        }
        known[id] = place
        return place
    }

    static func joined(_ folder: String, _ path: String) -> String {
        guard !path.isEmpty else { return folder }
        return ProjectScope.absolute(path.hasPrefix("/") ? path : folder + "/" + path)
    }
}
