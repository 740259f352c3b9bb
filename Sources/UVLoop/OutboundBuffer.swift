#if canImport(Glibc)
import Glibc
#endif

/// A growable, manually managed byte buffer for bytes waiting to be written. Its address is
/// stable while libuv writes from it (no Swift array copy-on-write or moves). Not copyable, so
/// no two owners can free the same memory.
struct OutboundBuffer: ~Copyable {
    private(set) var base: UnsafeMutableRawPointer?
    private(set) var capacity = 0
    private(set) var count = 0

    /// Buffers that grew beyond this are returned to the allocator once empty, so an idle
    /// connection that once queued a burst does not keep the memory.
    static let retainedCapacity = 16 * 1024

    var isEmpty: Bool { count == 0 }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let needed = count + bytes.count
        if needed > capacity {
            var newCapacity = Swift.max(capacity, 4096)
            while newCapacity < needed { newCapacity *= 2 }
            guard let grown = realloc(base, newCapacity) else {
                fatalError("out of memory growing a write queue to \(newCapacity) bytes")
            }
            base = grown
            capacity = newCapacity
        }
        (base! + count).copyMemory(from: source, byteCount: bytes.count)
        count = needed
    }

    /// Empties the buffer, keeping up to `retainedCapacity` bytes of storage.
    mutating func removeAll() {
        count = 0
        if capacity > Self.retainedCapacity {
            free(base)
            base = nil
            capacity = 0
        }
    }

    deinit {
        free(base)
    }
}
