import GridReport

/// Excel's rules for sheet names, for a given sheet name and for the names derived from the CSV.
public enum XLSXSheetName {
    /// Excel counts UTF-16 code units.
    public static let maximumLength = 31
    public static let forbiddenCharacters: Set<Character> = ["[", "]", ":", "*", "?", "/", "\\"]

    /// The name itself when Excel accepts it, else a `.usage` error at `option` saying why.
    public static func validated(_ name: String, option: ErrorText = ErrorText(.sheetName)) throws -> String {
        if name.isEmpty { throw GridReportError(SheetNameError.empty(origin: option)) }
        let length = name.utf16.count
        if length > maximumLength {
            throw GridReportError(SheetNameError.tooLong(name, length: length, origin: option))
        }
        if let bad = name.first(where: { forbiddenCharacters.contains($0) }) {
            throw GridReportError(SheetNameError.forbiddenCharacter(name, bad, origin: option))
        }
        if name.unicodeScalars.contains(where: ExcelText.isControl) {
            throw GridReportError(SheetNameError.controlCharacter(origin: option))
        }
        if name.hasPrefix("'") || name.hasSuffix("'") {
            throw GridReportError(SheetNameError.apostropheAtEnd(name, origin: option))
        }
        if name.lowercased() == "history" { throw GridReportError(SheetNameError.reserved(name, origin: option)) }
        return name
    }

    /// The default sheet name for a CSV: its file name without the extension, made acceptable
    /// (forbidden characters become `_`, cut to 31); `Sheet1` for standard input.
    public static func defaultName(forInputPath path: String?) -> String {
        guard let path, path != "-" else { return "Sheet1" }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        var stem = Substring(file)
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex { stem = stem[..<dot] }
        var name = String(
            stem.map { character in
                let control = character.unicodeScalars.contains(where: ExcelText.isControl)
                return forbiddenCharacters.contains(character) || control ? "_" : character
            })
        while name.hasPrefix("'") { name.removeFirst() }
        while name.hasSuffix("'") { name.removeLast() }
        name = prefix(name, units: maximumLength)
        while name.hasSuffix("'") { name.removeLast() }
        if name.isEmpty { return "Sheet1" }
        if name.lowercased() == "history" { return name + "_" }
        return name
    }

    /// The name of the sheet the data continues on: `NAME (2)`, `NAME (3)`…, with NAME cut so that
    /// the whole stays within Excel's limit.
    public static func continuation(of base: String, number: Int) -> String {
        let suffix = " (\(number))"
        var stem = prefix(base, units: maximumLength - suffix.utf16.count)
        while stem.hasSuffix(" ") && stem.count > 1 { stem.removeLast() }
        return stem + suffix
    }

    /// The longest prefix of whole characters within `units` UTF-16 code units.
    static func prefix(_ text: String, units: Int) -> String {
        var used = 0
        var end = text.startIndex
        for character in text {
            let size = character.utf16.count
            if used + size > units { break }
            used += size
            end = text.index(after: end)
        }
        return String(text[..<end])
    }
}
