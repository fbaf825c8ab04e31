/// The modifier keys held with a key or a mouse event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    /// Modifiers from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    public static let control = KeyModifiers(rawValue: 4)

    /// The modifiers a CSI parameter encodes (xterm: 1 + shift 1, alt 2, ctrl 4); none for anything else.
    init(csiParameter: Int) {
        guard (2...16).contains(csiParameter) else {
            self = []
            return
        }
        self = KeyModifiers(rawValue: UInt8(csiParameter - 1) & 0b111)
    }
}
