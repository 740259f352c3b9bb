import Foundation
import Testing
import WireProtocol

/// The tools around the protocol name its methods through the method table
/// (`MethodDescriptor.navPush.name`), not as string literals, so that a renamed or removed
/// method fails to compile where it is used (issue 28, "one vocabulary"). Comments, raw
/// strings (hand-written request lines of the fault tools) and a one-word name that is not a
/// call's first argument (`result["tree"]`) are not counted.
@Suite("Method names come from the table")
struct MethodNameLiteralTests {
    static let checked = ["Sources/FlowTesting", "Sources/Explorer", "Sources/Inspector", "Sources/Sharding",
                          "clients/prosc-load", "clients/prosc-faults", "clients/prosc-fuzz", "clients/prosc-flow", "clients/prosc-inspect"]

    /// The literals naming a method in one line of Swift.
    static func literals(in line: Substring) -> [String] {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("//") || line.contains("#\"") { return [] }
        var found: [String] = []
        var rest = line[...]
        while let open = rest.firstIndex(of: "\"") {
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "\"") else { break }
            let text = String(rest[after..<close])
            let before = rest[..<open]
            let interpolated = before.last == "\\"
            let isCallArgument = before.hasSuffix("(")
            if !interpolated, MethodTable.descriptor(named: text) != nil, text.contains(".") || isCallArgument {
                found.append(text)
            }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    @Test func theLineScanFindsALiteralAndSkipsTheRest() {
        #expect(Self.literals(in: #"c.call("vc.present", ["vc": x])"#) == ["vc.present"])
        #expect(Self.literals(in: #"c.call("hello")"#) == ["hello"])
        #expect(Self.literals(in: #"let t = result["tree"]"#) == [])
        #expect(Self.literals(in: #"c.call(MethodDescriptor.vcPresent.name)"#) == [])
        #expect(Self.literals(in: #"  // calls "vc.present""#) == [])
        #expect(Self.literals(in: #"x = "no.such""#) == [])
    }

    @Test func noToolNamesAMethodByALiteral() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let root = url.path
        var offences: [String] = []
        for directory in Self.checked {
            guard let files = FileManager.default.enumerator(atPath: root + "/" + directory) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let path = directory + "/" + file
                let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    for name in Self.literals(in: line) { offences.append("\(path):\(number + 1): \"\(name)\"") }
                }
            }
        }
        #expect(offences.isEmpty, Comment(rawValue: "name these through MethodDescriptor:\n" + offences.joined(separator: "\n")))
    }
}
