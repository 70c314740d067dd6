import Glibc
import GridReport

/// A workbook that cannot be written at its name (`file`, as the output was given). System
/// failures carry their `errno`. A library user can match it through `GridReportError.reason`
/// (`.other(OutputFileError…)`); `GridReportError(_:)` words it: exit 73 (`.cannotCreate`), or 74
/// (`.io`) when the disk is full or failing.
public enum OutputFileError: Error, Sendable, Equatable {
    /// What is at the output's name instead of a regular file.
    public enum SpecialFile: String, Sendable, Equatable {
        case symbolicLink = "a symbolic link"
        case fifo = "a FIFO (named pipe)"
        case characterDevice = "a character device"
        case blockDevice = "a block device"
        case socket = "a socket"
        case folder = "a folder"
        case other = "a special file"
    }

    /// The name is a folder, or ends in `/`.
    case isFolder(file: String)
    /// Without `overwrite`.
    case alreadyExists(file: String)
    /// With `overwrite`, which replaces regular files only.
    case notRegularFile(file: String, SpecialFile)
    /// The name is the input's own file (by device and inode).
    case isInput(file: String)
    /// The file, its temporary or its name cannot be made.
    case cannotCreate(file: String, errno: Int32)
    /// The finished file cannot be flushed to disk.
    case cannotWrite(file: String, errno: Int32)
    /// The temporary files libxlsxwriter makes in `folder` need about `neededBytes`.
    case noRoomForTemporaryFiles(file: String, folder: String, neededBytes: Int, freeBytes: Int)

    /// A full or failing disk is a write error (74), not a name that cannot be made (73).
    static func isIOFailure(_ code: Int32) -> Bool { [ENOSPC, EDQUOT, EIO, EFBIG].contains(code) }
}

extension GridReportError {
    public init(_ output: OutputFileError) {
        func failure(_ file: String, _ action: String, _ code: Int32) -> GridReportError {
            let kind: Kind = OutputFileError.isIOFailure(code) ? .io : .cannotCreate
            return GridReportError(kind, at: file, "\(action) the file: \(String(cString: strerror(code)))")
        }
        switch output {
        case .isFolder(let file):
            self.init(.cannotCreate, at: file, "is a folder, not a file name for the output")
        case .alreadyExists(let file):
            self.init(.cannotCreate, at: file, "already exists", hint: "pass \(Setting.overwrite) to replace it")
        case .notRegularFile(let file, let type):
            self.init(
                .cannotCreate, at: file,
                "is \(type.rawValue), not a regular file; \(Setting.overwrite) replaces regular files only",
                hint: "remove it or choose another output name")
        case .isInput(let file):
            self.init(
                .cannotCreate, at: file, "is the input file; writing it would overwrite what is being read",
                hint: "choose another output name")
        case .cannotCreate(let file, let code):
            self = failure(file, "cannot create", code)
        case .cannotWrite(let file, let code):
            self = failure(file, "cannot write", code)
        case .noRoomForTemporaryFiles(let file, let folder, let needed, let free):
            let megabytes = SpoolSpace.megabytes
            self.init(
                .io, at: file,
                "not enough room in \(folder) for the temporary files: about \(megabytes(needed)) needed, \(megabytes(free)) free",
                hint: "free some space there, or set TMPDIR to a folder with more room")
        }
        reason = .other(output)
    }
}
