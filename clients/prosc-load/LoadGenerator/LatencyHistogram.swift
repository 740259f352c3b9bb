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

    /// Every non-empty bucket as [value, count]; re-recording them rebuilds the same buckets.
    public var encoded: JSON {
        .array(histogram.recordedValues().map { .array([.number(Double($0.value)), .number(Double($0.count))]) })
    }

    public init(encoded: JSON) {
        for pair in encoded.arrayValue ?? [] {
            guard let a = pair.arrayValue, a.count == 2, let v = a[0].doubleValue, let c = a[1].doubleValue else { continue }
            _ = histogram.record(UInt64(v), count: UInt64(c))
        }
    }
}
