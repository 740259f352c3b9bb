import Testing
@testable import WireProtocol

/// The framer under every chunking, with `\r\n`, empty lines and over-limit lines, and its
/// memory bound.
@Suite struct LineFramerTests {
    enum Output: Equatable, CustomStringConvertible {
        case line(String)
        case tooLong(Int)
        var description: String {
            switch self {
            case .line(let s): "line(\(s))"
            case .tooLong(let n): "tooLong(\(n))"
            }
        }
    }

    /// Feeds `chunks` in order; checks the memory bound after every chunk.
    static func frame(_ chunks: [[UInt8]], max: Int = 1 << 20) -> [Output] {
        var framer = LineFramer(maxLineBytes: max)
        var outputs: [Output] = []
        for chunk in chunks {
            chunk.withUnsafeBytes { buffer in
                framer.feed(buffer) { event in
                    switch event {
                    case .line(let bytes): outputs.append(.line(String(decoding: bytes, as: UTF8.self)))
                    case .tooLong(let n): outputs.append(.tooLong(n))
                    }
                }
            }
            #expect(framer.pendingBytes <= max)
        }
        return outputs
    }

    static func split(_ bytes: [UInt8], at points: [Int]) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var start = 0
        for p in points.sorted() {
            chunks.append(Array(bytes[start..<p]))
            start = p
        }
        chunks.append(Array(bytes[start...]))
        return chunks
    }

    static let input = Array("{\"a\":1}\n\n\r\nsecond line\r\nx\n\rmid\ntail-without-newline".utf8)
    static let expected: [Output] = [.line("{\"a\":1}"), .line("second line"), .line("x"), .line("\rmid")]

    @Test func wholeInputInOneChunk() {
        #expect(Self.frame([Self.input]) == Self.expected)
    }

    @Test func everySplitIntoTwoAndThreeChunksGivesTheSameLines() {
        let n = Self.input.count
        for i in 0...n {
            #expect(Self.frame(Self.split(Self.input, at: [i])) == Self.expected, "split at \(i)")
            for j in i...n {
                #expect(Self.frame(Self.split(Self.input, at: [i, j])) == Self.expected, "split at \(i), \(j)")
            }
        }
    }

    @Test func oneByteAtATime() {
        #expect(Self.frame(Self.input.map { [$0] }) == Self.expected)
    }

    @Test func emptyChunksAreHarmless() {
        #expect(Self.frame([[], Array("a\n".utf8), [], Array("b".utf8), [], Array("\n".utf8)]) == [.line("a"), .line("b")])
    }

    @Test func pendingBytesCountsTheIncompleteLine() {
        var framer = LineFramer(maxLineBytes: 100)
        Array("abc\nde".utf8).withUnsafeBytes { framer.feed($0) { _ in } }
        #expect(framer.pendingBytes == 2)
        framer.reset()
        #expect(framer.pendingBytes == 0)
        var lines: [String] = []
        Array("f\n".utf8).withUnsafeBytes { buffer in
            framer.feed(buffer) { if case .line(let l) = $0 { lines.append(String(decoding: l, as: UTF8.self)) } }
        }
        #expect(lines == ["f"])
    }

    @Test func aLineWhollyInsideTheChunkIsNotCopied() {
        var framer = LineFramer()
        let bytes = Array("abc\ndef\n".utf8)
        bytes.withUnsafeBytes { chunk in
            var starts: [UnsafeRawPointer?] = []
            framer.feed(chunk) { if case .line(let l) = $0 { starts.append(l.baseAddress) } }
            #expect(starts == [chunk.baseAddress, chunk.baseAddress! + 4])
        }
    }

    // MARK: - Limits

    @Test func lineOfExactlyTheLimitIsAccepted() {
        let line = String(repeating: "x", count: 8)
        #expect(Self.frame([Array((line + "\n").utf8)], max: 8) == [.line(line)])
        #expect(Self.frame(Array((line + "\n").utf8).map { [$0] }, max: 8) == [.line(line)])
    }

    @Test func theCarriageReturnCountsTowardsTheLimit() {
        #expect(Self.frame([Array("1234567\r\n".utf8)], max: 8) == [.line("1234567")])
        #expect(Self.frame([Array("12345678\r\n".utf8)], max: 8) == [.tooLong(9)])
    }

    static let limitInput = Array("ok\n\(String(repeating: "L", count: 20))\nafter\n\(String(repeating: "M", count: 9))\r\nend\n".utf8)
    static let limitExpected: [Output] = [.line("ok"), .tooLong(20), .line("after"), .tooLong(10), .line("end")]

    @Test func overLimitLinesAreReportedOnceAndFramingResumes() {
        #expect(Self.frame([Self.limitInput], max: 8) == Self.limitExpected)
    }

    @Test func overLimitLinesUnderEveryChunkingNeverExceedTheBound() {
        let n = Self.limitInput.count
        for i in 0...n {
            for j in stride(from: i, through: n, by: 3) {
                #expect(Self.frame(Self.split(Self.limitInput, at: [i, j]), max: 8) == Self.limitExpected, "\(i), \(j)")
            }
        }
        #expect(Self.frame(Self.limitInput.map { [$0] }, max: 8) == Self.limitExpected)
    }

    @Test func aHugeLineWithoutNewlineIsNeverBuffered() {
        var framer = LineFramer(maxLineBytes: 1024)
        let chunk = [UInt8](repeating: 0x61, count: 4096)
        var events = 0
        for _ in 0..<1000 {  // 4 MB with no newline
            chunk.withUnsafeBytes { framer.feed($0) { _ in events += 1 } }
            #expect(framer.pendingBytes <= 1024)
        }
        #expect(events == 0)
        #expect(framer.isDiscarding)
        var outputs: [Output] = []
        Array("\nnext\n".utf8).withUnsafeBytes { buffer in
            framer.feed(buffer) { event in
                switch event {
                case .line(let l): outputs.append(.line(String(decoding: l, as: UTF8.self)))
                case .tooLong(let n): outputs.append(.tooLong(n))
                }
            }
        }
        #expect(outputs == [.tooLong(4096 * 1000), .line("next")])
        #expect(!framer.isDiscarding)
    }

    @Test func bufferedStartThenOverLimitTailInOneChunk() {
        // The start of the line is buffered, then a chunk completes it past the limit.
        #expect(Self.frame([Array("abcde".utf8), Array("fghij\nk\n".utf8)], max: 8) == [.tooLong(10), .line("k")])
    }

    /// Issue 13 item 4: a line of only JSON whitespace is ignored like an empty one.
    @Test func blankLinesOfWhitespaceAreIgnored() {
        #expect(Self.frame([Array(" \n\t\n \t \r\n\r\n{}\n  {} \n".utf8)]) == [.line("{}"), .line("  {} ")])
    }

    /// Issue 13 item 4: at the end of input the last line without its newline is a line, and an
    /// over-limit one is reported as such.
    @Test func finishReportsTheLastLineWithoutItsNewline() {
        func finished(_ text: String, max: Int = 1 << 20) -> [Output] {
            var framer = LineFramer(maxLineBytes: max)
            var outputs: [Output] = []
            let record: (FrameEvent) -> Void = { event in
                switch event {
                case .line(let bytes): outputs.append(.line(String(decoding: bytes, as: UTF8.self)))
                case .tooLong(let n): outputs.append(.tooLong(n))
                }
            }
            Array(text.utf8).withUnsafeBytes { framer.feed($0, record) }
            framer.finish(record)
            #expect(framer.pendingBytes == 0 && !framer.isDiscarding)
            return outputs
        }
        #expect(finished("{\"a\":1}\n{\"b\":2}") == [.line("{\"a\":1}"), .line("{\"b\":2}")])
        #expect(finished("{\"b\":2}\r") == [.line("{\"b\":2}")])
        #expect(finished("{}\n   ") == [.line("{}")])
        #expect(finished("{}\n") == [.line("{}")])
        #expect(finished(String(repeating: "x", count: 100), max: 64) == [.tooLong(100)])
    }
}
