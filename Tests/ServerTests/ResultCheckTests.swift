@testable import ProsceniumTesting
import Testing
import WireProtocol

/// The embedded server's result check itself (`ResultCheck`): it pairs each answer with the
/// method its request named, across lines cut anywhere and batches, and reports an answer off
/// its declared type, naming the method, the id and the member. A check that cannot fail would
/// make every server test's silence meaningless.
@Suite struct ResultCheckTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func anAnswerOffItsDeclaredTypeIsReportedWithItsMethodAndMember() {
        let coverage = ResultCoverage()
        let check = ResultCheck(coverage: coverage)
        let c = EmbeddedConnection(id: 1)
        check.sent(bytes(#"{"jsonrpc":"2.0","id":7,"method":"vc.present","params":{"presenter":"vc1","vc":"vc2"}}"# + "\n"), on: c)
        // The answer arrives in two reads, cut inside a member.
        check.received(bytes(#"{"jsonrpc":"2.0","id":7,"result":{"vc":"vc2","pres"#), on: c)
        #expect(check.methodsChecked.isEmpty)
        check.received(bytes(#"enter":"vc1","style":"sideways"}}"# + "\n"), on: c)
        #expect(check.methodsChecked == ["vc.present"])
        #expect(check.mismatches == [
            #"vc.present (id 7) answered off its Presented: result.style: "sideways" is not a modalPresentationStyle (\#(WireEnum.presentationStyle.values.joined(separator: ", ")))"#,
        ])
        #expect(coverage.methods == ["vc.present"] && coverage.mismatches == check.mismatches)
    }

    @Test func batchesErrorsAndConformingAnswersAreFollowed() {
        let check = ResultCheck(coverage: nil)
        let c = EmbeddedConnection(id: 1)
        check.sent(bytes(#"[{"jsonrpc":"2.0","id":"a","method":"sync"},{"jsonrpc":"2.0","id":"b","method":"ping"},{"jsonrpc":"2.0","method":"ping"}]"# + "\n"), on: c)
        check.sent(bytes(#"{"jsonrpc":"2.0","id":"c","method":"vc.get","params":{"vc":"vc99"}}"# + "\n"), on: c)
        check.received(bytes(#"[{"jsonrpc":"2.0","id":"a","result":{"seq":3}},{"jsonrpc":"2.0","id":"b","result":{"extra":1}}]"# + "\n"), on: c)
        check.received(bytes(#"{"jsonrpc":"2.0","id":"c","error":{"code":-32001,"message":"no view controller 'vc99'"}}"# + "\n"), on: c)
        #expect(check.methodsChecked == ["sync", "ping"])
        #expect(check.mismatches == [#"ping (id "b") answered off its Empty: result.extra: not a member of Empty"#])
    }

    /// A server whose answers all conform finishes clean.
    @Test func theEmbeddedServerChecksItsAnswers() async throws {
        let s = try EmbeddedServer()
        let c = s.openConnection()
        s.writeInbound(#"{"jsonrpc":"2.0","id":1,"method":"window.list"}"# + "\n", on: c)
        #expect(s.readOutbound(on: c).count == 1)
        #expect(s.methodsWithCheckedResults == ["window.list"])
        #expect(s.resultMismatches == [])
        try s.finish()
    }
}
