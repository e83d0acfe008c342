import Basics
import Foundation

/// The places an Xcode workspace names, read from its `contents.xcworkspacedata`: the projects,
/// folders and local packages its navigator shows, each `FileRef` in the `Group`s holding it.
enum XcodeWorkspaceFile {
    /// The places the workspace whose `.xcworkspace` folder is `bundle` names, each a folder
    /// naming what it holds (a local package dragged into a workspace is built with it); empty
    /// when the folder holds no `contents.xcworkspacedata`.
    ///
    /// A location is `group:` (from the folder of the group holding it, the workspace's own folder
    /// at the top), `container:` (from the workspace's folder) or `absolute:`; `self:` (the
    /// workspace inside a project) and `developer:` name nothing of the audited folders.
    ///
    /// - Throws: `InputError` naming the file, the line and the column, when it is no XML.
    static func places(bundle: String) throws(InputError) -> [NamedPlace] {
        let file = bundle + "/contents.xcworkspacedata"
        guard let data = FileManager.default.contents(atPath: file) else { return [] }
        let document: MarkupDocument
        do {
            document = try MarkupReader.read([UInt8](data))
        } catch {
            throw InputError(file: file, message: "not an Xcode workspace file: \(error)")
        }
        let folder = (ProjectScope.absolute(bundle) as NSString).deletingLastPathComponent
        return places(in: document.root, group: folder, workspace: folder)
    }

    private static func places(in element: MarkupElement, group: String, workspace: String) -> [NamedPlace] {
        element.children.flatMap { child -> [NamedPlace] in
            let place = child[attribute: "location"].flatMap { path(of: $0, group: group, workspace: workspace) }
            switch child.name {
            case "FileRef":
                return place.map { [NamedPlace(path: $0, holdsContents: true)] } ?? []
            case "Group":
                return places(in: child, group: place ?? group, workspace: workspace)
            default:
                return []
            }
        }
    }

    /// The absolute path of a location (`group:Conference`), nil for one naming nothing on disk.
    private static func path(of location: String, group: String, workspace: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let relative = String(location[location.index(after: colon)...])
        switch location[..<colon] {
        case "group": return XcodeProjectObjects.joined(group, relative)
        case "container": return XcodeProjectObjects.joined(workspace, relative)
        case "absolute": return relative.isEmpty ? nil : ProjectScope.absolute(relative)
        default: return nil
        }
    }
}
