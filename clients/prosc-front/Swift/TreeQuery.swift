/// A one-shot `prosc tree` (`--json` or not) as the front recognises it — and prosc-cli's
/// `FastPath`, which compiles this same file (clients/prosc/TreeQuery.swift is a link to it):
/// global options before or after `tree`,
/// `--opt value` or `--opt=value`. Anything else, or anything unusual inside it (non-ASCII
/// text, a timeout that is not a plain positive number), is not a `TreeQuery` and goes to
/// prosc-cli, so the two binaries can never disagree about what a command means.
struct TreeQuery {
    var window: [UInt8]?
    var socket: [UInt8]?
    /// `--json`: the server's result as it is; otherwise the text of `TreeOutline`.
    var json = false
    /// The timeout in seconds, and as prosc-cli prints it (Swift's `Double` description).
    var timeoutSeconds: Double = 60
    var timeoutText: [UInt8] = Array("60.0".utf8)

    /// nil unless `arguments` (without the program name) are a one-shot `tree`.
    init?(_ arguments: [[UInt8]]) {
        var index = 0
        var leading: [[UInt8]] = []
        // Global options given before the subcommand (`prosc --json tree`) are parsed after
        // the command's own, as prosc-cli does by moving them to the end.
        while index < arguments.count, let width = Self.globalOptionWidth(arguments, at: index) {
            leading += arguments[index..<index + width]
            index += width
        }
        guard index < arguments.count, arguments[index] == Array("tree".utf8) || arguments[index] == Array("t".utf8) else {
            return nil
        }
        let rest = Array(arguments[(index + 1)...]) + leading
        var position = 0
        while position < rest.count {
            let option = rest[position]
            position += 1
            if option == Array("--json".utf8) {
                json = true
                continue
            }
            var name = option
            var value: [UInt8]?
            if let equals = option.firstIndex(of: UInt8(ascii: "=")) {
                name = Array(option[..<equals])
                value = Array(option[(equals + 1)...])
            } else if position < rest.count {
                value = rest[position]
                position += 1
            }
            guard let value, value.first != UInt8(ascii: "-") || name == Array("--window".utf8) else { return nil }
            guard value.allSatisfy({ $0 >= 0x20 && $0 < 0x80 }) else { return nil }
            if name == Array("--window".utf8) {
                window = value
            } else if name == Array("--socket".utf8) {
                socket = value
            } else if name == Array("--timeout".utf8) {
                guard let seconds = Self.seconds(value) else { return nil }
                timeoutSeconds = seconds
                timeoutText = Self.describe(value)
            } else {
                return nil
            }
        }
    }

    /// How many arguments a global option at `index` takes up (1 or 2), nil if it is not one.
    private static func globalOptionWidth(_ arguments: [[UInt8]], at index: Int) -> Int? {
        let a = arguments[index]
        if a == Array("--json".utf8) { return 1 }
        if (a == Array("--socket".utf8) || a == Array("--timeout".utf8)) && index + 1 < arguments.count { return 2 }
        if a.starts(with: "--socket=".utf8) || a.starts(with: "--timeout=".utf8) { return 1 }
        return nil
    }

    /// A plain decimal number of seconds (digits, at most one dot) from 0.001 up, else nil:
    /// the range where `describe` matches Swift's `Double` description.
    private static func seconds(_ text: [UInt8]) -> Double? {
        // The digits as one integer over a power of ten: both exact (at most 12 digits), so the
        // one division rounds correctly and gives the `Double` Swift's parser gives ("0.3").
        var mantissa: Int64 = 0
        var divisor: Double = 1
        var seenDot = false
        var digits = 0
        for byte in text {
            if byte == UInt8(ascii: "."), !seenDot {
                seenDot = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
                guard digits <= 12 else { return nil }
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                if seenDot { divisor *= 10 }
            } else {
                return nil
            }
        }
        let value = Double(mantissa) / divisor
        guard digits > 0, value >= 0.001 else { return nil }
        return value
    }

    /// How Swift prints that number as a `Double` ("2" -> "2.0", "0.50" -> "0.5", ".5" -> "0.5").
    private static func describe(_ text: [UInt8]) -> [UInt8] {
        let dot = text.firstIndex(of: UInt8(ascii: ".")) ?? text.count
        var integer = Array(text[..<dot].drop(while: { $0 == UInt8(ascii: "0") }))
        if integer.isEmpty { integer = [UInt8(ascii: "0")] }
        var fraction = dot < text.count ? Array(text[(dot + 1)...]) : []
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        if fraction.isEmpty { fraction = [UInt8(ascii: "0")] }
        return integer + [UInt8(ascii: ".")] + fraction
    }
}
