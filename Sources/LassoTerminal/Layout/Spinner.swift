/// The frames of the activity indicator's animation.
enum Spinner {
    /// Braille dots turning around; each one column wide.
    static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// How long each frame shows.
    static let interval: Duration = .milliseconds(80)

    /// The frame for animation step `step` (any integer).
    static func frame(_ step: Int) -> String {
        frames[((step % frames.count) + frames.count) % frames.count]
    }
}
