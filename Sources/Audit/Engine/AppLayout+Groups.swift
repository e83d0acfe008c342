import SwiftUIFrontEnd

extension AppLayout {
    /// The positions in `paths` of each app's files, each app's in order, the apps in the order
    /// their first file comes: one group of every position when the run is one app or has no files.
    func positionsByApp(of paths: [String]) -> [[Int]] {
        guard !apps.isEmpty, !paths.isEmpty else { return [Array(paths.indices)] }
        var groups: [[Int]] = []
        var groupOfApp: [Int: Int] = [:]
        for (position, path) in paths.enumerated() {
            let app = app(of: path)
            if let group = groupOfApp[app] {
                groups[group].append(position)
            } else {
                groupOfApp[app] = groups.count
                groups.append([position])
            }
        }
        return groups
    }
}
