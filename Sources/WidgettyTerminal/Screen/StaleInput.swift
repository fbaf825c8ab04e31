import Glibc

/// What the terminal sent for the dashboard but the dashboard did not read, thrown away when the terminal changes
/// hands: a program (the editor, top) must not read the release of the click that started it, a pointer's motion or
/// keys typed meanwhile, nor the dashboard a program's mouse report, as keys.
///
/// The reports are turned off first (`ReportingModes.allOff`); then DA1 asks the terminal for an answer, which
/// comes after every byte it sent before it took the change, and everything up to the answer is read and dropped,
/// and whatever the kernel still holds (`tcflush`). A terminal that does not answer costs `answerWait`. A program
/// started by a mouse press first waits, the reports on, for that click's release (`awaitRelease`).
enum StaleInput {
    /// How long the answer is waited for, in milliseconds: a terminal answers within a few; only one that never
    /// does (none known) waits it out, at each change of hands.
    static let answerWait: Int32 = 500

    /// The bytes that ask for the reports off and for the answer that marks the end of what was sent before.
    static let request = ReportingModes.allOff + TerminalProbe.deviceAttributesQuery

    /// How long the release of the click that starts a program is waited for, in milliseconds, the reports still on:
    /// a click lasts a tenth of a second; a button held longer is let go after the reports are off, unreported.
    static let releaseWait: Int32 = 1000

    /// Reads and drops standard input (the rest of the click: motion, the release) up to a button's release, for up
    /// to `releaseWait`, in the dashboard's line settings, the reports on.
    static func awaitRelease() {
        _ = TerminalProbe.readInput(within: releaseWait, keeping: keptBytes, until: holdsRelease)
    }

    /// The most bytes of the click's rest kept while its release is looked for; a report is a dozen.
    private static let keptBytes = 64

    /// Whether `bytes` hold an SGR mouse release, `ESC [ < b ; x ; y m`.
    static func holdsRelease(_ bytes: [UInt8]) -> Bool {
        guard let end = bytes.lastIndex(of: UInt8(ascii: "m")) else { return false }
        var index = end
        while index > 0, (UInt8(ascii: "0")...UInt8(ascii: ";")).contains(bytes[index - 1]) { index -= 1 }
        return index >= 3 && bytes[(index - 3)..<index].elementsEqual([0x1B, UInt8(ascii: "["), UInt8(ascii: "<")])
    }

    /// Reads and drops standard input up to the answer to `request` (written just before, in non-canonical mode),
    /// then drops what else is queued.
    static func discard() {
        _ = TerminalProbe.readUntilDeviceAttributes(within: answerWait)
        tcflush(STDIN_FILENO, TCIFLUSH)
    }
}
