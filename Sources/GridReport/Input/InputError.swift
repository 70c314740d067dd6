import Foundation

/// An input file that cannot be opened or read, named as messages name it (`data.csv`,
/// `<stdin>`). System failures carry their `errno`. A library user can match it through
/// `GridReportError.reason`; `GridReportError(_:)` words it as the command prints it.
public enum InputError: Error, Sendable, Equatable {
    /// No file at the path (ENOENT).
    case notFound(file: String)
    /// The file exists (or its folder does not) but cannot be opened: permissions, a loop…
    case unreadable(file: String, errno: Int32)
    case isDirectory(file: String)
    case readFailed(file: String, errno: Int32)
    /// The second pass over a file found it shorter than the first.
    case changedWhileRead(file: String)
    /// A second pass is needed and the input cannot be read again.
    case notSeekable(file: String)
    /// No temporary file for standard input or a pipe, which are copied to one to be read twice.
    case cannotCreateSpool(file: String)
    /// Reading standard input or a pipe into its temporary file failed.
    case spoolReadFailed(file: String, errno: Int32)
    /// Writing standard input or a pipe into its temporary file failed (the disk is full…).
    case spoolWriteFailed(file: String, errno: Int32)
    /// A file that is plainly no table (`NotATable`): `kind` says what it is, `hint` what to do.
    case notATable(file: String, kind: String, hint: String)

    /// `notFound` for ENOENT, else `unreadable`.
    static func cannotOpen(_ file: String, errno code: Int32) -> InputError {
        code == ENOENT ? .notFound(file: file) : .unreadable(file: file, errno: code)
    }
}

extension GridReportError {
    /// The sentence of an input error: exit 66 (`.noInput`) when the file cannot be opened, 73
    /// (`.cannotCreate`) without a temporary file, 74 (`.io`) when reading fails midway.
    public init(_ input: InputError) {
        func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
        switch input {
        case .notFound(let file):
            self.init(
                .noInput, at: file, "cannot open the input: \(describe(ENOENT).lowercased())",
                hint: "check the path and its permissions")
        case .unreadable(let file, let code):
            self.init(
                .noInput, at: file, "cannot open the input: \(describe(code).lowercased())",
                hint: "check the path and its permissions")
        case .isDirectory(let file):
            self.init(.noInput, at: file, "is a directory, not a CSV file", hint: "name a file")
        case .readFailed(let file, let code):
            self.init(.io, at: file, "read failed: \(describe(code).lowercased())")
        case .changedWhileRead(let file):
            self.init(.io, at: file, "the input changed while it was read (it is shorter on the second pass)")
        case .notSeekable(let file):
            self.init(.io, at: file, "cannot read the input twice (it is not seekable)")
        case .cannotCreateSpool(let file):
            self.init(
                .cannotCreate, at: file, "cannot create a temporary file to hold the input",
                hint: "set TMPDIR to a writable folder")
        case .spoolReadFailed(let file, let code):
            // Not lowercased, unlike `readFailed`: the sentence is kept as users have seen it.
            self.init(.io, at: file, "read failed: \(describe(code))")
        case .spoolWriteFailed(let file, let code):
            self.init(
                .io, at: file, "cannot spool the input: \(describe(code))",
                hint: "free space in TMPDIR or set it to another folder")
        case .notATable(let file, let kind, let hint):
            self.init(.data, at: file, "this is \(kind), not a table", hint: ErrorText(hint))
        }
        reason = .input(input)
    }
}
