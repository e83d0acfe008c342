/// The order the first pass takes its inputs in: input order, except that each large file is
/// taken earlier, before some of the smaller files ahead of it in input order, so that its long
/// parse runs while the other threads read those.
///
/// Taken in input order, a file of a megabyte (a generated mock or string table) is parsed by
/// one thread while the others go on to the files after it and stop a few positions ahead
/// (`InputOrder`), their cores idle until it is done. Taken when the others have about as many
/// source bytes left to read before its place as it holds (shared among them), it is done about
/// when they reach its place: the files in between are parsed meanwhile and indexed in order, and
/// its tree waits for them alone, as the trees behind it waited for it before. Large files are
/// taken one after the other, each early enough to be done when the next one starts, as one
/// thread reading them all would be; those with too little before them are taken first
/// (docs/benchmarks.md, "Large files taken early").
struct ClaimOrder: Equatable {
    /// The positions in the order they are taken.
    let positions: [Int]
    /// The positions taken before their turn in input order: their values do not wait for the
    /// others when delivered (`InputOrder.deliver(_:at:waitsForOthers:)`).
    let early: Set<Int>

    /// - Parameters:
    ///   - bytes: each input's size in bytes, in input order.
    ///   - largeAbove: a file of more bytes than this is taken early.
    ///   - threads: how many threads take inputs; with one, input order.
    ///   - largeCost: how many bytes of the smaller files one byte of a large file costs as much
    ///     as to read: a large file is taken when the others have that many times its bytes left
    ///     before its place (shared among them).
    init(bytes: [Int], largeAbove: Int, threads: Int, largeCost: Double = 1) {
        guard threads > 1 else {
            (positions, early) = (Array(bytes.indices), [])
            return
        }
        let large = bytes.indices.filter { bytes[$0] > largeAbove }
        // The source bytes of the other files before each position: how far the other threads
        // have read when that position comes up.
        var before: [Int] = []
        before.reserveCapacity(bytes.count)
        var total = 0
        for size in bytes {
            before.append(total)
            if size <= largeAbove { total += size }
        }
        // From the last large file back: each starts when the others have as many bytes left to
        // read before its place as it costs (shared among them), and early enough to be done
        // when the next large file starts, one thread parsing them one after the other.
        var starts = [Int](repeating: 0, count: large.count)
        var nextStart = Int.max
        for (number, position) in large.enumerated().reversed() {
            let lead = Int((Double(bytes[position]) * largeCost).rounded()) / (threads - 1)
            starts[number] = max(0, min(before[position], nextStart) - lead)
            nextStart = starts[number]
        }
        var positions: [Int] = []
        positions.reserveCapacity(bytes.count)
        var early: Set<Int> = []
        var next = 0
        for position in bytes.indices where bytes[position] <= largeAbove {
            while next < large.count, starts[next] <= before[position] {
                positions.append(large[next])
                if large[next] > position { early.insert(large[next]) }
                next += 1
            }
            positions.append(position)
        }
        positions += large[next...]
        self.positions = positions
        self.early = early
    }
}
