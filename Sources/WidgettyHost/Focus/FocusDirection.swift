/// A direction focus moves in with the arrows or `h j k l`.
public enum FocusDirection: Sendable, Equatable, CaseIterable {
    case up, down, left, right
}
