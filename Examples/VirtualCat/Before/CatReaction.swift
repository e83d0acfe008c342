import Foundation

/// How the cat reacts to what you do.
enum CatReaction: String, CaseIterable {
    case sleeping, purring, meowing, hissing

    /// The sound the app plays for the reaction.
    var soundName: String? {
        switch self {
        case .sleeping: nil
        case .purring: "purr"
        case .meowing: "meow"
        case .hissing: "hiss"
        }
    }
}
