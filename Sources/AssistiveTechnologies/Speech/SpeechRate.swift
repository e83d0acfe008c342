/// How fast VoiceOver speaks, in words a minute: how long an utterance takes, so a gesture made
/// before it ends can cut it off (docs/voiceover-speech.md, Speech timing).
///
/// The typical rate is 180 words a minute, the low end of what Apple gives as average human
/// speech ("Average human speech occurs at a rate of 180 to 220 words per minute", AppKit
/// `NSSpeechSynthesizer.rate`). The rate of VoiceOver's default Speaking Rate setting is
/// UNVERIFIED; the WWDC 2018 session 230 gallery ("Picture two of, picture three, close, close,
/// close, button") is heard word for word at it.
public struct SpeechRate: Hashable, Codable, Sendable {
    public var wordsPerMinute: Double

    /// - Precondition: `wordsPerMinute` is greater than 0 (callers check what a person typed).
    public init(wordsPerMinute: Double) {
        self.wordsPerMinute = wordsPerMinute
    }

    /// 180 words a minute.
    public static let typical = SpeechRate(wordsPerMinute: 180)

    /// How long one word takes.
    public var wordDuration: Duration { .seconds(60 / wordsPerMinute) }

    /// How long `wordCount` words take.
    public func duration(ofWords wordCount: Int) -> Duration { wordDuration * wordCount }

    /// The words of `text` as VoiceOver speaks them one after another: split at white space.
    public static func words(of text: String) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace)
    }
}
