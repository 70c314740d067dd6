/// How many terminal cells a grapheme cluster or a scalar takes.
///
/// Widths are per grapheme cluster (what a reader sees as one character), not per code point as
/// wcwidth sums them: a family emoji joined by ZWJ is one picture in two cells, `e` + U+0301 is one
/// letter in one cell. Ambiguous-width characters (`…`, `─`, Greek, Cyrillic) count as one cell,
/// as in every non-CJK terminal.
enum CellWidth {
    /// Cells of one grapheme cluster: 0, 1 or 2.
    @inline(__always)
    static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            // "\r\n" is one Character whose asciiValue is LF: a control, no cells.
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard iterator.next() != nil else { return of(first) }
        return ofCluster(first: first, scalars)
    }

    private static func ofCluster(first: Unicode.Scalar, _ scalars: Character.UnicodeScalarView) -> Int {
        // A flag is a pair of regional indicators.
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        let properties = first.properties
        if properties.isEmoji {
            var emojiPresentation = false
            var textPresentation = false
            var joinedOrModified = false
            for scalar in scalars.dropFirst() {
                switch scalar.value {
                case 0xFE0F: emojiPresentation = true
                case 0xFE0E: textPresentation = true
                case 0x200D, 0x1F3FB...0x1F3FF, 0x20E3, 0xE0020...0xE007F: joinedOrModified = true
                default: break
                }
            }
            if emojiPresentation || joinedOrModified { return 2 }
            if textPresentation { return EastAsianWide.contains(first.value) ? 2 : 1 }
            if properties.isEmojiPresentation { return 2 }
        }
        // Otherwise the first scalar that takes cells decides: a prepended mark (U+0600) or a lone
        // zero-width lead must not make the cluster vanish, and trailing marks add nothing.
        for scalar in scalars {
            let width = of(scalar)
            if width > 0 { return width }
        }
        return 0
    }

    /// The width of text made only of scalars that are always a grapheme cluster of their own
    /// (Latin-1 and Latin Extended below U+0300, kana, CJK ideographs, Hangul syllables, fullwidth
    /// forms), summed without grapheme breaking; nil as soon as any other scalar appears. Such
    /// scalars can neither extend the cluster before them nor be extended except by a scalar
    /// outside the set, so for this text the sum equals the per-cluster width. Mostly-CJK cells
    /// are common in reports, and grapheme breaking costs several times more.
    static func ofSimpleText(_ text: String) -> Int? {
        var width = 0
        for scalar in text.unicodeScalars {
            guard let cells = ofSimple(scalar) else { return nil }
            width += cells
        }
        return width
    }

    /// The width of text that is its own sanitized form and made only of such scalars (no
    /// control, no noncharacter), nil for any other: such a line is shown as it is.
    static func ofShownSimpleText(_ text: String) -> Int? {
        var width = 0
        for scalar in text.unicodeScalars {
            guard scalar.value >= 0x20, scalar.value != 0x7F, scalar.value < 0xFFFE, let cells = ofSimple(scalar),
                scalar.value >= 0xA0 || scalar.value < 0x7F
            else { return nil }
            width += cells
        }
        return width
    }

    /// The width of a scalar of that set, nil for any other scalar.
    @inline(__always)
    static func ofSimple(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        // The Control Pictures the sanitizer shows controls as (`␛`, `␡`), and the noncharacters
        // U+FFFE/U+FFFF (one cell, as `of` says): a field of ESC or U+FFFE is all of them.
        // Box drawing and block elements (a sparkline's `▁▂▃▄▅▆▇█`, a bar's eighths) and the
        // geometric shapes up to U+25FC (an icon's `▼ ● ▲ ○ ◐`; U+25FD and U+25FE are emoji,
        // two cells) take one cell each and extend no cluster. So does the ellipsis that ends cut
        // text (`Ridge Biotec…`), which the object cells measure again.
        case 0x20..<0x7F, 0xA0..<0x300, 0x2026, 0x2400...0x2426, 0x2500...0x25FC, 0xFFFE...0xFFFF: return 1
        case 0..<0x20, 0x7F..<0xA0: return 0
        case 0x3041...0x3096, 0x30A0...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60:
            return 2
        default:
            return nil
        }
    }

    /// Cells of one scalar on its own: 0 for controls, marks, format and default-ignorable code
    /// points (ZWJ, ZWSP, variation selectors, Hangul fillers), 2 for East Asian Wide/Fullwidth and
    /// emoji-presentation scalars, otherwise 1.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        // Soft hyphen is Cf and default-ignorable, but terminals draw it in one cell (as glibc).
        if value == 0xAD { return 1 }
        // Latin-1, Latin Extended and IPA hold no marks, format characters or wide characters.
        if value < 0x300 { return 1 }
        // The combining diacritical marks (all Mn) and the zero-width spaces, joiners and marks
        // (all Cf) without a property lookup: a field of millions of them is measured in linear
        // time either way, this way about a quarter faster.
        if value <= 0x36F || (0x200B...0x200F).contains(value) { return 0 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if properties.isDefaultIgnorableCodePoint { return 0 }
        if EastAsianWide.contains(value) { return 2 }
        if properties.isEmojiPresentation { return 2 }
        return 1
    }
}
