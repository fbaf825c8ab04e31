/// What a folder entry's name, as `readdir` gives its bytes, says before any `String` is made of it: whether it is
/// hidden and whether it ends in a note's extension, decided as `FolderListing`'s rules on the name's `String` decide.
///
/// A listing reads every name in the folder; most are plain ASCII, for which the bytes answer directly. Where a
/// character around the dot is not ASCII (a combining mark or a prepended character may join the dot into one
/// character, and a non-ASCII letter may lowercase to an ASCII one), the name's `String` decides, as before.
enum EntryName {
    /// Whether the name is hidden: it starts with a dot that is a character of its own (`String.hasPrefix(".")`).
    static func isHidden(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.first == UInt8(ascii: ".") else { return false }
        guard bytes.count > 1, bytes[1] >= 0x80 else { return true }
        return String(decoding: bytes, as: UTF8.self).hasPrefix(".")
    }

    /// Whether the name's extension, lowercased, is a note's (`FolderListing.extensions`).
    static func hasNoteExtension(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return false }
        let suffix = UnsafeRawBufferPointer(rebasing: bytes[(dot + 1)...])
        guard bytes[dot - 1] < 0x80, suffix.allSatisfy({ $0 < 0x80 }) else {
            return FolderListing.extensions.contains(FolderListing.extensionOf(String(decoding: bytes, as: UTF8.self)))
        }
        return asciiExtensions.contains { $0.elementsEqual(suffix.lazy.map(lowercasedASCII)) }
    }

    /// The note extensions as bytes.
    private static let asciiExtensions = FolderListing.extensions.map { Array($0.utf8) }

    /// An ASCII byte lowercased.
    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
