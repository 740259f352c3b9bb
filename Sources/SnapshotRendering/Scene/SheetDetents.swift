import WireProtocol

/// A presented page or form sheet's detents as `vc.get` reports them once the app set one
/// (iOS 15+, uikit-rules R166-R168): `detents` (`medium`, `large`, `<identifier>=<height>`),
/// `selectedDetentIdentifier` and `largestUndimmedDetentIdentifier`. Which detent the sheet
/// rests at and whether it dims its presenter follow the engine's model (R167 [inf]): large is
/// the window's height, medium half of it, a custom detent its height (at most large); no
/// selection rests at the smallest; the presenter is dimmed unless the sheet rests at or below
/// the largest undimmed detent (R168).
public struct SheetDetents: Sendable, Equatable {
    /// One detent: `medium`, `large`, or a custom one with its height in points.
    public struct Detent: Sendable, Equatable {
        public var identifier: String
        public var height: Double?
        public init(identifier: String, height: Double? = nil) { self.identifier = identifier; self.height = height }

        /// `medium`, `large` or `<identifier>=<height>` (the protocol's spelling).
        init?(spelling: String) {
            if spelling == "medium" || spelling == "large" { self.init(identifier: spelling); return }
            let parts = spelling.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let h = Double(parts[1]) else { return nil }
            self.init(identifier: String(parts[0]), height: h)
        }

        /// Its height when the largest is `maximum` (R167 [inf]).
        public func height(maximum: Double) -> Double {
            switch (identifier, height) {
            case ("large", nil): maximum
            case ("medium", nil): maximum / 2
            default: min(height ?? maximum, maximum)
            }
        }
    }

    public var detents: [Detent]
    public var selectedDetentIdentifier: String?
    public var largestUndimmedDetentIdentifier: String?

    public init(detents: [Detent], selectedDetentIdentifier: String? = nil, largestUndimmedDetentIdentifier: String? = nil) {
        self.detents = detents; self.selectedDetentIdentifier = selectedDetentIdentifier
        self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
    }

    /// From `vc.get`'s properties; nil when no sheet property is reported (none was set: the
    /// sheet is drawn as before).
    public init?(properties p: JSON?) {
        guard let p, let list = p["detents"]?.arrayValue else { return nil }
        let detents = list.compactMap(\.stringValue).compactMap(Detent.init(spelling:))
        guard !detents.isEmpty else { return nil }
        self.init(detents: detents, selectedDetentIdentifier: p["selectedDetentIdentifier"]?.stringValue,
                  largestUndimmedDetentIdentifier: p["largestUndimmedDetentIdentifier"]?.stringValue)
    }

    /// R167: the selected detent, else the smallest.
    public func current(maximum: Double) -> Detent {
        if let id = selectedDetentIdentifier, let d = detents.first(where: { $0.identifier == id }) { return d }
        return detents.min { $0.height(maximum: maximum) < $1.height(maximum: maximum) } ?? Detent(identifier: "large")
    }

    /// R168: whether the presenter is dimmed: always without a largest undimmed detent, else
    /// only while the sheet rests above it.
    public func dims(maximum: Double) -> Bool {
        guard let id = largestUndimmedDetentIdentifier else { return true }
        let limit = detents.first { $0.identifier == id }.map { $0.height(maximum: maximum) }
            ?? (id == "large" ? maximum : id == "medium" ? maximum / 2 : -1)
        return current(maximum: maximum).height(maximum: maximum) > limit
    }

    /// `detent medium of medium, large · undimmed`.
    public func summary(maximum: Double) -> String {
        "detent \(current(maximum: maximum).identifier) of \(detents.map(\.identifier).joined(separator: ", "))"
            + (dims(maximum: maximum) ? "" : " · undimmed")
    }

    /// As `prosc snapshot --json` and the inspector give it (`maximum`: the window's height).
    public func json(maximum: Double) -> JSON {
        .object(JSONObject([
            ("detents", .array(detents.map { d in
                .object(JSONObject([("identifier", .string(d.identifier)), ("height", .number(d.height(maximum: maximum)))]))
            })),
            ("selectedDetentIdentifier", selectedDetentIdentifier.map(JSON.string) ?? .null),
            ("largestUndimmedDetentIdentifier", largestUndimmedDetentIdentifier.map(JSON.string) ?? .null),
            ("current", .string(current(maximum: maximum).identifier)), ("dimmed", .bool(dims(maximum: maximum))),
        ]))
    }
}
