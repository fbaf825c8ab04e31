/// A widget kind's name as one folder name that stays where it is put.
///
/// Letters, digits, `-` and `_` stay; every other byte, a slash included, is written `%XX`, and so is
/// a leading dot: neither `..` nor a path can come out, and a kind's folder is never hidden.
public enum FolderName {
    /// The folder name for `kind`; at most 255 bytes (longer names end in the hash of the rest).
    public static func make(_ kind: String) -> String {
        var name = ""
        for byte in kind.utf8 {
            let isPlain = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x5F || (byte == 0x2E && !name.isEmpty)
            name += isPlain ? String(UnicodeScalar(byte)) : "%" + hex(byte)
        }
        if name.isEmpty { return "%00" }
        guard name.utf8.count > 255 else { return name }
        return String(name.prefix(238)) + "-" + FNV1a.hex(name)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
