import HierarchyEngine
@testable import ProsceniumServer
import Testing
import WireProtocol

/// `ResultWriter`, the one vocabulary results are written in: the bytes it streams, and its debug
/// check, which must catch a member written off the declared type (a check that cannot fail
/// would let `assertionFailure` never fire).
@Suite struct ResultWriterTests {
    @Test func aResultIsStreamedAsItsMembersWereWritten() {
        var w = JSONWriter()
        ResultEncoding.write(.presented(vc: VCID(2), presenter: VCID(1), style: .formSheet), returns: ResultTypes.presented, into: &w)
        #expect(String(decoding: w.finish(), as: UTF8.self) == #"{"vc":"vc2","presenter":"vc1","style":"formSheet"}"#)
        var t = JSONWriter()
        ResultEncoding.write(.tabTapped(selected: true, popped: [], selectedIndex: nil, selectedViewController: VCID(3)),
                             returns: ResultTypes.tabTapped, into: &t)
        #expect(String(decoding: t.finish(), as: UTF8.self) == #"{"selected":true,"popped":[],"selectedIndex":null,"selectedViewController":"vc3"}"#)
    }

    @Test func writingOnTheDeclarationSlipsOnNothing() {
        #expect(ResultWriter.slips(ResultTypes.windowCreated) { w in
            w.member("window", WindowID(1))
            w.member("root", nil as VCID?)
        } == [])
        #expect(ResultWriter.slips(ResultTypes.hello) { w in
            w.member("session", "c1")
            w.member("protocol", 1)
            w.member("role", "driver")
            w.object("server", ResultTypes.serverInfo) { w in
                w.member("name", "proscd")
                w.member("version", "1")
            }
            w.member("ios", 17)
        } == [])
    }

    @Test func eachSlipIsNamed() {
        let slips = ResultWriter.slips(ResultTypes.presented) { w in
            w.member("vc", 2)
            w.member("presenter", nil as String?)
            w.member("adapted", true)
            w.objects("warnings", ResultTypes.uikitWarning, [1]) { w, _ in w.member("rule", "W1") }
        }
        #expect(slips == [
            "Presented.vc: written as integer, declared string",
            "Presented.presenter: null, but the member is never null",
            "Presented.adapted: not a declared member",
            "UIKitWarning.kind: not written (the type always sends it)",
            "UIKitWarning.uikit: not written (the type always sends it)",
            "UIKitWarning.vc: not written (the type always sends it)",
            "Presented.style: not written (the type always sends it)",
        ])
        #expect(ResultWriter.slips(ResultTypes.controllerInfo) { w in w.member("properties", ["a": 1]); w.member("children", [1] as JSON) }
            .filter { !$0.hasSuffix("(the type always sends it)") } == ["ControllerInfo.children: value[0]: number where a string is declared"])
    }
}
