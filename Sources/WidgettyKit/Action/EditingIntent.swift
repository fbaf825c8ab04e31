import FoundationEssentials

/// An intent whose outcome is a file to edit ("New Note"): the host performs it at once on the terminal's
/// thread, then opens the file in the person's editor (`$VISUAL`, `$EDITOR`, else `vi`) with the dashboard
/// suspended, and reloads the widget afterwards.
///
/// It must be quick: make or find the file and return where it is. A thrown error is shown in words.
public protocol EditingIntent: WidgetIntent {
    /// Makes or finds the file to edit; throws to say why it cannot.
    func fileToEdit() throws -> URL
}

extension EditingIntent {
    /// Makes the file without opening it, for a host that has no editor to open (a test, a preview).
    public func perform() async throws {
        _ = try fileToEdit()
    }
}
