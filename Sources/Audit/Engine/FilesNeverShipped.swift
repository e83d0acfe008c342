import Foundation

/// Files inside an app's folders that are never built into it, whatever else builds them: the
/// files of a local pod its podspec does not ship (its example app, its tests: `PodspecFiles`),
/// and the pages of Xcode playgrounds (`X.playground/Contents.swift`, `Pages/…`), which Xcode runs
/// in the playground alone and no target compiles (Xcode Help's glossary: "an interactive Swift
/// coding environment that evaluates each statement … without the need to create a project"). A
/// person using the app meets neither.
///
/// Judged only where an Xcode project of the folders given builds an app (`TargetMembership`);
/// a file given by its path is kept, as is a pod or playground that is or holds a folder given
/// (auditing the pod, or the playground, itself).
struct FilesNeverShipped {
    /// The folders given, absolute.
    private let roots: [String]
    /// The local pods the `Podfile`s beside the projects and in the folders given name, with the
    /// files they ship; a pod whose podspec cannot be read is not listed.
    private let pods: [PodspecFiles]

    /// Reads the `Podfile`s in `podfileFolders` (absolute: the folders given and those of the
    /// projects) and the podspecs of the pods they name, but of a pod that is or holds a folder given.
    init(roots: [String], podfileFolders: [String]) {
        self.roots = roots
        let podFolders = Set(podfileFolders.flatMap(PodfileLocalPods.folders(namedIn:)))
        pods = podFolders.sorted().filter { pod in !roots.contains { $0 == pod || $0.hasPrefix(pod + "/") } }
            .compactMap(PodspecFiles.read(podFolder:))
    }

    /// Why the file at the absolute `path` is never built into the app: the pod whose podspec
    /// does not ship it, or the playground holding it; nil when it may be.
    func reason(neverShipping path: String) -> Reason? {
        if let pod = pods.first(where: { path.hasPrefix($0.folder + "/") && !$0.ships(path) }) {
            return .notShippedByPod(pod.folder)
        }
        if let playground = Self.playground(holding: path), !roots.contains(where: { $0 == playground || $0.hasPrefix(playground + "/") }) {
            return .playgroundPage(playground)
        }
        return nil
    }

    /// The innermost `.playground` folder holding the absolute path.
    static func playground(holding path: String) -> String? {
        guard let range = path.range(of: ".playground/", options: .backwards) else { return nil }
        return String(path[..<range.lowerBound]) + ".playground"
    }

    enum Reason: Equatable {
        /// A file in the folder of the local pod at this path that its podspec does not ship.
        case notShippedByPod(String)
        /// A page or source of the playground at this path.
        case playgroundPage(String)
    }
}
