/// What the Large Content Viewer shows for an element whose text cannot grow
/// (`UILargeContentViewerItem`, SwiftUI `accessibilityShowsLargeContentViewer`).
public struct LargeContent: Hashable, Codable, Sendable {
    public var title: String?
    public var imageName: String?

    public init(title: String? = nil, imageName: String? = nil) {
        self.title = title
        self.imageName = imageName
    }
}
