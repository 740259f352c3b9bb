/// The members of a JSON object, in order, with unique keys.
///
/// Lookup is a linear scan, which beats hashing for the small objects of the protocol.
/// Keys match when they are equal strings of the same UTF-8 length (for ASCII keys, byte
/// equality; comparing lengths first makes a mismatch cheap). Equality ignores member
/// order: two objects are equal when they have the same keys with equal values.
public struct JSONObject: Sendable {
    /// One member: a key and its value.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSON

        public init(key: String, value: JSON) {
            self.key = key
            self.value = value
        }
    }

    /// The members in order. Keys are unique.
    public private(set) var members: [Member]

    /// An empty object.
    public init() { members = [] }

    /// An object with `members` in order; a repeated key replaces the earlier value in place.
    public init(_ members: [(key: String, value: JSON)]) {
        self.members = []
        self.members.reserveCapacity(members.count)
        for (key, value) in members { self[key] = value }
    }

    /// Members the caller guarantees to have unique keys (the parser checks them itself).
    internal init(uniqueMembers: [Member]) {
        self.members = uniqueMembers
    }

    /// The number of members.
    @inlinable public var count: Int { members.count }

    /// True when the object has no members.
    @inlinable public var isEmpty: Bool { members.isEmpty }

    /// The keys in order.
    public var keys: [String] { members.map(\.key) }

    /// The value of the member named `key`; setting nil removes the member, setting a value
    /// replaces it in place or appends a new member.
    public subscript(key: String) -> JSON? {
        get {
            // Through the buffer, so that each member is examined in place, not copied.
            members.withUnsafeBufferPointer { members in
                for i in members.indices where Self.keysMatch(members[i].key, key) { return members[i].value }
                return nil
            }
        }
        set {
            if let index = members.firstIndex(where: { Self.keysMatch($0.key, key) }) {
                if let newValue {
                    members[index].value = newValue
                } else {
                    members.remove(at: index)
                }
            } else if let newValue {
                members.append(Member(key: key, value: newValue))
            }
        }
    }
}

extension JSONObject {
    /// Whether two keys name the same member.
    @inline(__always)
    static func keysMatch(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a == b
    }

    /// A key hashed and compared as `keysMatch` compares (for duplicate checks in large objects).
    struct KeyIdentity: Hashable {
        let key: String
        init(_ key: String) { self.key = key }
        static func == (a: KeyIdentity, b: KeyIdentity) -> Bool { keysMatch(a.key, b.key) }
        func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }
}

extension JSONObject: Equatable {
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        // Fast path: same order.
        var sameOrder = true
        for (l, r) in zip(lhs.members, rhs.members) where !keysMatch(l.key, r.key) || l.value != r.value {
            sameOrder = false
            break
        }
        if sameOrder { return true }
        for member in lhs.members where rhs[member.key] != member.value { return false }
        return true
    }
}

extension JSONObject: Sequence {
    /// Iterates the members in order, as `(key, value)` pairs.
    public struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[Member]>

        public mutating func next() -> (key: String, value: JSON)? {
            guard let member = base.next() else { return nil }
            return (member.key, member.value)
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(base: members.makeIterator())
    }

    public var underestimatedCount: Int { members.count }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object with the literal's members in order. Keys must be unique.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self.init(uniqueMembers: [])
        members.reserveCapacity(elements.count)
        for (key, value) in elements {
            precondition(self[key] == nil, "duplicate key '\(key)' in a JSONObject literal")
            members.append(Member(key: key, value: value))
        }
    }
}
