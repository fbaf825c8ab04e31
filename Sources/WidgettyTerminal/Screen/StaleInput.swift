import Glibc

/// What the terminal sent for the dashboard but the dashboard did not read, thrown away when the terminal changes
/// hands: a program (the editor, top) must not read the release of the click that started it, a pointer's motion or
/// keys typed meanwhile, nor the dashboard a program's mouse report, as keys.
///
/// The reports are turned off first (`ReportingModes.allOff`); then DA1 asks the terminal for an answer, which
/// comes after every byte it sent before it took the change, and everything up to the answer is read and dropped,
/// and whatever the kernel still holds (`tcflush`). A terminal that does not answer costs `answerWait`.
enum StaleInput {
    /// How long the answer is waited for, in milliseconds: a terminal answers within a few; only one that never
    /// does (none known) waits it out, at each change of hands.
    static let answerWait: Int32 = 500

    /// The bytes that ask for the reports off and for the answer that marks the end of what was sent before.
    static let request = ReportingModes.allOff + TerminalProbe.deviceAttributesQuery

    /// Reads and drops standard input up to the answer to `request` (written just before, in non-canonical mode),
    /// then drops what else is queued.
    static func discard() {
        _ = TerminalProbe.readUntilDeviceAttributes(within: answerWait)
        tcflush(STDIN_FILENO, TCIFLUSH)
    }
}
