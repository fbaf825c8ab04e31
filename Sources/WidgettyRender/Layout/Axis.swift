/// The direction a stack lays its children along.
public enum Axis: Sendable {
    case horizontal
    case vertical
}
