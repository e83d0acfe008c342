import Foundation

/// Makes paths absolute and standard, as `URL(fileURLWithPath:).standardizedFileURL.path` does,
/// reading relative paths from one current folder, read once.
///
/// A path that is already absolute and standard (no `.` or `..` component, no empty one from
/// `//` or a trailing `/`) is returned as it is, and a relative one joined to the current folder
/// likewise: building and standardising a `URL`, and reading the current folder again for a
/// relative path, cost about 100,000 instructions for every file of an audit (`AppLayout.app(of:)`,
/// docs/benchmarks.md). Any other path (one starting with `~`, which Foundation expands to a home
/// folder, too) goes through the `URL`.
struct AbsolutePaths: Sendable, Equatable {
    /// The folder relative paths are read from: the process's current folder when made.
    let currentFolder: String

    init(currentFolder: String = FileManager.default.currentDirectoryPath) {
        self.currentFolder = currentFolder
    }

    /// `path` absolute (relative to `currentFolder` unless it starts with `/` or `~`) and standard.
    func absolute(_ path: String) -> String {
        if path.hasPrefix("~") { return Self.standardized(path) }
        let joined: String
        if path.hasPrefix("/") {
            joined = path
        } else {
            joined = currentFolder.hasSuffix("/") ? currentFolder + path : currentFolder + "/" + path
        }
        return Self.isStandard(joined) ? joined : Self.standardized(joined)
    }

    /// Whether `path` is absolute and each of its components is a name other than `.` and `..`
    /// (`/` alone is standard).
    static func isStandard(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var bytes = path.utf8.makeIterator()
        guard bytes.next() == slash else { return false }
        // The length of the component read so far and whether it is all dots.
        var length = 0
        var onlyDots = true
        var isRoot = true
        while let byte = bytes.next() {
            isRoot = false
            if byte == slash {
                if length == 0 || onlyDots && length <= 2 { return false }
                (length, onlyDots) = (0, true)
            } else {
                length += 1
                onlyDots = onlyDots && byte == dot
            }
        }
        return isRoot || length > 0 && !(onlyDots && length <= 2)
    }

    /// `path` made absolute and standard by Foundation.
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
