internal import CXlsxWriter
import Glibc
import GridReport

/// Owns an `lxw_workbook`: either `close()` writes the file, or deinit frees it without writing.
/// Worksheets and formats belong to the workbook in C; their Swift wrappers keep it alive.
final class Workbook {
    private(set) var handle: UnsafeMutablePointer<lxw_workbook>?
    /// The output as the user named it, for messages (the C side may write to `/proc/self/fd/N`).
    let file: String
    /// C strings handed to libxlsxwriter live as long as the workbook, whether or not it copies them.
    private var retainedStrings: [UnsafeMutablePointer<CChar>] = []
    private(set) var worksheets: [Worksheet] = []

    init(writingTo path: String, file: String) throws {
        self.file = file
        let cPath = try Self.duplicate(path, file: file)
        retainedStrings.append(cPath)
        // Streaming keeps memory flat: each row goes to a temporary file as soon as the next starts.
        var options = lxw_workbook_options(constant_memory: 1, tmpdir: nil, use_zip64: 0)
        guard let workbook = workbook_new_opt(cPath, &options) else {
            throw GridReportError(.io, at: file, "cannot start the workbook (out of memory)")
        }
        handle = workbook
    }

    deinit {
        if let handle { lxw_workbook_free(handle) }
        retainedStrings.forEach { free($0) }
    }

    func setTitle(_ title: String) throws {
        let cTitle = try Self.duplicate(title, file: file)
        retainedStrings.append(cTitle)
        var properties = lxw_doc_properties()
        properties.title = cTitle
        try check(workbook_set_properties(try open(), &properties), .io, "cannot set the document title",
                  at: XLSXPlace(file: file))
    }

    func addWorksheet(named name: String) throws -> Worksheet {
        let cName = try Self.duplicate(name, file: file)
        retainedStrings.append(cName)
        let workbook = try open()
        try check(workbook_validate_sheet_name(workbook, cName), .usage, "cannot use the sheet name",
                  at: XLSXPlace(file: file, sheet: name))
        guard let sheet = workbook_add_worksheet(workbook, cName) else {
            throw GridReportError(.io, at: file, "sheet \"\(name)\": cannot add the sheet (its temporary file could not be created)")
        }
        let worksheet = Worksheet(handle: sheet, workbook: self, name: name)
        worksheets.append(worksheet)
        return worksheet
    }

    func addFormat() throws -> Format {
        guard let format = workbook_add_format(try open()) else {
            throw GridReportError(.io, at: file, "cannot add a cell format (out of memory)")
        }
        return Format(handle: format, workbook: self)
    }

    /// Writes the file. libxlsxwriter frees the workbook whatever the outcome.
    func close() throws {
        let workbook = try open()
        for sheet in worksheets {
            do {
                try sheet.checkSpooledRows()
            } catch {
                lxw_workbook_free(workbook)
                handle = nil
                throw error
            }
        }
        handle = nil
        let code = workbook_close(workbook)
        let kind: GridReportError.Kind = code == LXW_ERROR_CREATING_XLSX_FILE ? .cannotCreate : .io
        try check(code, kind, "cannot write the workbook", at: XLSXPlace(file: file))
    }

    private func open() throws -> UnsafeMutablePointer<lxw_workbook> {
        guard let handle else {
            throw GridReportError(.io, at: file, "the workbook is already closed")
        }
        return handle
    }

    private static func duplicate(_ text: String, file: String) throws -> UnsafeMutablePointer<CChar> {
        guard let copy = strdup(text) else {
            throw GridReportError(.io, at: file, "out of memory")
        }
        return copy
    }
}

/// A cell format; libxlsxwriter owns it until the workbook is closed or freed.
final class Format {
    let handle: UnsafeMutablePointer<lxw_format>
    private let workbook: Workbook

    init(handle: UnsafeMutablePointer<lxw_format>, workbook: Workbook) {
        self.handle = handle
        self.workbook = workbook
    }
}
