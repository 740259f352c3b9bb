/// Splits a suite into shards the same way on every machine: items are ordered by their key
/// (a flow's path, a start's name), never by discovery order, and every item lands in exactly
/// one shard.
///
/// Without timings, shard i takes every N-th item from the i-th. With timings (seconds per
/// key, from a previous run's report) it balances: longest first, each into the shard with the
/// least time so far (ties: the lower shard, then the smaller key); an item the timings do not
/// know counts as their median. Within a shard, items keep key order.
public enum ShardPartition {
    /// The keys of every shard, shard 1 first.
    public static func assign(_ keys: [String], count: Int, timings: [String: Double]? = nil) -> [[String]] {
        precondition(count >= 1, "a partition has at least one shard")
        let sorted = keys.sorted()
        guard let timings, !timings.isEmpty else {
            return (0..<count).map { s in sorted.enumerated().filter { $0.offset % count == s }.map(\.element) }
        }
        let median = Self.median(Array(timings.values))
        let weighted = sorted.map { (key: $0, seconds: timings[$0] ?? median) }
            .sorted { $0.seconds != $1.seconds ? $0.seconds > $1.seconds : $0.key < $1.key }
        var loads = [Double](repeating: 0, count: count)
        var shares = [[String]](repeating: [], count: count)
        for item in weighted {
            var lightest = 0
            for s in 1..<count where loads[s] < loads[lightest] { lightest = s }
            loads[lightest] += item.seconds
            shares[lightest].append(item.key)
        }
        return shares.map { $0.sorted() }
    }

    /// The items of `shard`, in key order.
    public static func select<T>(_ items: [T], key: (T) -> String, shard: Shard, timings: [String: Double]? = nil) -> [T] {
        let keys = items.map(key)
        let chosen = Set(assign(Array(Set(keys)), count: shard.count, timings: timings)[shard.index - 1])
        return items.enumerated().filter { chosen.contains(keys[$0.offset]) }
            .sorted { keys[$0.offset] != keys[$1.offset] ? keys[$0.offset] < keys[$1.offset] : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The seconds each shard would take, for the timings' own figures (`assign`'s result).
    public static func loads(_ shares: [[String]], timings: [String: Double]) -> [Double] {
        let median = Self.median(Array(timings.values))
        return shares.map { $0.reduce(0) { $0 + (timings[$1] ?? median) } }
    }

    /// The middle value (the mean of the two middle ones for an even count); 1 for none.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 1 }
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}
