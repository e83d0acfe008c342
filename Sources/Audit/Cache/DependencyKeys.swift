/// For each Swift file, one hash of its own contents and the contents of every file it depends
/// on, directly or through others (`SourceDependencies`): changing any file a file may use, or
/// what the project declares under a name it uses, changes its key.
///
/// Files that depend on each other in a cycle form one strongly connected component; each
/// component's key hashes its members' paths and contents and the keys of the components it
/// depends on (a Merkle hash over the component graph, in Tarjan's order, which finishes a
/// component after every component it reaches), so the keys of all files take linear time.
struct DependencyKeys {
    struct File {
        var path: String
        var contents: ContentHash
        /// Nil when the file was not parsed (it cannot be read as Swift): it declares nothing.
        var dependencies: SourceDependencies?
    }

    /// Each file's key, by path.
    let keys: [String: ContentHash]

    init(_ files: [File]) {
        let graph = Self.edges(files)
        var keys: [String: ContentHash] = [:]
        var componentKey = [ContentHash?](repeating: nil, count: files.count)
        for component in Self.components(graph) {
            let members = Set(component)
            var text = component.map { "\(files[$0].path)\t\(files[$0].contents)" }.sorted().joined(separator: "\n")
            let reached = Set(component.flatMap { graph[$0] }.filter { !members.contains($0) }.compactMap { componentKey[$0]?.description })
            text += "\n->\n" + reached.sorted().joined(separator: "\n")
            let key = ContentHash(text)
            for member in component {
                componentKey[member] = key
                keys[files[member].path] = key
            }
        }
        self.keys = keys
    }

    /// For each file, the files declaring a name it references (itself excluded), as
    /// `SourceDependencies` describes: a type, global or extension of a project type by any
    /// identifier; a static member or enum case by an implicit member expression; a member added
    /// to a type the project does not declare by any identifier.
    private static func edges(_ files: [File]) -> [[Int]] {
        let projectNames = files.reduce(into: Set<String>()) { $0.formUnion($1.dependencies?.declared ?? []) }
        var byName: [String: [Int]] = [:]
        var byImplicitMember: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            guard let dependencies = file.dependencies else { continue }
            var names = dependencies.declared.union(dependencies.extended.filter(projectNames.contains))
            for (type, members) in dependencies.extensionMembers where !projectNames.contains(type) { names.formUnion(members) }
            for name in names { byName[name, default: []].append(index) }
            for name in dependencies.implicitMembers { byImplicitMember[name, default: []].append(index) }
        }
        return files.enumerated().map { index, file in
            var targets: Set<Int> = []
            for name in file.dependencies?.referenced ?? [] { targets.formUnion(byName[name] ?? []) }
            for name in file.dependencies?.implicitReferences ?? [] { targets.formUnion(byImplicitMember[name] ?? []) }
            targets.remove(index)
            return targets.sorted()
        }
    }

    /// The strongly connected components of `graph`, each after every component it reaches
    /// (Tarjan's algorithm, with an explicit stack so deep chains cannot overflow the call stack).
    static func components(_ graph: [[Int]]) -> [[Int]] {
        var index = [Int?](repeating: nil, count: graph.count)
        var lowLink = [Int](repeating: 0, count: graph.count)
        var onStack = [Bool](repeating: false, count: graph.count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for start in graph.indices where index[start] == nil {
            var work: [(node: Int, next: Int)] = [(start, 0)]
            index[start] = counter
            lowLink[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            while let (node, next) = work.last {
                if next < graph[node].count {
                    work[work.count - 1].next += 1
                    let target = graph[node][next]
                    if index[target] == nil {
                        index[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], index[target]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == index[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                components.append(component)
            }
        }
        return components
    }
}
