import Glibc

/// The environment as a dictionary, read from the C library's `environ`.
///
/// Written here (not `ProcessInfo.environment`) because that one, read five times at a start, took 7 % of the
/// start's CPU; this one is read once there and handed on.
public enum ProcessEnvironment {
    /// Every `NAME=value` now in the environment; bytes that are not UTF-8 are repaired (shown with U+FFFD), and
    /// of a name given twice the first is kept, as `getenv` finds it.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        // `clearenv` leaves `environ` NULL.
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = start else { return variables }
        while let pair = entry.pointee {
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pair).assumingMemoryBound(to: UInt8.self), count: strlen(pair))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")), equals > 0 {
                let name = String(decoding: bytes[..<equals], as: UTF8.self)
                if variables[name] == nil { variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self) }
            }
            entry += 1
        }
        return variables
    }
}
