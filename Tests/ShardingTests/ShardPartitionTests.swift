import SeededRandom
import Sharding
import Testing

/// The partition is complete and stable (by key, not by the order items were found), and with
/// timings it balances shards of mixed lengths to within 10 % of the mean.
@Suite struct ShardPartitionTests {
    private let keys = (1...37).map { "flows/f\(String($0).count == 1 ? "0" : "")\($0).yaml" }

    @Test func everyCountFromOneToEightPartitionsTheSuite() {
        var random = SplitMix64(seed: 27)
        for count in 1...8 {
            let shares = ShardPartition.assign(keys, count: count)
            #expect(shares.count == count)
            #expect(shares.flatMap { $0 }.sorted() == keys.sorted(), "every key in exactly one shard at N=\(count)")
            #expect(Set(shares.map(\.count)).count <= 2 && shares.map(\.count).max()! - shares.map(\.count).min()! <= 1)
            // Discovery order does not matter: a shuffled list gives the same shares.
            var shuffled = keys
            for i in stride(from: shuffled.count - 1, to: 0, by: -1) { shuffled.swapAt(i, Int(random.next() % UInt64(i + 1))) }
            #expect(ShardPartition.assign(shuffled, count: count) == shares)
            let timings = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, Double($0 % 7) + 0.5) })
            let balanced = ShardPartition.assign(shuffled, count: count, timings: timings)
            #expect(balanced.flatMap { $0 }.sorted() == keys.sorted(), "balanced: every key once at N=\(count)")
            #expect(ShardPartition.assign(keys, count: count, timings: timings) == balanced)
            for index in 1...count {
                let shard = Shard(index: index, count: count)!
                #expect(ShardPartition.select(shuffled, key: { $0 }, shard: shard) == shares[index - 1])
                #expect(ShardPartition.select(shuffled, key: { $0 }, shard: shard, timings: timings) == balanced[index - 1])
            }
        }
    }

    @Test func timingsBalanceMixedLengthsWithinTenPercent() {
        // 60 flows: most take 40–400 ms, a few take seconds (a long checkout, a slow onboarding).
        var random = SplitMix64(seed: 2027)
        var timings: [String: Double] = [:]
        for key in (1...60).map({ "flows/\($0).yaml" }) {
            let slow = random.next() % 10 == 0
            timings[key] = slow ? 2 + Double(random.next() % 3000) / 1000 : 0.04 + Double(random.next() % 360) / 1000
        }
        var plainOver = 0
        for count in 2...8 {
            let plain = ShardPartition.loads(ShardPartition.assign(Array(timings.keys), count: count), timings: timings)
            let balanced = ShardPartition.loads(ShardPartition.assign(Array(timings.keys), count: count, timings: timings), timings: timings)
            let mean = balanced.reduce(0, +) / Double(count)
            #expect(balanced.max()! <= mean * 1.10, "N=\(count): slowest \(balanced.max()!) s against a mean of \(mean) s")
            #expect(balanced.max()! <= plain.max()! + 1e-9, "N=\(count): balancing never makes the slowest shard slower")
            if plain.max()! > mean * 1.10 { plainOver += 1 }
        }
        #expect(plainOver > 0, "every N-th alone leaves some shard more than 10 % over the mean on this suite")
    }

    @Test func unknownItemsCountAsTheMedian() {
        let timings = ["a": 1.0, "b": 2.0, "c": 9.0]
        // "d" and "e" are new: 2 s each (the median). LPT: c→1, b→2, d→2, e→... loads 9 / 4 → e to shard 2, a to shard 2.
        let shares = ShardPartition.assign(["a", "b", "c", "d", "e"], count: 2, timings: timings)
        #expect(shares == [["c"], ["a", "b", "d", "e"]])
        #expect(ShardPartition.loads(shares, timings: timings) == [9, 7])
    }
}
