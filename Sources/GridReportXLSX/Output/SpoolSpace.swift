import Glibc
import GridReport

/// libxlsxwriter copies each sheet's spooled rows into another temporary file when it closes the
/// workbook, and does not notice when that copy runs out of room: the sheet comes out cut. This
/// asks for the room first, so the usual case fails with a sentence instead.
enum SpoolSpace {
    /// glibc's tmpfile(), which libxlsxwriter uses without a directory, writes here.
    static let defaultDirectory = "/tmp"

    static func check(directory: String?, needed spooled: Int, file: String) throws {
        let folder = directory ?? defaultDirectory
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else { return }  // Unknown room: the size check after closing remains.
        let free = Int(info.f_bavail) &* Int(info.f_frsize)
        // The copy of the rows, plus the workbook's smaller parts.
        let needed = spooled + spooled / 100 + (1 << 20)
        guard free < needed else { return }
        throw GridReportError(
            OutputFileError.noRoomForTemporaryFiles(file: file, folder: folder, neededBytes: needed, freeBytes: free))
    }

    static func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return value < 10 ? "\((value * 10).rounded() / 10) MB" : "\(Int(value.rounded())) MB"
    }
}
