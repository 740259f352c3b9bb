/// The method names' UTF-8 laid out flat and grouped by length, for finding a request's method
/// from the bytes of its line (`MethodTable.index(utf8:)`): no `String` is made or hashed and
/// nothing is reference counted (a `String` made from the line and looked up by name cost ≈ 180
/// instructions a request more under callgrind, docs/performance-history.md). `index(named:)`
/// uses it too. Made once, for `MethodTable.all`, and never freed (it lives as long as the table).
struct MethodNameIndex: @unchecked Sendable {
    // @unchecked: immutable storage written once in `init`, before it is shared.
    /// Every name's bytes, one after the other, in the order of `entries`.
    private let names: UnsafeRawPointer
    /// For each name, shortest first: where its bytes start in `names` and its position in
    /// the table (its length is its group's, `firstOfLength`).
    private let entries: UnsafeBufferPointer<(start: Int, index: Int)>
    /// `entries[firstOfLength[n]..<firstOfLength[n + 1]]` are the names of `n` bytes.
    private let firstOfLength: UnsafeBufferPointer<Int>

    /// Stops the process when a name is listed twice (a table's mistake).
    init(names table: [String]) {
        var seen = Set<String>()
        for name in table { precondition(seen.insert(name).inserted, "method '\(name)' listed twice") }
        let sorted = table.indices.sorted { (table[$0].utf8.count, $0) < (table[$1].utf8.count, $1) }
        let total = table.reduce(0) { $0 + $1.utf8.count }
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: Swift.max(total, 1), alignment: 8)
        let entries = UnsafeMutableBufferPointer<(start: Int, index: Int)>.allocate(capacity: sorted.count)
        let longest = table.map(\.utf8.count).max() ?? 0
        let firstOfLength = UnsafeMutableBufferPointer<Int>.allocate(capacity: longest + 2)
        var offset = 0
        var length = 0
        firstOfLength[0] = 0
        for (n, index) in sorted.enumerated() {
            let name = Array(table[index].utf8)
            while length < name.count { length += 1; firstOfLength[length] = n }
            name.withUnsafeBytes { (bytes + offset).copyMemory(from: $0.baseAddress!, byteCount: name.count) }
            entries[n] = (start: offset, index: index)
            offset += name.count
        }
        while length <= longest { length += 1; firstOfLength[length] = sorted.count }
        self.names = UnsafeRawPointer(bytes)
        self.entries = UnsafeBufferPointer(entries)
        self.firstOfLength = UnsafeBufferPointer(firstOfLength)
    }

    /// The table position of the method whose name is `key`'s bytes, or nil.
    @inline(__always)
    func index(of key: UnsafeRawBufferPointer) -> Int? {
        let length = key.count
        guard length + 1 < firstOfLength.count, let key = key.baseAddress else { return nil }
        var n = firstOfLength[length]
        let end = firstOfLength[length + 1]
        while n < end {
            let entry = entries[n]
            if ByteScan.equal(names + entry.start, key, count: length) { return entry.index }
            n += 1
        }
        return nil
    }
}
