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

    /// The modifiers a CSI parameter encodes (xterm and kitty: 1 + shift 1, alt 2, ctrl 4; Super, Hyper, Meta,
    /// Caps Lock and Num Lock above are not kept); none for anything else.
    init(csiParameter: Int) {
        guard (2...256).contains(csiParameter), let bits = UInt8(exactly: csiParameter - 1) else {
            self = []
            return
        }
        self = KeyModifiers(rawValue: bits & 0b111)
    }
}
