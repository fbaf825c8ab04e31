import WidgettyKit

/// What a client of the control socket asks: `reload` (every widget) or `reload KIND`.
///
/// The parser is pure, so the socket's thread can use it and tests and the fuzzer can call it
/// with any bytes. One line, at most `InputLimits.controlRequestBytes`, ending in `\n` or `\r\n`.
enum ControlRequest: Equatable {
    case reload(kind: String?)

    /// Why some bytes are not a request, as the reply's words.
    enum Problem: Error, Equatable {
        case tooLong
        case notText
        case unknown(String)

        /// The reply line: `error …`, with the request shortened and its control characters spelled out.
        var reply: String {
            switch self {
            case .tooLong: "error the request is longer than \(InputLimits.controlRequestBytes) bytes"
            case .notText: "error the request holds control characters or is not UTF-8"
            case .unknown(let words): "error unknown request \(QuotedValue.quote(words)); send reload or reload KIND"
            }
        }
    }

    /// The request on `line` (its line break, if any, removed), or why it is none.
    static func parse(_ line: [UInt8]) -> Result<ControlRequest, Problem> {
        var bytes = line[...]
        if bytes.last == 10 { bytes = bytes.dropLast() }
        if bytes.last == 13 { bytes = bytes.dropLast() }
        guard bytes.count <= InputLimits.controlRequestBytes else { return .failure(.tooLong) }
        guard let text = String(validating: bytes, as: UTF8.self),
              !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != " " || (0x7F...0x9F).contains($0.value) })
        else { return .failure(.notText) }
        let words = text.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("reload", 1): return .success(.reload(kind: nil))
        case ("reload", 2): return .success(.reload(kind: words[1]))
        default: return .failure(.unknown(text))
        }
    }
}
