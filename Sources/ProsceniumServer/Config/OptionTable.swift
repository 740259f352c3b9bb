import EngineRequests
import Foundation
import HierarchyEngine
import WireProtocol

/// The single table of `proscd` settings. The config file, the flags, `--help` and
/// docs/configuration.md all derive from it (a test checks the doc).
public enum OptionTable {
    public static let all: [OptionKey] = [
        path("socket", "Unix socket path (else $PROSCENIUM_SOCKET, $XDG_RUNTIME_DIR/proscenium/proscd.sock, /tmp/proscenium-<uid>/proscd.sock)") { $0.socket = $1 },
        path("storyboards", "directory whose *.storyboard files are loaded at start-up") { $0.storyboards = $1 },
        string("mainStoryboard", "storyboard whose initial controller becomes window w1's root (empty: no initial window)") { $0.mainStoryboard = $1.isEmpty ? nil : $1 },
        string("externalStoryboard", "storyboard used for the window of a connected external screen") { $0.externalStoryboard = $1.isEmpty ? nil : $1 },
        path("infoPlist", "the app's Info.plist: its UIApplicationSceneManifest (scene configurations per role, with their storyboards) or, without one, its UIMainStoryboardFile and the app-delegate life cycle") { $0.infoPlist = $1 },
        bool("supportsMultipleScenes", "UIApplicationSupportsMultipleScenes (default: the Info.plist's, else false); several application scenes need the pad idiom as well") { $0.supportsMultipleScenes = $1 },
        string("lifeCycle", "scenes (iOS 13+: a scene manifest from infoPlist, else from mainStoryboard and externalStoryboard) or appDelegate (an app with no scene manifest: screens and windows only); iOS 12 always runs appDelegate") { o, v throws(OptionError) in
            guard let l = LifeCycle(rawValue: v) else { throw OptionError("lifeCycle must be scenes or appDelegate, got '\(v)'") }
            o.lifeCycle = l
        },
        string("mainScreen", "main screen as WxH@scale:idiom (idiom phone or pad)") { o, v throws(OptionError) in
            do throws(ScreenGeometry.Invalid) { _ = try ScreenGeometry.parse(v) } catch { throw OptionError(error.description) }
            o.mainScreen = v
        },
        number("animationSpeed", "multiplies every animated duration; 0 completes transitions without waiting") { o, v throws(OptionError) in
            guard v >= 0, v <= 1000 else { throw OptionError("animationSpeed must be between 0 and 1000") }
            o.animationSpeed = v
        },
        OptionKey(name: "ios", kind: .version, summary: "the iOS version whose UIKit behaviour is reproduced: \(IOSVersion.supportedList)") { o, v, _ throws(OptionError) in
            let text = v.stringValue ?? v.intValue.map(String.init)
            guard let t = text, t != Profile.classic.rawValue, t != Profile.modern.rawValue, let version = IOSVersion(parsing: t) else {
                throw OptionError("ios must be one of \(IOSVersion.supportedList), got \(v.stringValue.map { "'\($0)'" } ?? "\(v)")")
            }
            o.ios = version
        },
        OptionKey(name: "profile", kind: .profile, summary: "alias of ios: classic (12) or modern (the newest, \(IOSVersion.newest))") { o, v, _ throws(OptionError) in
            guard let s = v.stringValue, let p = Profile(rawValue: s) else { throw OptionError("profile must be classic or modern") }
            o.ios = p == .modern ? .newest : .ios12
        },
        path("stateDir", "directory where the preserved hierarchy is written after every completed operation; state found there is restored at start-up") { $0.stateDir = $1 },
        bool("restore", "require restoring: refuse to start when stateDir holds no preserved state") { $0.restore = $1 },
        path("sources", "the app's Swift and Objective-C sources, scanned for unwind actions") { $0.sources = $1 },
        string("logLevel", "trace, debug, info, notice, warning, error or critical") { o, v throws(OptionError) in
            guard ["trace", "debug", "info", "notice", "warning", "error", "critical"].contains(v) else {
                throw OptionError("logLevel must be one of trace, debug, info, notice, warning, error, critical")
            }
            o.logLevel = v
        },
        integer("maxLineBytes", "longest request line; longer lines get -32011 and are discarded", min: 64) { $0.maxLineBytes = $1 },
        integer("maxPendingRequests", "requests of one connection in flight before the server stops reading it", min: 1) { $0.maxPendingRequests = $1 },
        integer("maxOutboundBytes", "a connection's unsent output before the server stops reading it (and drops its events)", min: 4096) { $0.maxOutboundBytes = $1 },
        integer("maxEventBacklogBytes", "a connection's unsent output beyond which its new events are dropped while it reads nothing (for 1 s); replies, and events for a client that is reading, still queue up to maxOutboundBytes", min: 4096) { $0.maxEventBacklogBytes = $1 },
        integer("maxControllersPerWindow", "controllers one window's hierarchy may hold", min: 1) { $0.maxControllersPerWindow = $1 },
        integer("maxWindows", "windows the server may hold", min: 1) { $0.maxWindows = $1 },
        integer("maxSubscriptions", "event subscriptions per connection", min: 1) { $0.maxSubscriptions = $1 },
        integer("maxConnections", "connections accepted at once", min: 1) { $0.maxConnections = $1 },
        bool("requireHello", "a connection must call hello before any other method (others get -32010)") { $0.requireHello = $1 },
        number("helloTimeout", "seconds a new connection has to call hello before it is closed (0: no limit); non-zero implies requireHello") { $0.helloTimeout = $1 },
        number("idleTimeout", "seconds without a complete request line before a connection is closed (0: never)") { $0.idleTimeout = $1 },
        number("partialLineTimeout", "seconds a connection may hold an incomplete line before it is closed (0: never)") { $0.partialLineTimeout = $1 },
        number("writeStallTimeout", "seconds a connection's unsent output may go without draining before it is closed (0: never; its events are dropped instead)") { $0.writeStallTimeout = $1 },
        integer("writeCoalescingMicros", "microseconds a reply or event may wait, while the server runs a client's later pipelined requests, to be written with what follows; doubled after each early write of a read (0: written before the next request runs)", min: 0) { $0.writeCoalescingMicros = $1 },
        OptionKey(name: "allowedUIDs", kind: .idList, summary: "other uids allowed to connect (comma-separated on the command line)") { o, v, _ throws(OptionError) in
            o.allowedUIDs = try idList(v, "allowedUIDs")
        },
        OptionKey(name: "allowedGIDs", kind: .idList, summary: "gids whose members may connect") { o, v, _ throws(OptionError) in
            o.allowedGIDs = try idList(v, "allowedGIDs")
        },
        OptionKey(name: "unwindActions", kind: .map, summary: "unwind actions per custom class: {\"HomeViewController\": [\"unwindToHome\"]}") { o, v, _ throws(OptionError) in
            guard let obj = v.objectValue else { throw OptionError("unwindActions must be an object of class -> [action]") }
            var out: [String: [String]] = [:]
            for (k, list) in obj {
                guard let arr = list.arrayValue, arr.allSatisfy({ $0.stringValue != nil }) else {
                    throw OptionError("unwindActions.\(k) must be a list of action names")
                }
                out[k] = arr.compactMap(\.stringValue)
            }
            o.unwindActions = out
        },
        OptionKey(name: "customSegues", kind: .map, summary: "behaviour per custom segue class: present, push, replaceRoot or embed") { o, v, _ throws(OptionError) in
            guard let obj = v.objectValue else { throw OptionError("customSegues must be an object of class -> behaviour") }
            var out: [String: String] = [:]
            for (k, b) in obj {
                guard let s = b.stringValue, EngineConfiguration.CustomSegueBehavior(rawValue: s) != nil else {
                    throw OptionError("customSegues.\(k) must be present, push, replaceRoot or embed")
                }
                out[k] = s
            }
            o.customSegues = out
        },
    ]

    public static func key(named name: String) -> OptionKey? { all.first { $0.name == name } }
    public static func key(flag: String) -> OptionKey? { all.first { $0.flag == flag } }

    /// Applies a config file (a JSON object; an empty file is an empty config). Relative paths
    /// in it are relative to the file's directory.
    public static func applyConfigFile(_ path: String, to options: inout ServerOptions) throws(OptionError) {
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.readToEnd() ?? Data() else {
            throw OptionError("cannot read config file \(path)")
        }
        let bytes = [UInt8](data)
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return }
        let json: JSON
        do { json = try JSONParser.parse(bytes) } catch {
            throw OptionError("config file \(path) is not valid JSON: \(error)")
        }
        guard let obj = json.objectValue else { throw OptionError("config file \(path) must hold a JSON object") }
        let base = (path as NSString).deletingLastPathComponent
        for (name, value) in obj {
            if name.hasPrefix("//") || name == "$comment" { continue }
            guard let key = key(named: name) else {
                throw OptionError("config file \(path): unknown key '\(name)' (known: \(all.map(\.name).joined(separator: ", ")))")
            }
            do { try key.apply(&options, value, base.isEmpty ? "." : base) } catch {
                throw OptionError("config file \(path): \(error.description)")
            }
        }
    }

    /// Applies one command-line flag's text value.
    public static func applyFlag(_ key: OptionKey, text: String, to options: inout ServerOptions) throws(OptionError) {
        let value: JSON
        switch key.kind {
        case .string, .path, .profile, .version: value = .string(text)
        case .number, .integer:
            guard let d = Double(text) else { throw OptionError("\(key.flag) needs a number, got '\(text)'") }
            value = .number(d)
        case .bool:
            switch text {
            case "true", "yes", "1", "": value = .bool(true)
            case "false", "no", "0": value = .bool(false)
            default: throw OptionError("\(key.flag) needs true or false, got '\(text)'")
            }
        case .idList:
            value = .array(text.split(separator: ",").map { .string(String($0)) })
        case .map:
            do { value = try JSONParser.parse(Array(text.utf8)) } catch {
                throw OptionError("\(key.flag) needs a JSON object: \(error)")
            }
        }
        try key.apply(&options, value, nil)
    }

    // MARK: - Key constructors

    private static func string(_ name: String, _ summary: String,
                               _ set: @escaping @Sendable (inout ServerOptions, String) throws(OptionError) -> Void) -> OptionKey {
        OptionKey(name: name, kind: .string, summary: summary) { o, v, _ throws(OptionError) in
            guard let s = v.stringValue else { throw OptionError("\(name) must be a string") }
            try set(&o, s)
        }
    }

    private static func path(_ name: String, _ summary: String,
                             _ set: @escaping @Sendable (inout ServerOptions, String) -> Void) -> OptionKey {
        OptionKey(name: name, kind: .path, summary: summary) { o, v, base throws(OptionError) in
            guard let s = v.stringValue else { throw OptionError("\(name) must be a path string") }
            if let base, !s.hasPrefix("/") { set(&o, base + "/" + s) } else { set(&o, s) }
        }
    }

    private static func number(_ name: String, _ summary: String,
                               _ set: @escaping @Sendable (inout ServerOptions, Double) throws(OptionError) -> Void) -> OptionKey {
        OptionKey(name: name, kind: .number, summary: summary) { o, v, _ throws(OptionError) in
            guard let d = v.doubleValue, d.isFinite, d >= 0 else { throw OptionError("\(name) must be a non-negative number") }
            try set(&o, d)
        }
    }

    private static func integer(_ name: String, _ summary: String, min: Int,
                                _ set: @escaping @Sendable (inout ServerOptions, Int) -> Void) -> OptionKey {
        OptionKey(name: name, kind: .integer, summary: summary) { o, v, _ throws(OptionError) in
            guard let i = v.intValue, i >= min else { throw OptionError("\(name) must be an integer ≥ \(min)") }
            set(&o, i)
        }
    }

    private static func bool(_ name: String, _ summary: String,
                             _ set: @escaping @Sendable (inout ServerOptions, Bool) -> Void) -> OptionKey {
        OptionKey(name: name, kind: .bool, summary: summary) { o, v, _ throws(OptionError) in
            guard let b = v.boolValue else { throw OptionError("\(name) must be true or false") }
            set(&o, b)
        }
    }

    private static func idList(_ v: JSON, _ name: String) throws(OptionError) -> [UInt32] {
        guard let arr = v.arrayValue else { throw OptionError("\(name) must be a list of numeric ids") }
        var out: [UInt32] = []
        for item in arr {
            if let i = item.intValue, i >= 0, i <= Int(UInt32.max) { out.append(UInt32(i)); continue }
            if let s = item.stringValue, let i = UInt32(s) { out.append(i); continue }
            throw OptionError("\(name) must be a list of numeric ids")
        }
        return out
    }
}

