import WireProtocol

/// The first place two explore JSON reports differ, `stats` left out (the work and time vary
/// from run to run; what was found must not): `problems[2].path[3].text: "…" in run 1, "…" in
/// run 2`. `prosc explore --repeat N` fails on it.
public enum ReportComparison {
    public static func firstDifference(_ a: JSON, _ b: JSON, labels: (String, String) = ("run 1", "run 2")) -> String? {
        difference(ExploreSupportless.stable(a), ExploreSupportless.stable(b), at: "", labels: labels)
    }

    static func difference(_ a: JSON, _ b: JSON, at path: String, labels: (String, String)) -> String? {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            let keys = x.map(\.key) + y.map(\.key).filter { x[$0] == nil }
            for key in keys {
                let p = path.isEmpty ? key : path + "." + key
                guard let u = x[key], let v = y[key] else {
                    return "\(p): \(x[key] == nil ? "missing" : "present") in \(labels.0), \(y[key] == nil ? "missing" : "present") in \(labels.1)"
                }
                if let d = difference(u, v, at: p, labels: labels) { return d }
            }
            return nil
        case (.array(let x), .array(let y)):
            for i in 0..<min(x.count, y.count) {
                if let d = difference(x[i], y[i], at: "\(path)[\(i)]", labels: labels) { return d }
            }
            return x.count == y.count ? nil : "\(path): \(x.count) items in \(labels.0), \(y.count) in \(labels.1)"
        default:
            return a == b ? nil : "\(path): \(a.description) in \(labels.0), \(b.description) in \(labels.1)"
        }
    }
}

/// The report's JSON without `stats` (the work done and its time).
enum ExploreSupportless {
    static func stable(_ json: JSON) -> JSON {
        guard case .object(var o) = json else { return json }
        o["stats"] = nil
        return .object(o)
    }
}
