#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lstat` says of a path: whether it is a folder and its size, the two facts discovery and
/// the claim order read of every input.
///
/// `FileManager.attributesOfItem(atPath:)` gives the same two from the same `lstat` (Apple's
/// documentation: for a symbolic link it gives the link's own attributes, of type
/// `typeSymbolicLink`), but also looks up the owner's and group's names, which reads the user and
/// group databases (`/etc/passwd`, `/etc/group`) for every file: about half the CPU discovery took,
/// on one core while the other waited (docs/benchmarks.md, "Files taken early by their cost;
/// discovery by lstat").
struct FileStatus: Equatable {
    var isFolder: Bool
    /// The size in bytes (of the link itself for a symbolic link).
    var size: Int

    /// The status of `path`, nil when it cannot be read (it does not exist, or a folder on the
    /// way cannot be searched).
    init?(of path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        isFolder = (status.st_mode & S_IFMT) == S_IFDIR
        size = Int(status.st_size)
    }

    init(isFolder: Bool, size: Int) {
        self.isFolder = isFolder
        self.size = size
    }
}
