import GridReport

/// A sheet name Excel does not accept, with the setting or spec place it came from (`origin`).
/// A library user can match it through `GridReportError.reason` (`.other(SheetNameError…)`);
/// `GridReportError(_:)` words it, exit 64 (`.usage`).
public enum SheetNameError: Error, Sendable, Equatable {
    case empty(origin: ErrorText)
    /// Longer than `XLSXSheetName.maximumLength` UTF-16 code units (`length`).
    case tooLong(String, length: Int, origin: ErrorText)
    /// One of `XLSXSheetName.forbiddenCharacters`, the first in the name.
    case forbiddenCharacter(String, Character, origin: ErrorText)
    case controlCharacter(origin: ErrorText)
    case apostropheAtEnd(String, origin: ErrorText)
    /// `History`, in any case.
    case reserved(String, origin: ErrorText)
}

extension GridReportError {
    public init(_ sheetName: SheetNameError) {
        let maximum = XLSXSheetName.maximumLength
        switch sheetName {
        case .empty(let origin):
            self.init(
                .usage, origin: origin, "the sheet name is empty", hint: "give a name of 1 to \(maximum) characters")
        case .tooLong(let name, let length, let origin):
            self.init(
                .usage, origin: origin,
                "\"\(name)\" has \(length) characters; Excel allows at most \(maximum) in a sheet name")
        case .forbiddenCharacter(let name, let bad, let origin):
            self.init(
                .usage, origin: origin, "\"\(name)\" contains \"\(bad)\", which Excel does not allow in a sheet name",
                hint: "leave out [ ] : * ? / \\")
        case .controlCharacter(let origin):
            self.init(
                .usage, origin: origin, "the sheet name contains a control character, which a workbook cannot hold")
        case .apostropheAtEnd(let name, let origin):
            self.init(
                .usage, origin: origin,
                "\"\(name)\" starts or ends with an apostrophe, which Excel does not allow in a sheet name")
        case .reserved(let name, let origin):
            self.init(.usage, origin: origin, "\"\(name)\" is a name Excel reserves for itself")
        }
        reason = .other(sheetName)
    }
}
