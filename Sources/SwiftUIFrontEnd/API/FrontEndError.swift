import Basics

/// Why the front end could not start: each message names the file or view and the problem.
public enum FrontEndError: Error, Hashable, Sendable, CustomStringConvertible {
    case fileNotFound(path: String)
    case unreadableFile(path: String, reason: String)
    case noSwiftFiles(path: String)
    case noViews(paths: [String])
    case unknownView(name: String, suggestion: String?, available: [String])
    case unknownPreview(name: String, suggestion: String?, available: [String])

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such file or folder"
        case .unreadableFile(let path, let reason):
            return "\(path): cannot be read (\(reason))"
        case .noSwiftFiles(let path):
            return "\(path): no Swift files found"
        case .noViews(let paths):
            return "\(paths.joined(separator: ", ")): no SwiftUI views (no type conforms to View)"
        case .unknownView(let name, let suggestion, let available):
            return "no view named '\(name)'" + Self.hint(suggestion, available)
        case .unknownPreview(let name, let suggestion, let available):
            return "no preview named '\(name)'" + Self.hint(suggestion, available)
        }
    }

    private static func hint(_ suggestion: String?, _ available: [String]) -> String {
        if let suggestion { return ". " + NameSuggestion.question(suggestion) }
        if available.isEmpty { return "" }
        let shown = available.prefix(12).joined(separator: ", ")
        return ". Available: \(shown)\(available.count > 12 ? ", …" : "")"
    }
}
