/// A place on disk an Xcode project or workspace names: a file, a group's folder, a folder, a
/// local package, the project's own folder.
struct NamedPlace: Equatable, Sendable {
    /// The absolute path.
    var path: String
    /// Whether what the folder holds is named with it: a folder reference, a folder Xcode keeps in
    /// step with the disk, a local package; not a group, which names only its children.
    var holdsContents: Bool

    /// Whether naming this place names the folder at the absolute `folder`: the place is the
    /// folder or inside it, or holds it and names what it holds.
    func names(_ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder + "/") || (holdsContents && folder.hasPrefix(path + "/"))
    }
}
