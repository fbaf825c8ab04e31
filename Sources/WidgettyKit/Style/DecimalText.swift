import Glibc

/// Numbers written as C's `printf` writes them ("%.2f", "%.1e"), where Foundation's `String(format:)` was used:
/// that initializer is not in FoundationEssentials.
public enum DecimalText {
    /// `value` with `decimals` decimals, as "%.*f" writes it: "3.14", "-0.50", "nan", "inf".
    public static func fixed(_ value: Double, decimals: Int) -> String {
        printed("%.*f", Int32(clamping: min(max(decimals, 0), 17)), value)
    }

    /// `value` with `decimals` decimals and an exponent, as "%.*e" writes it: "1.0e+308", "-2.5e-07".
    public static func exponential(_ value: Double, decimals: Int) -> String {
        printed("%.*e", Int32(clamping: min(max(decimals, 0), 17)), value)
    }

    /// `value` as a person writes an amount: whole numbers without decimals ("15"), others with at most six and no
    /// trailing zeros ("2.5").
    public static func plain(_ value: Double) -> String {
        var text = fixed(value, decimals: 6)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// The C locale, for this thread while a number is written: `vsnprintf` follows the thread's LC_NUMERIC, which
    /// writes "3,14" in German and made a forecast's address ask for latitude "52,52".
    nonisolated(unsafe) private static let cLocale = newlocale(LC_NUMERIC_MASK, "C", nil)

    private static func printed(_ format: String, _ arguments: any CVarArg...) -> String {
        let previous = cLocale.map { uselocale($0) }
        defer { if let previous { uselocale(previous) } }
        var capacity = 64
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let count = withVaList(arguments) { vsnprintf(&buffer, capacity, format, $0) }
            guard count >= 0 else { return "?" }
            if Int(count) < capacity { return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            capacity = Int(count) + 1
        }
    }
}
