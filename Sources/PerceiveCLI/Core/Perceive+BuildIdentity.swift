import Foundation

extension Perceive {
    /// The version and the running executable's size and modification time, as the result
    /// cache's tool identity: a rebuilt `perceive` (a changed rule message, a fixed front end)
    /// never reads results an earlier build cached, whatever its version says.
    static let buildIdentity: String = {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: executable) else { return version }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(version) \(size) \(modified)"
    }()
}
