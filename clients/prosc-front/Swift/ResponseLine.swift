/// One JSON-RPC response line as the front needs it: where the `result` value's bytes are,
/// so they are printed exactly as the server wrote them (prosc-cli prints the same bytes).
/// Not a JSON validator: a line that is anything but `{"jsonrpc":…,"id":<id>,"result":…}`, an
/// error answer included, gives nil and the front hands the command to prosc-cli.
struct ResponseLine {
    var result: Range<Int>

    /// `id` is the request's id as a single digit.
    init?(_ line: [UInt8], id: UInt8) {
        var scanner = JSONCursor(bytes: line)
        var result: Range<Int>?
        var idMatches = false
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        if scanner.take(UInt8(ascii: "}")) { return nil }
        repeat {
            guard let key = scanner.rawString(), scanner.take(UInt8(ascii: ":")) else { return nil }
            scanner.skipSpace()
            let start = scanner.position
            guard scanner.skipValue() else { return nil }
            let value = start..<scanner.position
            if key == Array("result".utf8) {
                result = value
            } else if key == Array("id".utf8) {
                idMatches = line[value] == [id]
            } else if key == Array("error".utf8) {
                return nil
            }
        } while scanner.take(UInt8(ascii: ","))
        guard scanner.take(UInt8(ascii: "}")), scanner.atEnd, idMatches, let result else { return nil }
        self.result = result
    }
}
