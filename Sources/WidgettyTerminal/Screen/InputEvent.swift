import WidgettyHost

/// Something read from the terminal's input.
enum InputEvent: Equatable {
    case key(Key)
    case resize
}
