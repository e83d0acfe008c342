/// An input `perceive-bench audit` cannot measure.
enum BenchError: Error, CustomStringConvertible {
    case noSwiftFiles([String])
    case unreadable(String)

    var description: String {
        switch self {
        case .noSwiftFiles(let paths): "no Swift files under \(paths.joined(separator: ", "))"
        case .unreadable(let path): "cannot read \(path) as UTF-8 text"
        }
    }
}
