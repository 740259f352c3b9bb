import EngineRequests
import HierarchyEngine
import WireProtocol

/// The state file's JSON (docs/restoration.md, *File format*): `PreservedState` to JSON and back.
/// Decoding is strict: a file that does not have the shape below is refused, never half-read.
enum StateStoreEncoding {
    static let format = "proscenium-state"
    static let version = 1.0

    /// Why a state file could not be read.
    struct DecodeError: Error, CustomStringConvertible {
        var description: String
    }

    // MARK: - Encoding

    static func encode(_ s: PreservedState) -> [UInt8] {
        var w = JSONWriter(capacity: 4096)
        w.write(json(s))
        var bytes = w.finish()
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    static func json(_ s: PreservedState) -> JSON {
        .object([
            "format": .string(format),
            "version": .number(version),
            "lastIssued": .object([
                "viewControllers": .number(Double(s.lastIssued.viewControllers)),
                "windows": .number(Double(s.lastIssued.windows)),
                "screens": .number(Double(s.lastIssued.screens)),
            ]),
            "orientation": .string(s.orientation.rawValue),
            "screens": .array(s.screens.map { sc in
                .object([
                    "screen": .string(sc.id.description), "name": .string(sc.spec.name),
                    "width": .number(sc.spec.width), "height": .number(sc.spec.height),
                    "scale": .number(sc.spec.scale), "idiom": .string(sc.spec.idiom.rawValue),
                    "main": .bool(sc.spec.isMain),
                ])
            }),
            "windows": .array(s.windows.map(json)),
            "scenes": .array(s.scenes.map(json)),
            "scenesIssued": .number(Double(s.scenesIssued)),
        ])
    }

    /// A scene and its session (issue 39 §6).
    static func json(_ sc: PreservedScene) -> JSON {
        var o: JSONObject = [
            "scene": .string(sc.id.description), "session": .string(sc.persistentIdentifier),
            "role": .string(sc.role.rawValue), "configuration": optional(sc.configurationName),
            "screen": .string(sc.screen.description), "windows": .array(sc.windows.map { .string($0.description) }),
            "width": sc.width.map(JSON.number) ?? .null, "height": sc.height.map(JSON.number) ?? .null,
        ]
        if let a = sc.restorationActivity {
            o["restorationActivity"] = .object([
                "activityType": .string(a.activityType), "title": optional(a.title),
                "userInfo": .object(JSONObject(a.userInfo.sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) })),
            ])
        } else {
            o["restorationActivity"] = .null
        }
        return .object(o)
    }

    static func json(_ w: PreservedWindow) -> JSON {
        .object([
            "window": .string(w.id.description), "screen": .string(w.screen.description),
            "key": .bool(w.key), "visible": .bool(w.visible), "orientation": .string(w.orientation.rawValue),
            "horizontalSizeClass": optional(w.horizontalSizeClass?.rawValue),
            "verticalSizeClass": optional(w.verticalSizeClass?.rawValue),
            "root": optional(w.root?.description), "launchStoryboard": optional(w.launchStoryboard),
            "controllers": .array(w.controllers.map(json)),
        ])
    }

    static func json(_ c: PreservedController) -> JSON {
        var o: JSONObject = ["vc": .string(c.id.description), "restorationIdentifier": .string(c.restorationIdentifier)]
        switch c.origin {
        case .storyboard(let name, let scene, let ident):
            o["storyboard"] = .string(name); o["scene"] = .string(scene); o["storyboardIdentifier"] = optional(ident)
        case .code(let cls):
            o["class"] = .string(cls)
        }
        o["title"] = optional(c.title)
        switch c.link {
        case .root:
            break
        case .child(let p, let embedded):
            o["parent"] = .string(p.description); o["embedded"] = .bool(embedded)
        case .presented(let p, let pres):
            o["presentedBy"] = .string(p.description)
            o["requestedStyle"] = .string(pres.requestedStyle.rawValue)
            o["style"] = .string(pres.style.rawValue)
            o["transition"] = .string(pres.transitionStyle.rawValue)
        }
        if let sel = c.selectedChild { o["selectedChild"] = .string(sel.description) }
        if c.splitCollapsed { o["splitCollapsed"] = .bool(true) }
        if let sec = c.splitSecondary { o["splitSecondary"] = .string(sec.description) }
        if let columns = c.splitColumns { o["splitColumns"] = json(columns) }
        var props = JSONObject()
        for p in c.properties { props[p.name] = ResultEncoding.property(p.value) }
        o["properties"] = .object(props)
        return .object(o)
    }

    /// A column-style split's columns (RS9): `{"style", "children", "viewControllers",
    /// "stacked"}`, each per column name, in column order.
    static func json(_ s: PreservedSplitColumns) -> JSON {
        func byColumn<V>(_ d: [SplitColumn: V], _ value: (V) -> JSON) -> JSON {
            .object(JSONObject(SplitColumn.allCases.compactMap { c in d[c].map { (c.rawValue, value($0)) } }))
        }
        return .object([
            "style": .string(s.style.rawValue),
            "children": byColumn(s.children) { .string($0.description) },
            "viewControllers": byColumn(s.viewControllers) { .string($0.description) },
            "stacked": byColumn(s.stacked) { .array($0.map { .string($0.description) }) },
        ])
    }

    private static func optional(_ s: String?) -> JSON { s.map(JSON.string) ?? .null }

    // MARK: - Decoding

    static func decode(_ bytes: [UInt8]) throws(DecodeError) -> PreservedState {
        let root: JSON
        do { root = try JSONParser.parse(bytes, maxDepth: 16) } catch {
            throw DecodeError(description: "not JSON: \(error)")
        }
        guard root["format"]?.stringValue == format else { throw DecodeError(description: "not a \(format) file") }
        guard root["version"]?.doubleValue == version else {
            throw DecodeError(description: "unsupported version \(root["version"]?.description ?? "none")")
        }
        let issued = try object(root, "lastIssued")
        let last = IssuedIdentifiers(viewControllers: try int(issued, "viewControllers"),
                                     windows: try int(issued, "windows"), screens: try int(issued, "screens"))
        let orientation: Orientation = try enumValue(root, "orientation")
        var screens: [PreservedScreen] = []
        for sc in try array(root, "screens") {
            let spec = ScreenSpec(name: try string(sc, "name"), width: try number(sc, "width"),
                                  height: try number(sc, "height"), scale: try number(sc, "scale"),
                                  idiom: try enumValue(sc, "idiom"), isMain: try bool(sc, "main"))
            screens.append(PreservedScreen(id: try id(sc, "screen", ScreenID.init(wire:)), spec: spec))
        }
        var windows: [PreservedWindow] = []
        for w in try array(root, "windows") {
            var controllers: [PreservedController] = []
            for c in try array(w, "controllers") { controllers.append(try controller(c)) }
            windows.append(PreservedWindow(
                id: try id(w, "window", WindowID.init(wire:)), screen: try id(w, "screen", ScreenID.init(wire:)),
                key: try bool(w, "key"), visible: try bool(w, "visible"), orientation: try enumValue(w, "orientation"),
                horizontalSizeClass: try optionalEnum(w, "horizontalSizeClass"),
                verticalSizeClass: try optionalEnum(w, "verticalSizeClass"),
                root: try optionalID(w, "root", VCID.init(wire:)), launchStoryboard: try optionalString(w, "launchStoryboard"),
                controllers: controllers))
        }
        // Scenes: absent in files written before sessions were preserved (restored as new ones).
        var scenes: [PreservedScene] = []
        for sc in root["scenes"]?.arrayValue ?? [] { scenes.append(try scene(sc)) }
        let scenesIssued = root["scenesIssued"] == nil ? 0 : try int(root, "scenesIssued")
        return PreservedState(screens: screens, windows: windows, orientation: orientation, lastIssued: last,
                              scenes: scenes, scenesIssued: scenesIssued)
    }

    private static func scene(_ sc: JSON) throws(DecodeError) -> PreservedScene {
        var windows: [WindowID] = []
        for w in try array(sc, "windows") {
            guard let text = w.stringValue, let id = WindowID(wire: text) else { throw DecodeError(description: "a scene's windows must be window ids") }
            windows.append(id)
        }
        var activity: SceneActivity? = nil
        if let a = sc["restorationActivity"], a != .null {
            var info: [String: String] = [:]
            for (k, v) in try object(a, "userInfo") {
                guard let text = v.stringValue else { throw DecodeError(description: "restorationActivity.userInfo.\(k) must be a string") }
                info[k] = text
            }
            activity = SceneActivity(activityType: try string(a, "activityType"), title: try optionalString(a, "title"), userInfo: info)
        }
        return PreservedScene(
            id: try id(sc, "scene", SceneID.init(wire:)), persistentIdentifier: try string(sc, "session"),
            role: try enumValue(sc, "role"), configurationName: try optionalString(sc, "configuration"),
            screen: try id(sc, "screen", ScreenID.init(wire:)), windows: windows,
            width: try optionalNumber(sc, "width"), height: try optionalNumber(sc, "height"), restorationActivity: activity)
    }

    private static func optionalNumber(_ o: JSON, _ k: String) throws(DecodeError) -> Double? {
        guard let v = o[k], v != .null else { return nil }
        guard let d = v.doubleValue else { throw DecodeError(description: "'\(k)' must be a number") }
        return d
    }

    private static func controller(_ c: JSON) throws(DecodeError) -> PreservedController {
        let origin: PreservedOrigin
        if let sb = try optionalString(c, "storyboard") {
            origin = .storyboard(name: sb, scene: try string(c, "scene"),
                                 storyboardIdentifier: try optionalString(c, "storyboardIdentifier"))
        } else {
            origin = .code(className: try string(c, "class"))
        }
        let link: PreservedController.Link
        if let p = try optionalID(c, "parent", VCID.init(wire:)) {
            link = .child(of: p, embedded: try bool(c, "embedded"))
        } else if let p = try optionalID(c, "presentedBy", VCID.init(wire:)) {
            link = .presented(by: p, presentation: PreservedPresentation(
                requestedStyle: try enumValue(c, "requestedStyle"), style: try enumValue(c, "style"),
                transitionStyle: try enumValue(c, "transition")))
        } else {
            link = .root
        }
        var properties: [PreservedProperty] = []
        for (name, value) in try object(c, "properties") {
            do {
                properties.append(PreservedProperty(name: name, value: try PropertyValues.propertyValue(value, key: name)))
            } catch {
                throw DecodeError(description: "property '\(name)': \(error.message)")
            }
        }
        return PreservedController(
            id: try id(c, "vc", VCID.init(wire:)), restorationIdentifier: try string(c, "restorationIdentifier"),
            origin: origin, title: try optionalString(c, "title"), properties: properties, link: link,
            selectedChild: try optionalID(c, "selectedChild", VCID.init(wire:)),
            splitCollapsed: c["splitCollapsed"]?.boolValue ?? false,
            splitSecondary: try optionalID(c, "splitSecondary", VCID.init(wire:)),
            splitColumns: try splitColumns(c))
    }

    /// `splitColumns` when present (RS9); its column names, style and identifiers are checked.
    private static func splitColumns(_ c: JSON) throws(DecodeError) -> PreservedSplitColumns? {
        guard let v = c["splitColumns"], !v.isNull else { return nil }
        func byColumn<V>(_ key: String, _ value: (JSON) throws(DecodeError) -> V) throws(DecodeError) -> [SplitColumn: V] {
            var result: [SplitColumn: V] = [:]
            for (name, x) in try object(v, key) {
                guard let column = SplitColumn(rawValue: name) else { throw missing("splitColumns.\(key)", "keyed by column names") }
                result[column] = try value(x)
            }
            return result
        }
        func vc(_ x: JSON) throws(DecodeError) -> VCID {
            guard let s = x.stringValue, let id = VCID(wire: s) else { throw missing("splitColumns", "controller ids (\"vcN\")") }
            return id
        }
        let stacked = try byColumn("stacked") { (x: JSON) throws(DecodeError) -> [VCID] in
            guard let items = x.arrayValue else { throw missing("splitColumns.stacked", "arrays of controller ids") }
            var ids: [VCID] = []
            for item in items { ids.append(try vc(item)) }
            return ids
        }
        return PreservedSplitColumns(style: try enumValue(v, "style"), children: try byColumn("children", vc),
                                     viewControllers: try byColumn("viewControllers", vc), stacked: stacked)
    }

    // MARK: field readers

    private static func missing(_ key: String, _ what: String) -> DecodeError {
        DecodeError(description: "'\(key)' must be \(what)")
    }
    private static func string(_ o: JSON, _ k: String) throws(DecodeError) -> String {
        guard let s = o[k]?.stringValue else { throw missing(k, "a string") }
        return s
    }
    private static func optionalString(_ o: JSON, _ k: String) throws(DecodeError) -> String? {
        guard let v = o[k], !v.isNull else { return nil }
        guard let s = v.stringValue else { throw missing(k, "a string or null") }
        return s
    }
    private static func number(_ o: JSON, _ k: String) throws(DecodeError) -> Double {
        guard let d = o[k]?.doubleValue else { throw missing(k, "a number") }
        return d
    }
    private static func int(_ o: JSON, _ k: String) throws(DecodeError) -> Int {
        guard let i = o[k]?.intValue, i >= 0 else { throw missing(k, "a non-negative integer") }
        return i
    }
    private static func bool(_ o: JSON, _ k: String) throws(DecodeError) -> Bool {
        guard let b = o[k]?.boolValue else { throw missing(k, "a boolean") }
        return b
    }
    private static func array(_ o: JSON, _ k: String) throws(DecodeError) -> [JSON] {
        guard let a = o[k]?.arrayValue else { throw missing(k, "an array") }
        return a
    }
    private static func object(_ o: JSON, _ k: String) throws(DecodeError) -> JSONObject {
        guard let x = o[k]?.objectValue else { throw missing(k, "an object") }
        return x
    }
    private static func object(_ o: JSONObject, _ k: String) throws(DecodeError) -> JSONObject {
        try object(.object(o), k)
    }
    private static func int(_ o: JSONObject, _ k: String) throws(DecodeError) -> Int { try int(.object(o), k) }
    private static func enumValue<E: RawRepresentable>(_ o: JSON, _ k: String) throws(DecodeError) -> E where E.RawValue == String {
        guard let s = o[k]?.stringValue, let e = E(rawValue: s) else { throw missing(k, "one of the \(E.self) names") }
        return e
    }
    private static func optionalEnum<E: RawRepresentable>(_ o: JSON, _ k: String) throws(DecodeError) -> E? where E.RawValue == String {
        guard let v = o[k], !v.isNull else { return nil }
        return try enumValue(o, k) as E
    }
    private static func id<I>(_ o: JSON, _ k: String, _ parse: (String) -> I?) throws(DecodeError) -> I {
        guard let s = o[k]?.stringValue, let i = parse(s) else { throw missing(k, "an identifier") }
        return i
    }
    private static func optionalID<I>(_ o: JSON, _ k: String, _ parse: (String) -> I?) throws(DecodeError) -> I? {
        guard let v = o[k], !v.isNull else { return nil }
        return try id(o, k, parse)
    }
}
