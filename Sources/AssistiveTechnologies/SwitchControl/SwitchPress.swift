/// A step of a Switch Control script: a switch pressed, time let pass, or an entry chosen from
/// the scanner menu (docs/switch-control.md, Scripts).
public enum SwitchPress: Hashable, Sendable {
    /// The Select Item switch: enters the highlighted group, opens the highlighted element's
    /// scanner menu, leaves a group at its dashed highlight, or chooses the highlighted menu entry.
    case select
    /// The Move to Next Item switch.
    case next
    /// The Move to Previous Item switch.
    case previous
    /// Doing nothing: with auto scanning the highlight moves on; an Auto Tap falls due.
    case wait(Duration)
    /// Choosing an entry of the open scanner menu: the highlight is brought to it as the scanning
    /// style allows (Next presses, or waiting for auto scanning), then Select.
    case choose(SwitchControlMenu.Entry)
}
