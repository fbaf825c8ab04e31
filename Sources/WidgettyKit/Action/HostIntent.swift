/// An intent whose outcome is a `HostRequest` ("Copy Time", a calendar's agenda): the host carries it out at once on the
/// terminal's thread, as it opens an `EditingIntent`'s file, and does not reload the widget (nothing it shows changed).
///
/// It must be quick: the request is made from what the widget already has.
public protocol HostIntent: WidgetIntent {
    /// What the host should do.
    var request: HostRequest { get }
}

extension HostIntent {
    /// Nothing to do without a host (a test, a preview): the request is the whole outcome.
    public func perform() async throws {}
}
