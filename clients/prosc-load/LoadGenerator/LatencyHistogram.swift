import Histogram
import WireProtocol

/// Round-trip times in nanoseconds (HdrHistogram, 3 significant digits, up to 60 s), with an
/// exact encoding as [value, count] pairs so child processes' histograms merge losslessly.
public struct LatencyHistogram: Sendable {
    public private(set) var histogram = Histogram<UInt64>(highestTrackableValue: 60_000_000_000)

    public init() {}

    public mutating func record(nanos: UInt64) {
        _ = histogram.record(min(max(1, nanos), 60_000_000_000))
    }

    public mutating func merge(_ other: LatencyHistogram) { histogram.add(other.histogram) }

    public var count: UInt64 { histogram.totalCount }

    /// Microseconds at `percentile` (0...100).
    public func micros(_ percentile: Double) -> Double {
        count == 0 ? 0 : Double(histogram.valueAtPercentile(percentile)) / 1000
    }

    public var maxMicros: Double { count == 0 ? 0 : Double(histogram.max) / 1000 }

    /// Every non-empty bucket as [value, count], and the exact minimum and maximum (the
    /// histogram reports those exactly); re-recording rebuilds the same histogram.
    public var encoded: JSON {
        guard count > 0 else { return .object([:]) }
        return .object([
            "buckets": .array(histogram.recordedValues().map { .array([.number(Double($0.value)), .number(Double($0.count))]) }),
            "min": .number(Double(histogram.min)), "max": .number(Double(histogram.maxRecorded)),
        ])
    }

    public init(encoded: JSON) {
        guard let min = encoded["min"]?.doubleValue.map(UInt64.init), let max = encoded["max"]?.doubleValue.map(UInt64.init) else { return }
        for pair in encoded["buckets"]?.arrayValue ?? [] {
            guard let a = pair.arrayValue, a.count == 2, let v = a[0].doubleValue, var c = a[1].doubleValue.map(UInt64.init) else { continue }
            let lowest = histogram.lowestEquivalentForValue(UInt64(v))
            for extreme in Set([min, max]) where c > 0 && histogram.valuesAreEquivalent(extreme, lowest) {
                _ = histogram.record(extreme)
                c -= 1
            }
            if c > 0 { _ = histogram.record(lowest, count: c) }
        }
    }
}
