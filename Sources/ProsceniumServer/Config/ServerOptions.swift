import HierarchyEngine
import WireProtocol

/// Every setting of `proscd`, with its default. `OptionTable` declares each key once: its
/// config-file name, its flag, its documentation and how it is applied (tmux's options-table).
public struct ServerOptions: Sendable, Equatable {
    public var socket: String?
    public var storyboards: String?
    public var mainStoryboard: String?
    public var externalStoryboard: String?
    /// The app's Info.plist: its scene manifest (or its absence) and main storyboard.
    public var infoPlist: String?
    /// `UIApplicationSupportsMultipleScenes`, over what the Info.plist says (nil: the
    /// Info.plist's, else false).
    public var supportsMultipleScenes: Bool?
    /// Which life cycle the app runs on iOS 13–26 (`lifeCycle`): the scene life cycle unless the
    /// app declares no scene manifest.
    public var lifeCycle = LifeCycle.scenes
    public var mainScreen = "390x844@3:phone"
    public var animationSpeed = 1.0
    /// The iOS version reproduced (`ios`; `profile` is an alias): today's by default.
    public var ios = IOSVersion.newest
    public var stateDir: String?
    public var restore = false
    public var sources: String?
    public var logLevel = "info"
    public var maxLineBytes = 16 << 20
    public var maxPendingRequests = 1024
    public var maxOutboundBytes = 8 << 20
    public var maxEventBacklogBytes = 256 << 10
    public var maxControllersPerWindow = 1_000_000
    public var maxWindows = 10_000
    public var maxSubscriptions = 64
    public var maxConnections = 20_000
    public var requireHello = false
    public var helloTimeout = 0.0
    public var idleTimeout = 0.0
    public var partialLineTimeout = 30.0
    public var writeStallTimeout = 0.0
    public var writeCoalescingMicros = 10
    public var allowedUIDs: [UInt32] = []
    public var allowedGIDs: [UInt32] = []
    public var unwindActions: [String: [String]] = [:]
    public var customSegues: [String: String] = [:]

    public init() {}

    /// True when a connection must say `hello` before any other method.
    public var helloRequired: Bool { requireHello || helloTimeout > 0 }
}

/// A problem with the config file or a flag, reported before the server starts.
public struct OptionError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// One configuration key.
public struct OptionKey: Sendable {
    public enum Kind: String, Sendable { case string, path, number, integer, bool, version, profile, idList, map }
    /// The config-file key (`animationSpeed`); the flag is its kebab-case form (`--animation-speed`).
    public let name: String
    public let kind: Kind
    public let summary: String
    let apply: @Sendable (inout ServerOptions, JSON, _ baseDirectory: String?) throws(OptionError) -> Void

    public var flag: String {
        // A run of capitals is one word: allowedUIDs -> --allowed-uids.
        var out = "--"
        var previousWasLower = false
        for ch in name {
            if ch.isUppercase {
                if previousWasLower { out += "-" }
                out += ch.lowercased()
                previousWasLower = false
            } else {
                out.append(ch)
                previousWasLower = true
            }
        }
        return out
    }
}
