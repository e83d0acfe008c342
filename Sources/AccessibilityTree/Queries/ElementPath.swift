/// Where a node sits in the tree, as child indices from the root: stable for messages
/// ("root/children[2]/children[0]") even when ids are generated.
public struct ElementPath: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The ids from the root down to the node, root first.
    public var ids: [ElementID]
    /// The index of each node in its parent's `children`, from the root's child down.
    public var indices: [Int]

    public init(ids: [ElementID], indices: [Int]) {
        self.ids = ids
        self.indices = indices
    }

    /// The root's id, then `children[i]` for each step: `root/children[2]/children[0]`.
    public var description: String {
        ([ids.first?.rawValue ?? "root"] + indices.map { "children[\($0)]" }).joined(separator: "/")
    }

    /// The ids joined by `/`: `root/carousel/favorite`.
    public var idPath: String { ids.map(\.rawValue).joined(separator: "/") }

    /// The path of the child at `index` whose id is `id`.
    func appending(_ id: ElementID, at index: Int) -> ElementPath {
        var path = self
        path.ids.append(id)
        path.indices.append(index)
        return path
    }
}
