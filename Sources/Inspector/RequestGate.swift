/// Who may use the inspector: every request needs the token (`?token=`), and a WebSocket
/// upgrade whose `Origin` is not the page's own address is refused (a page on another site
/// cannot read or drive the hierarchy even if it guessed the port).
public struct RequestGate: Sendable {
    public let token: AccessToken
    /// The `Origin`s the page itself sends: `http://HOST:PORT` for the names it is served under.
    public private(set) var allowedOrigins: Set<String> = []

    public init(token: AccessToken) { self.token = token }

    /// Allows the page's own origins once the port is known.
    public mutating func serve(host: String, port: Int) {
        var hosts = [host]
        if host == "127.0.0.1" || host == "::1" || host == "localhost" { hosts += ["127.0.0.1", "localhost", "[::1]"] }
        if host.contains(":") && !host.hasPrefix("[") { hosts.append("[\(host)]") }
        allowedOrigins = Set(hosts.map { "http://\($0):\(port)" })
    }

    /// Why a request is refused (nil: allowed). `uri` is the request's path and query.
    public func refusal(uri: String, origin: String?, upgrade: Bool) -> String? {
        guard token.matches(Self.query(uri, "token")) else {
            return "this inspector needs its token: open the address `prosc inspect` printed (…/?token=…)"
        }
        if upgrade, let origin, !allowedOrigins.contains(origin) {
            return "WebSocket refused: Origin \(origin) is not this inspector's page"
        }
        return nil
    }

    /// A query parameter's value, percent-decoded (`+` is a space).
    public static func query(_ uri: String, _ name: String) -> String? {
        guard let q = uri.firstIndex(of: "?") else { return nil }
        for pair in uri[uri.index(after: q)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, parts[0] == name { return percentDecoded(String(parts[1])) }
        }
        return nil
    }

    static func percentDecoded(_ s: String) -> String {
        var out: [UInt8] = []
        var bytes = Array(s.utf8)[...]
        while let b = bytes.popFirst() {
            if b == UInt8(ascii: "%"), bytes.count >= 2, let v = UInt8(String(decoding: bytes.prefix(2), as: UTF8.self), radix: 16) {
                out.append(v)
                bytes = bytes.dropFirst(2)
            } else {
                out.append(b == UInt8(ascii: "+") ? UInt8(ascii: " ") : b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
