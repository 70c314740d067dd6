import Foundation
import Glibc
import GridReport
import Testing

@testable import GridReportXLSX

/// The export's own typed errors reach a library user as `GridReportError.reason` `.other(…)`:
/// GridReport's enum cannot name this target's types.
@Suite("XLSX errors: typed reasons")
struct TypedXLSXErrorTests {
    let schema = Schema(columns: [Column(index: 0, name: "A", type: .text)])
    let rows = [row(.text("x"), line: 2)]

    @Test("a sheet name Excel refuses carries its case and its origin")
    func sheetNameReasons() throws {
        let folder = try TemporaryFolder()
        let bad = gridReportError {
            try export(schema, rows, to: folder.file("out.xlsx"), options(folder, sheet: "a/b"))
        }
        #expect(bad?.reason == .other(SheetNameError.forbiddenCharacter("a/b", "/", origin: ErrorText(.sheetName))))
        #expect(bad?.exitCode == 64)
        #expect(try folder.entries().isEmpty)
        func reason(_ name: String) -> GridReportError.Reason? {
            gridReportError { _ = try XLSXSheetName.validated(name, option: "spec.yaml:2:8") }?.reason
        }
        #expect(reason("") == .other(SheetNameError.empty(origin: "spec.yaml:2:8")))
        let long = String(repeating: "x", count: 32)
        #expect(reason(long) == .other(SheetNameError.tooLong(long, length: 32, origin: "spec.yaml:2:8")))
        #expect(reason("a\u{7}") == .other(SheetNameError.controlCharacter(origin: "spec.yaml:2:8")))
        #expect(reason("'a") == .other(SheetNameError.apostropheAtEnd("'a", origin: "spec.yaml:2:8")))
        #expect(reason("HISTORY") == .other(SheetNameError.reserved("HISTORY", origin: "spec.yaml:2:8")))
        #expect(reason("HISTORY") != .other(SheetNameError.reserved("history", origin: "spec.yaml:2:8")))
        #expect(reason("HISTORY") != .other(OutputFileError.isFolder(file: "HISTORY")))
    }

    @Test("an output that cannot be written carries its case and the file as given")
    func outputReasons() throws {
        let folder = try TemporaryFolder()
        try folder.write("old.xlsx", text: "precious")
        func reason(_ name: String, overwrite: Bool = false) -> GridReportError.Reason? {
            let path = folder.file(name)
            return gridReportError { try export(schema, rows, to: path, options(folder, overwrite: overwrite)) }?.reason
        }
        #expect(reason("old.xlsx") == .other(OutputFileError.alreadyExists(file: folder.file("old.xlsx"))))
        #expect(reason("") == .other(OutputFileError.isFolder(file: folder.file(""))))
        #expect(
            reason("none/out.xlsx")
                == .other(OutputFileError.cannotCreate(file: folder.file("none/out.xlsx"), errno: ENOENT)))
        #expect(symlink(folder.file("old.xlsx"), folder.file("link.xlsx")) == 0)
        #expect(
            reason("link.xlsx", overwrite: true)
                == .other(OutputFileError.notRegularFile(file: folder.file("link.xlsx"), .symbolicLink)))

        let input = folder.file("old.xlsx")
        let identity = try #require(Self.identity(of: input))
        let same = gridReportError {
            _ = try AtomicOutputFile(destination: input, overwrite: true, protecting: [identity])
        }
        #expect(same?.reason == .other(OutputFileError.isInput(file: input)))
        #expect(
            same?.description
                == "\(input): is the input file; writing it would overwrite what is being read (choose another output name)"
        )
    }

    @Test("too little room for libxlsxwriter's temporary files is typed too")
    func spoolSpace() {
        let error = gridReportError {
            try SpoolSpace.check(directory: "/", needed: Int.max / 2, file: "out.xlsx")
        }
        guard case .other(let other)? = error?.reason, let typed = other as? OutputFileError,
            case .noRoomForTemporaryFiles(let file, let folder, _, _) = typed
        else {
            Issue.record("not a typed spool error: \(String(describing: error))")
            return
        }
        #expect(file == "out.xlsx")
        #expect(folder == "/")
        #expect(error?.exitCode == 74)
    }

    static func identity(of path: String) -> FileIdentity? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        defer { close(fd) }
        return FileIdentity(fileDescriptor: fd)
    }
}
