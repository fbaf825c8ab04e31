/// Reads the fixed-width numbers and separators of an ISO 8601 moment, left to right.
struct ISO8601Scanner {
    private let characters: [Character]
    private var position = 0

    init(_ text: String) {
        characters = Array(text)
    }

    var isAtEnd: Bool { position == characters.count }

    /// Steps over `character` when it comes next.
    mutating func skip(_ character: Character) -> Bool {
        guard position < characters.count, characters[position] == character else { return false }
        position += 1
        return true
    }

    /// A number of exactly `digits` ASCII digits.
    mutating func number(digits: Int) -> Int? {
        guard position + digits <= characters.count else { return nil }
        var value = 0
        for character in characters[position..<position + digits] {
            guard let digit = character.asciiDigit else { return nil }
            value = value * 10 + digit
        }
        position += digits
        return value
    }

    /// Fractional seconds (one to nine digits) as nanoseconds.
    mutating func fraction() -> Int? {
        var nanoseconds = 0, count = 0
        while position < characters.count, let digit = characters[position].asciiDigit {
            guard count < 9 else { return nil }
            nanoseconds = nanoseconds * 10 + digit
            count += 1
            position += 1
        }
        guard count > 0 else { return nil }
        for _ in count..<9 { nanoseconds *= 10 }
        return nanoseconds
    }

    /// `Z`, or an offset from UTC as `+09:00`, `+0900` or `+09`, in seconds east of UTC.
    mutating func offset() -> Int? {
        if skip("Z") || skip("z") { return 0 }
        let sign: Int
        if skip("+") { sign = 1 } else if skip("-") || skip("\u{2212}") { sign = -1 } else { return nil }
        guard let hours = number(digits: 2), hours <= 18 else { return nil }
        var minutes = 0
        if !isAtEnd {
            _ = skip(":")
            guard let value = number(digits: 2), value < 60 else { return nil }
            minutes = value
        }
        return sign * (hours * 3600 + minutes * 60)
    }
}

extension Character {
    /// The value of an ASCII digit; nil for anything else (other scripts' digits too).
    fileprivate var asciiDigit: Int? {
        guard let ascii = asciiValue, ascii >= 48, ascii <= 57 else { return nil }
        return Int(ascii - 48)
    }
}
