/// How an image item shows in the terminal, which cannot draw it: `▣` and the file's stem
/// (`▣ sap` for `logos/sap.png`), sanitized, since the reference comes from the data.
public enum ImagePlaceholder {
    /// The glyph standing for a picture; one cell.
    public static let glyph = "▣"

    /// `▣ stem`, unlimited.
    public static func text(for image: ImageReference) -> String {
        glyph + " " + TerminalText.sanitize(image.stem)
    }

    /// `▣ stem` fitted into `width` cells: the stem is cut with `…` when it does not fit, and
    /// below four cells only `▣` shows (`▣ …` would say nothing about the picture).
    /// Never wider than `width`; may be narrower.
    public static func text(for image: ImageReference, width: Int) -> String {
        if width <= 0 { return "" }
        if width < 4 && TerminalText.displayWidth(image.stem) + 2 > width { return glyph }
        let stem = TerminalText.sanitize(image.stem)
        if stem.isEmpty { return glyph }
        return glyph + " " + TerminalText.truncate(stem, toWidth: width - 2)
    }
}
