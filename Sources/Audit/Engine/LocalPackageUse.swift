import Foundation

/// Which local Swift packages inside the audited folders the apps there build, so that code no
/// app runs is not audited as the app's: an Android build's package, a static web site's, a
/// server's, one nothing links any more (docs/configuration.md, Packages no app builds).
///
/// A package is judged when a folder above it holds an Xcode project that builds an app, or a
/// workspace: apps side by side (a repository of examples, each its own app) do not judge each
/// other's packages. A package so judged is built with the apps only when a project or workspace
/// names it (a local package reference, a folder of the
/// navigator holding it, the project's own folder inside it), a `Podfile` beside them names it as
/// a local pod, or a package so built names it in
/// its manifest (`.package(path: "../SharedModels")`), one level at a time. A file a target
/// builds is never left out, nor one given by its path, nor a package a folder given is or holds
/// from above it.
struct LocalPackageUse {
    /// The folders given, absolute: a package is looked for strictly inside one.
    private let roots: [String]
    private var places: [NamedPlace]
    /// The folders holding a project that builds an app or a workspace: a package below one is
    /// judged.
    private var judgingFolders: [String]
    /// The packages a package built names, and those the folders given are and name.
    private var reached: Set<String> = []
    /// For each folder looked at, the package holding it (nil: none below a folder given).
    private var packageOfFolder: [String: String?] = [:]
    /// The packages no app builds, worked out once by `settle`.
    private var unused: Set<String> = []
    /// The workspaces that could not be read, each named with its problem: no package is then
    /// said unused.
    private(set) var problems: [InputError] = []

    /// The use of packages under the folders among `given` by the projects of `membership`; nil
    /// when no project builds an app: no package can then be said unused.
    init?(membership: TargetMembership, given: [String]) {
        judgingFolders = membership.appProjectFolders
        guard !judgingFolders.isEmpty else { return nil }
        roots = given.map(ProjectScope.absolute).filter(ProjectScope.isFolder)
        places = membership.places
        for root in roots where FileManager.default.fileExists(atPath: root + "/Package.swift") {
            reached.insert(root)
            reached.formUnion(ProjectScope.localPackages(of: root))
        }
    }

    /// Reads the workspaces and `Podfile`s beside the projects (`projectFolders`, the folders
    /// holding the `.xcodeproj`s), in the folders given and in the folders holding the packages of
    /// `files` (absolute paths no target builds) up to a folder given; then follows what each
    /// package named by a project or workspace names in its manifest, and tells which packages no
    /// app builds (none when a workspace could not be read).
    mutating func settle(files: [String], projectFolders: [String]) {
        let packages = Set(files.compactMap { package(holding: ($0 as NSString).deletingLastPathComponent) })
        var folders = Set(roots + projectFolders)
        for package in packages {
            var folder = (package as NSString).deletingLastPathComponent
            while roots.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) {
                folders.insert(folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        for folder in folders.sorted() {
            places += PodfileLocalPods.folders(namedIn: folder).map { NamedPlace(path: $0, holdsContents: true) }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcworkspace") {
                do {
                    places += try XcodeWorkspaceFile.places(bundle: folder + "/" + name)
                    judgingFolders.append(folder)
                } catch {
                    problems.append(error)
                }
            }
        }
        let named = packages.filter { package in places.contains { $0.names(package) } }
        for package in named.sorted() where !reached.contains(package) {
            reached.insert(package)
            reached.formUnion(ProjectScope.localPackages(of: package))
        }
        guard problems.isEmpty else { return }
        unused = packages.filter { package in
            judgingFolders.contains { package.hasPrefix($0 + "/") } && !named.contains(package) && !reached.contains(package)
        }
    }

    /// The package folder holding the file at the absolute `path` when no app builds it
    /// (`settle`); nil when the file belongs to no package below a folder given, or to one built.
    mutating func unusedPackage(holding path: String) -> String? {
        package(holding: (path as NSString).deletingLastPathComponent).flatMap { unused.contains($0) ? $0 : nil }
    }

    /// The nearest folder from `folder` up holding a `Package.swift`, strictly inside a folder
    /// given.
    private mutating func package(holding folder: String) -> String? {
        if let known = packageOfFolder[folder] { return known }
        let found: String?
        if !roots.contains(where: { folder.hasPrefix($0 + "/") }) {
            found = nil
        } else if FileManager.default.fileExists(atPath: folder + "/Package.swift") {
            found = folder
        } else {
            found = package(holding: (folder as NSString).deletingLastPathComponent)
        }
        packageOfFolder[folder] = found
        return found
    }
}
