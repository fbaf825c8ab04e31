/// xbar's reading of a line's text while `ansi` is on (its `item_params.go`, `DisplayText`): Go's `strconv.Unquote`
/// of the text in double quotes, so that `\033[31m` written out colours as the escape itself does, `\"` is a quote
/// and `\\` one backslash. Text Go refuses (a bare `"`, an escape it does not know, a `\` at the end) stays as written.
enum XbarEscapes {
    /// `text` with its backslash escapes read as Go reads them in a double-quoted string.
    static func unquoted(_ text: String) -> String {
        let backslash = UInt8(ascii: "\\"), quote = UInt8(ascii: "\"")
        guard text.utf8.contains(where: { $0 == backslash || $0 == quote }) else { return text }
        var input = Array(text.utf8)[...]
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        while let byte = input.popFirst() {
            if byte == quote { return text }
            guard byte == backslash else {
                output.append(byte)
                continue
            }
            guard let escape = input.popFirst() else { return text }
            if let simple = simpleEscapes[escape] {
                output.append(simple)
            } else if escape == UInt8(ascii: "x"), let value = number(&input, digits: 2, radix: 16) {
                output.append(UInt8(truncatingIfNeeded: value))
            } else if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(escape) {
                guard let rest = number(&input, digits: 2, radix: 8) else { return text }
                let value = UInt32(escape - UInt8(ascii: "0")) << 6 | rest
                guard value <= 255 else { return text }
                output.append(UInt8(truncatingIfNeeded: value))
            } else if escape == UInt8(ascii: "u") || escape == UInt8(ascii: "U") {
                guard let value = number(&input, digits: escape == UInt8(ascii: "u") ? 4 : 8, radix: 16),
                      let scalar = Unicode.Scalar(value) else { return text }
                output.append(contentsOf: String(Character(scalar)).utf8)
            } else {
                return text
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The one-letter escapes Go knows in a double-quoted string, and the byte each stands for.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "f"): 12, UInt8(ascii: "n"): 10, UInt8(ascii: "r"): 13,
        UInt8(ascii: "t"): 9, UInt8(ascii: "v"): 11, UInt8(ascii: "\\"): 92, UInt8(ascii: "\""): 34,
    ]

    /// The number written by the next `digits` digits of `input` in `radix` (8 or 16), taken from it; nil when one
    /// of them is no such digit.
    private static func number(_ input: inout ArraySlice<UInt8>, digits: Int, radix: UInt32) -> UInt32? {
        guard input.count >= digits else { return nil }
        var value: UInt32 = 0
        for byte in input.prefix(digits) {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue, UInt32(digit) < radix else { return nil }
            value = value * radix + UInt32(digit)
        }
        input = input.dropFirst(digits)
        return value
    }
}
