import Glibc
import Testing
import WidgettyKit

/// Numbers written as C writes them in its own locale, whatever locale the process or thread is in.
@Suite struct DecimalTextTests {
    @Test func aGermanNumericLocaleStillWritesADecimalPoint() throws {
        let german = try #require(newlocale(LC_NUMERIC_MASK, "de_DE.UTF-8", nil), "make setup-test installs de_DE.UTF-8")
        defer { freelocale(german) }
        // This thread only, and put back before anything else runs on it.
        let previous = uselocale(german)
        defer { uselocale(previous) }
        var buffer = [CChar](repeating: 0, count: 32)
        _ = withVaList([3.25]) { vsnprintf(&buffer, buffer.count, "%.2f", $0) }
        let written = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(written == "3,25", "the C library itself writes a comma here")
        #expect(DecimalText.fixed(52.52, decimals: 2) == "52.52")
        #expect(DecimalText.exponential(-2.5e-7, decimals: 1) == "-2.5e-07")
        #expect(DecimalText.plain(2.5) == "2.5")
    }
}
