#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the server's socket lives (docs/protocol.md *Transport*), first that applies:
/// an explicit path (flag or config), `$PROSCENIUM_SOCKET`,
/// `$XDG_RUNTIME_DIR/proscenium/proscd.sock`, `/tmp/proscenium-<uid>/proscd.sock`.
/// Shared by the server and every Swift client.
public enum SocketLocation {
    public struct Resolved: Sendable, Equatable {
        public var path: String
        /// True when the path came from the default rules (a directory the server owns and creates).
        public var isDefaultDirectory: Bool
    }

    public static func resolve(explicit: String?, environment: [String: String] = currentEnvironment()) -> Resolved {
        if let explicit, !explicit.isEmpty { return Resolved(path: explicit, isDefaultDirectory: false) }
        if let env = environment["PROSCENIUM_SOCKET"], !env.isEmpty { return Resolved(path: env, isDefaultDirectory: false) }
        if let xdg = environment["XDG_RUNTIME_DIR"], !xdg.isEmpty {
            return Resolved(path: xdg + "/proscenium/proscd.sock", isDefaultDirectory: true)
        }
        return Resolved(path: "/tmp/proscenium-\(getuid())/proscd.sock", isDefaultDirectory: true)
    }

    public static func currentEnvironment() -> [String: String] {
        var out: [String: String] = [:]
        for name in ["PROSCENIUM_SOCKET", "XDG_RUNTIME_DIR"] {
            if let v = getenv(name) { out[name] = String(cString: v) }
        }
        return out
    }
}
