/// How an image item shows in the terminal: `▣ stem`.
public enum ImagePlaceholder {
    public static let glyph = "▣"

    public static func text(for image: ImageReference) -> String {
        glyph + " " + TerminalText.sanitize(image.stem)
    }

    public static func width(stem: String) -> Int {
        2 + TerminalText.displayWidth(TerminalText.sanitize(stem))
    }
}
