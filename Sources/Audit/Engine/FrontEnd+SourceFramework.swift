extension FrontEnd {
    /// The UI framework whose source this front end lowers, told to tree rules (`TreeContext.framework`)
    /// so their fixes name that framework's API; nil for snapshots and captures.
    public var sourceFramework: SourceFramework? {
        switch name {
        case FrontEnd.swiftUI.name: .swiftUI
        case FrontEnd.uiKit.name: .uikit
        default: nil
        }
    }
}
