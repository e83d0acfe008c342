/// A UI framework whose code a source rule looks for.
public enum SourceFramework: String, Hashable, Codable, Sendable, CaseIterable {
    case swiftUI, uikit

    /// The input family a rule reading this framework's code reads.
    public var inputFamily: InputFamily {
        switch self {
        case .swiftUI: .swiftUISource
        case .uikit: .uikitSource
        }
    }
}
