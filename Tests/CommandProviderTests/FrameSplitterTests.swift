import Foundation
import Testing
@testable import CommandProvider

/// A listening program's output cut into frames, and a frame over the limit refused.
@Suite struct FrameSplitterTests {
    func frames(_ pieces: [FrameSplitter.Piece]) -> [String] {
        pieces.map { piece in
            switch piece {
            case .frame(let data): String(decoding: data, as: UTF8.self)
            case .refused: "(refused)"
            }
        }
    }

    @Test func eachLineIsAFrameForTextAndJSON() {
        var splitter = FrameSplitter(format: .json, limit: 100)
        #expect(frames(splitter.take(Data("{\"a\":1}\n{\"b\"".utf8))) == [#"{"a":1}"#])
        #expect(frames(splitter.take(Data(":2}\n\n".utf8))) == [#"{"b":2}"#], "a frame split across reads, and a blank line skipped")
        #expect(frames(splitter.take(Data("tail".utf8))).isEmpty)
        #expect(frames(splitter.finish()) == ["tail"], "the last line, unfinished when the program ends")
    }

    @Test func tildeLinesSeparateXbarFrames() {
        var splitter = FrameSplitter(format: .xbar, limit: 100)
        #expect(frames(splitter.take(Data("CPU 3%\n---\nidle\n~~~\nCPU 9".utf8))) == ["CPU 3%\n---\nidle\n"])
        #expect(frames(splitter.take(Data("%\n~~~\n~~~\nlast\n".utf8))) == ["CPU 9%\n"], "an empty frame is none")
        #expect(frames(splitter.finish()) == ["last\n"])
    }

    @Test func aFrameOverTheLimitIsRefusedAndTheNextOneRead() {
        var lines = FrameSplitter(format: .text, limit: 10)
        #expect(frames(lines.take(Data("short\n\(String(repeating: "x", count: 5000))\nok\n".utf8))) == ["short", "(refused)", "ok"])
        var xbar = FrameSplitter(format: .xbar, limit: 10)
        #expect(frames(xbar.take(Data("title\n---\nrows over ten\n~~~\nnext\n~~~\n".utf8))) == ["(refused)", "next\n"])
    }

    @Test func aBurstIsShownByItsLastFrameAndARefusalAfterIt() {
        var lines = FrameSplitter(format: .text, limit: 10)
        let long = String(repeating: "x", count: 50)
        #expect(frames(Array(FrameSplitter.latest(of: lines.take(Data("1\n\(long)\n2\n3\n".utf8))))) == ["3"])
        #expect(frames(Array(FrameSplitter.latest(of: lines.take(Data("4\n\(long)\n\(long)\n".utf8))))) == ["4", "(refused)"],
                "the refusal after the last frame is said, once")
        #expect(frames(Array(FrameSplitter.latest(of: lines.take(Data("\(long)\n".utf8))))) == ["(refused)"])
        #expect(FrameSplitter.latest(of: lines.take(Data("5".utf8))).isEmpty, "no frame yet, nothing to say")
    }
}
