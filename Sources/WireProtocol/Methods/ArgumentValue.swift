import HierarchyVocabulary

/// One parameter's decoded value, as `MethodArguments` keeps it: typed once by the decoder
/// (identifiers parsed, enumerations checked), read back through a typed key (`Param`).
/// An enumeration keeps its case's name (the key turns it into the type's case).
public enum ArgumentValue: Sendable, Equatable {
    case absent
    case string(String)
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case strings([String])
    case object(JSONObject)
    case json(JSON)
    case queue(QueuePolicy)
    case controller(VCID)
    case controllers([VCID])
    case window(WindowID)
    case windows([WindowID])
    case screen(ScreenID)
    case scene(SceneID)

    /// The value as the wire carries it; nil for `absent`.
    public var json: JSON? {
        switch self {
        case .absent: nil
        case .string(let s): .string(s)
        case .bool(let b): .bool(b)
        case .number(let d): .number(d)
        case .integer(let i): .number(Double(i))
        case .strings(let list): .array(list.map(JSON.string))
        case .object(let o): .object(o)
        case .json(let j): j
        case .queue(let q): q.json
        case .controller(let vc): .string(vc.description)
        case .controllers(let vcs): .array(vcs.map { .string($0.description) })
        case .window(let w): .string(w.description)
        case .windows(let ws): .array(ws.map { .string($0.description) })
        case .screen(let s): .string(s.description)
        case .scene(let s): .string(s.description)
        }
    }
}
