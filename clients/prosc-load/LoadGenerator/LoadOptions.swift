/// Everything a run is told (the command line, parsed).
public struct LoadOptions: Sendable {
    public var socket: String?
    public var clients = 1
    public var windows = 1
    public var depth = 1
    public var duration: Double? = 3
    public var count: Int?
    public var mix = try! OperationMix(parsing: "ping")
    public var seed: UInt64 = 1
    public var subscribers = 0
    public var animated = true
    /// The server's animation speed as the user states it (the server flag decides it).
    public var animationSpeed: Double?
    /// Children of each navigation window at start (a `tree` of N controllers).
    public var stackSize = 1
    /// Idle connections to open before the load (memory per connection).
    public var idleConnections = 0
    public var checkEvents = true
    /// The device the scene operations assume (`--world`); the server must be it.
    public var world = LoadWorld.phone
    /// Raw line mode: one poll(2) thread, answers not parsed (ping, tree, or unanimated
    /// present/dismiss; `RawLineLoad`).
    public var raw = false
    /// Against a line echo server: raw ping lines, nothing else.
    public var echo = false
    public var processes = 1
    /// Set in child processes: wait for "go" on stdin, print the result JSON.
    public var child = false

    public init() {}

    /// Windows the generator needs at all.
    public var needsWindows: Bool { !echo && mix.entries.contains { $0.kind.needsWindow } }
}
