import WidgettyKit

extension ProgramReaper {
    /// The widgetty `swift build` made (`BuiltBinary.path`) as the reaper of a test's programs, as the dashboard is its
    /// own (`thisProgram`): a test process is not widgetty.
    public static var built: ProgramReaper { ProgramReaper(program: BuiltBinary.path) }
}
