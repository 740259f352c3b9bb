/// The shards a set of reports says it holds (`2/4` each, or nothing for an unsharded report):
/// all k/N of one N, each once. Shared by `prosc merge`'s JUnit and JSON inputs.
public enum ShardSet {
    public static func check(_ reports: [(file: String, shard: String?)]) throws(JUnitMerge.Failure) {
        var count: (Int, String)?
        var taken: [Int: String] = [:]
        for (file, shard) in reports {
            guard let shard else {
                if reports.count > 1 { throw JUnitMerge.Failure(description: "\(file): not a shard's report (no shard property): it holds a whole run") }
                continue
            }
            let parts = shard.split(separator: "/")
            guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n else {
                throw JUnitMerge.Failure(description: "\(file): shard '\(shard)' is not I/N")
            }
            if let (expected, other) = count, expected != n {
                throw JUnitMerge.Failure(description: "\(file): shard \(shard) is of \(n) shards but \(other) is of \(expected)")
            }
            count = (n, file)
            if let other = taken[k] { throw JUnitMerge.Failure(description: "\(file): shard \(shard) is also \(other)") }
            taken[k] = file
        }
        if let (n, _) = count {
            let missing = (1...n).filter { taken[$0] == nil }
            if !missing.isEmpty {
                throw JUnitMerge.Failure(description: "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(n)" }.joined(separator: ", ")) missing: give every shard's report")
            }
        }
    }
}
