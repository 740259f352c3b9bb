#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A detached POSIX thread running one closure (the connection's reader), without Foundation.
enum ReaderThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    static func start(_ run: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(run)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        // The recursive JSON parser needs ≈ 3.5 KiB of stack per nesting level, and a reply may
        // nest up to `JSONParser.depthCeiling` (512) levels (a deep presentation chain's tree):
        // 1 MiB overflowed at ≈ 270. Only touched pages cost memory.
        pthread_attr_setstacksize(&attributes, 8 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let rc = pthread_create(&thread, &attributes, { raw in
            let body = Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue()
            body.run()
            return nil
        }, context)
        pthread_attr_destroy(&attributes)
        precondition(rc == 0, "pthread_create failed: \(rc)")
    }
}
