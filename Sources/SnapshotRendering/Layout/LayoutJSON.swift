import WireProtocol

/// `prosc snapshot --json`: the layout as JSON (frames as `{x, y, width, height}` in screen points;
/// a screen's `origin` and `displayScale` and the texts' `fontSize` in pixels of the picture).
extension SnapshotLayout {
    public var json: JSON {
        .object(["canvas": Self.size(canvas), "screens": .array(screens.map(Self.screen))])
    }

    static func size(_ s: Size) -> JSON { .object(["width": .number(s.width), "height": .number(s.height)]) }
    static func rect(_ r: Rect) -> JSON {
        .object(["x": .number(r.x), "y": .number(r.y), "width": .number(r.width), "height": .number(r.height)])
    }
    static func point(_ p: Point) -> JSON { .object(["x": .number(p.x), "y": .number(p.y)]) }
    static func optional(_ s: String?) -> JSON { s.map(JSON.string) ?? .null }

    /// A screen; `mirroring` and `windowlessScenes` only when there are such (scenes).
    static func screen(_ s: ScreenLayout) -> JSON {
        var m: [(key: String, value: JSON)] = [
            ("id", .string(s.captured.id)), ("name", .string(s.captured.name)), ("main", .bool(s.captured.main)), ("size", size(s.captured.size)),
            ("scale", .number(s.captured.scale)), ("idiom", .string(s.captured.idiom)),
            ("horizontalSizeClass", .string(s.captured.horizontalSizeClass.rawValue)),
            ("verticalSizeClass", .string(s.captured.verticalSizeClass.rawValue)),
            ("origin", point(s.origin)), ("displayScale", .number(s.displayScale)),
            ("captions", .array(s.captions.map(label))), ("windows", .array(s.windows.map(window))),
        ]
        if let mirror = s.mirroring {
            m.append(("mirroring", .object(["source": .string(mirror.source), "frame": rect(mirror.frame),
                                            "scale": .number(mirror.scale)])))
        }
        if !s.captured.windowlessScenes.isEmpty { m.append(("windowlessScenes", .array(s.captured.windowlessScenes.map(scene)))) }
        return .object(JSONObject(m))
    }

    /// A window; its `scene` and `frame` only when it belongs to a scene.
    static func window(_ w: WindowLayout) -> JSON {
        var m: [(key: String, value: JSON)] = [
            ("id", .string(w.id)), ("key", .bool(w.key)), ("visible", .bool(w.visible)), ("layers", .array(w.layers.map(layer))),
        ]
        if let s = w.scene {
            m.append(("scene", scene(s)))
            m.append(("frame", rect(w.frame)))
        }
        return .object(JSONObject(m))
    }

    static func scene(_ s: SnapshotWindowScene) -> JSON { s.json }

    static func controller(_ c: ControllerLabel) -> JSON {
        .object(JSONObject([
            ("vc", .string(c.vc)), ("class", .string(c.className)), ("title", optional(c.title)),
            ("storyboardIdentifier", optional(c.storyboardIdentifier)),
        ]))
    }

    static func layer(_ l: LayerLayout) -> JSON {
        var m: [(key: String, value: JSON)] = [
            ("index", .number(Double(l.index))), ("controller", controller(l.controller)), ("style", optional(l.style)),
            ("presenter", optional(l.presenter)), ("frame", rect(l.frame)), ("dimming", l.dimming.map(rect) ?? .null),
            ("translucent", .bool(l.translucent)), ("covered", .bool(l.covered)), ("anchor", l.anchor.map(rect) ?? .null),
        ]
        if let a = l.arrow {
            m.append(("arrow", .object(["direction": .string(a.direction.rawValue), "tip": point(a.tip),
                                        "base": .array([point(a.base.0), point(a.base.1)])])))
        } else {
            m.append(("arrow", .null))
        }
        m.append(("outline", l.outline.map(rect) ?? .null))
        if let sheet = l.sheet { m.append(("sheet", sheet.json(maximum: l.sheetMaximum))) }
        m.append(("boxes", .array(l.boxes.map(box))))
        m.append(("labels", .array(l.labels.map(label))))
        return .object(JSONObject(m))
    }

    static func label(_ t: TextLabel) -> JSON {
        .object(JSONObject([
            ("role", .string(t.role.rawValue)), ("owner", .string(t.owner)), ("text", .string(t.text)),
            ("fullText", .string(t.fullText)), ("frame", rect(t.frame)), ("fontSize", .number(t.fontSize)), ("bold", .bool(t.bold)),
        ]))
    }

    static func box(_ b: ViewBox) -> JSON {
        var m: [(key: String, value: JSON)] = [
            ("controller", controller(b.controller)), ("container", .string(b.container.rawValue)),
            ("appearance", .string(b.appearance)), ("frame", rect(b.frame)),
        ]
        if let n = b.navigationBar {
            m.append(("navigationBar", .object(JSONObject([
                ("frame", rect(n.frame)), ("title", .string(n.title)), ("backTitle", optional(n.backTitle)),
                ("depth", .number(Double(n.depth))),
            ]))))
        }
        if let t = b.tabBar {
            m.append(("tabBar", .object(["frame": rect(t.frame), "items": .array(t.items.map { item in
                var members: [(key: String, value: JSON)] = [("title", .string(item.title)), ("frame", rect(item.frame)),
                                                             ("selected", .bool(item.selected))]
                if !item.more.isEmpty { members.append(("more", .array(item.more.map(JSON.string)))) }
                if let id = item.identifier { members.append(("identifier", .string(id))) }
                return .object(JSONObject(members))
            })])))
        }
        if let split = b.split { m.append(("split", split.json)) }
        if let column = b.column { m.append(("column", .string(column))) }
        if b.overlaid && b.column != nil { m.append(("overlaid", .bool(true))) }
        if let tabs = b.tabModel { m.append(("tabModel", tabs.json)) }
        if let sidebar = b.sidebar {
            m.append(("sidebar", .object(["frame": rect(sidebar.frame), "rows": .array(sidebar.rows.map { row in
                .object(JSONObject([("identifier", .string(row.identifier)), ("title", .string(row.title)),
                                    ("depth", .number(Double(row.depth))), ("group", .bool(row.group)),
                                    ("selected", .bool(row.selected)), ("frame", rect(row.frame))]))
            })])))
        }
        if let p = b.pageIndicator {
            var members: [(key: String, value: JSON)] = [
                ("frame", rect(p.frame)), ("caption", .string(p.caption)),
                ("pages", .array(p.dots.map { .bool($0.current) })),
            ]
            if let spine = p.spine { members.append(("spine", rect(spine))) }
            m.append(("pageIndicator", .object(JSONObject(members))))
        }
        return .object(JSONObject(m))
    }
}
