import AccessibilityTree

/// The state a SwiftUI screen keeps while it runs (docs/live-source.md): what SwiftUI stores
/// outside the view values — `@State`, and what `@Binding` refers to — keyed by the view's
/// place in the view tree, and what the code posted while an action ran.
///
/// Only `SourceScene` makes one: the audit lowers each view once, from its initial values, and
/// never runs an action.
struct LiveState {
    /// Each stored value by its key: the view's identity (`/DogDetailView@12:5`, the type and
    /// where it is created, under its parents') and the property (`.selection`).
    var values: [String: Value] = [:]
    /// What the code posted while the current action ran, in order.
    var posted: [PostedNotification] = []
    /// What the code could not follow while the current action ran (a call to an unknown
    /// function, a value only known at run time), in order.
    var unfollowed: [String] = []
    /// The simulator's time when the current action started (`Date()` reads it).
    var now: Duration = .zero
    /// The frame of the view a passed-through touch is in, while its gesture's code runs
    /// (a `GeometryReader`'s `proxy.size` reads it).
    var touchedFrame: Rect?
    /// Code left for later (`Task.sleep`, `Timer`, `asyncAfter`), run when the clock reaches it.
    var scheduled: [ScheduledWork] = []
    /// The number the next task or timer is given, and the next scheduling's order.
    var nextOwner = 1
    var nextSequence = 0
    /// The task or timer whose code is running, nil outside one.
    var runningOwner: Int?
    /// Whether the running task was cancelled (`Task.isCancelled`).
    var isRunningTaskCancelled = false
}

/// A notification the app's code posted (`AccessibilityNotification.Announcement(…).post()`,
/// `UIAccessibility.post(notification:argument:)`).
enum PostedNotification: Hashable {
    case announcement(String)
    case layoutChanged
    case screenChanged
}
