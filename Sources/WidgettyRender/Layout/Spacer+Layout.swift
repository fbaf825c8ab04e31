import WidgettyKit

extension Spacer: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        switch environment.stackAxis {
        case .horizontal: Size(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical: Size(width: 0, height: max(minLength, proposal.height ?? minLength))
        }
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {}
}
