/// One share of a suite split N ways: `index` counts from 1 (`--shard 2/4`), whatever
/// convention named it.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1 … `count`.
    public let index: Int
    public let count: Int

    /// A shard, or nil unless 1 <= index <= count.
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// `2/4` → shard 2 of 4; nil for anything else (`0/4`, `5/4`, `2`, `a/b`).
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: i, count: n)
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }
}
