internal import CXlsxWriter
import Glibc
import GridReport

/// Owns an `lxw_workbook`: either `close()` writes the file, or deinit frees it without writing.
/// Worksheets and formats belong to the workbook in C; their Swift wrappers keep it alive.
final class Workbook: LibraryCaller {
    private(set) var handle: UnsafeMutablePointer<lxw_workbook>?
    /// The output as the user named it, for messages (the C side may write to `/proc/self/fd/N`).
    let file: String
    /// C strings handed to libxlsxwriter live as long as the workbook, whether or not it copies them.
    private var retainedStrings: [UnsafeMutablePointer<CChar>] = []
    private var spools: [SheetSpool] = []
    /// Set once a libxlsxwriter call has failed. Some of its error paths free memory and keep
    /// pointing at it (1.1.4's `worksheet_set_header` frees the sheet's header, which
    /// `lxw_workbook_free` frees again), so such a workbook is never given to the C library's
    /// free: dropping it leaks it instead, once, in a run that is about to report an error.
    private var libraryFailed = false
    let spoolDirectory: String?

    /// `spoolDirectory`: where libxlsxwriter keeps its (already unlinked) temporary files; nil is
    /// the C library's default, /tmp.
    init(writingTo path: String, file: String, spoolDirectory: String?) throws {
        self.file = file
        self.spoolDirectory = spoolDirectory
        let cPath = try Self.duplicate(path, file: file)
        retainedStrings.append(cPath)
        let cSpool = try spoolDirectory.map { try Self.duplicate($0, file: file) }
        if let cSpool { retainedStrings.append(cSpool) }
        LibraryMessages.filter()
        // Streaming keeps memory flat: each row goes to a temporary file as soon as the next starts.
        var options = lxw_workbook_options(constant_memory: 1, tmpdir: cSpool, use_zip64: 0)
        guard let workbook = workbook_new_opt(cPath, &options) else {
            throw GridReportError(.io, at: file, "cannot start the workbook (out of memory)")
        }
        handle = workbook
    }

    deinit {
        if let handle { discard(handle) }
        retainedStrings.forEach { free($0) }
    }

    /// Frees the workbook without writing it. lxw_workbook_free leaves each sheet's row spool
    /// open (a descriptor and its disk space, held until the process ends), so close them first.
    private func discard(_ workbook: UnsafeMutablePointer<lxw_workbook>) {
        spools.forEach { $0.close() }
        if !libraryFailed { lxw_workbook_free(workbook) }
        handle = nil
    }

    /// Every failed libxlsxwriter call of this workbook or its sheets passes here (see `libraryFailed`).
    func libraryError(_ code: lxw_error, _ kind: GridReportError.Kind, _ action: String, _ place: XLSXPlace)
        -> GridReportError
    {
        libraryFailed = true
        return GridReportXLSX.libraryError(code, kind, action, place)
    }

    /// The document's title (nil for none) and creation time, in seconds since 1970 (nil: now).
    func setProperties(title: String?, created: Int?) throws {
        var properties = lxw_doc_properties()
        if let title {
            let cTitle = try Self.duplicate(title, file: file)
            retainedStrings.append(cTitle)
            properties.title = cTitle
        }
        // libxlsxwriter reads 0 as "now"; the epoch itself (SOURCE_DATE_EPOCH=0, as reproducible
        // builds often set it) is written one second later, the nearest time it keeps.
        properties.created = time_t(created.map { $0 == 0 ? 1 : $0 } ?? 0)
        try check(
            workbook_set_properties(try open(), &properties), .io, "cannot set the document properties",
            at: XLSXPlace(file: file))
    }

    func addWorksheet(named name: String) throws -> Worksheet {
        let cName = try Self.duplicate(name, file: file)
        retainedStrings.append(cName)
        let workbook = try open()
        try check(
            workbook_validate_sheet_name(workbook, cName), .usage, "cannot use the sheet name",
            at: XLSXPlace(file: file, sheet: name))
        guard let sheet = workbook_add_worksheet(workbook, cName) else {
            throw GridReportError(
                .io, at: file, "sheet \"\(name)\": cannot add the sheet (its temporary file could not be created)")
        }
        spools.append(SheetSpool(handle: sheet, name: name))
        return Worksheet(handle: sheet, workbook: self, name: name)
    }

    /// A workbook-wide defined name (`name`, Excel's name rules) for `formula` (at most 128 bytes each).
    func defineName(_ name: String, formula: String) throws {
        try check(
            workbook_define_name(try open(), name, formula), .io, "cannot define the name \(name)",
            at: XLSXPlace(file: file))
    }

    func addFormat() throws -> Format {
        guard let format = workbook_add_format(try open()) else {
            throw GridReportError(.io, at: file, "cannot add a cell format (out of memory)")
        }
        return Format(handle: format, workbook: self)
    }

    /// Writes the file. Returns, per worksheet part of the zip, the fewest bytes it must hold
    /// (its spooled rows), so the caller can see a part libxlsxwriter cut short without noticing.
    /// libxlsxwriter frees the workbook whatever the outcome.
    func close() throws -> [String: Int] {
        let workbook = try open()
        var minimumSizes: [String: Int] = [:]
        do {
            var spooled = 0
            for (index, spool) in spools.enumerated() {
                let bytes = try spool.bytes(file: file)
                minimumSizes["xl/worksheets/sheet\(index + 1).xml"] = bytes
                spooled += bytes
            }
            try SpoolSpace.check(directory: spoolDirectory, needed: spooled, file: file)
        } catch {
            discard(workbook)
            throw error
        }
        handle = nil
        errno = 0
        let code = workbook_close(workbook)
        let systemError = errno
        guard code != LXW_NO_ERROR else { return minimumSizes }
        let kind: GridReportError.Kind = code == LXW_ERROR_CREATING_XLSX_FILE ? .cannotCreate : .io
        var error = libraryError(code, kind, "cannot write the workbook", XLSXPlace(file: file))
        // For file errors libxlsxwriter leaves the system's reason in errno; it is the useful part.
        let fileErrors = [
            LXW_ERROR_CREATING_XLSX_FILE, LXW_ERROR_CREATING_TMPFILE, LXW_ERROR_READING_TMPFILE,
            LXW_ERROR_ZIP_FILE_OPERATION,
        ]
        if systemError != 0, fileErrors.contains(code) {
            error.message += " (\(String(cString: strerror(systemError))))"
        }
        throw error
    }

    func open() throws -> UnsafeMutablePointer<lxw_workbook> {
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
/// A format as the cell writers take it: the C pointer, valid while its workbook is open.
typealias FormatHandle = UnsafeMutablePointer<lxw_format>

final class Format {
    let handle: UnsafeMutablePointer<lxw_format>
    private let workbook: Workbook

    init(handle: UnsafeMutablePointer<lxw_format>, workbook: Workbook) {
        self.handle = handle
        self.workbook = workbook
    }
}
