internal import CXlsxWriter
import Glibc
import GridReport

/// Excel tables (ListObjects).
extension Worksheet {
    /// A table over rows `firstRow` (its header) to `lastRow` and columns 0 to `names.count - 1`,
    /// in `style`, with banded rows and the header's filter buttons. The header cells must
    /// already hold `names`, which must be unique (ignoring case) and not empty.
    ///
    /// libxlsxwriter 1.1.4 refuses tables in constant-memory mode only because it would write
    /// the header cells through the row cache, which has moved past the header. The header is
    /// written already, so the table is added with the mode off for the call: the cells it
    /// writes land in the unused cell tree and never reach the file; the table part is written
    /// at close either way.
    func addTable(firstRow: UInt32, lastRow: UInt32, names: [String], style: TableStyle) throws {
        let cNames = names.map { strdup($0) }
        defer { cNames.forEach { free($0) } }
        guard cNames.allSatisfy({ $0 != nil }) else {
            throw GridReportError(.io, at: place().file, "out of memory")
        }
        var columns = cNames.map { name in
            var column = lxw_table_column()
            column.header = name
            return column
        }
        let code = columns.withUnsafeMutableBufferPointer { buffer -> lxw_error in
            var pointers: [UnsafeMutablePointer<lxw_table_column>?] = (0..<buffer.count).map {
                buffer.baseAddress! + $0
            }
            pointers.append(nil)
            return pointers.withUnsafeMutableBufferPointer { list in
                var options = lxw_table_options()
                options.style_type = UInt8(Self.styleType(style.kind))
                options.style_type_number = UInt8(style.number)
                options.columns = list.baseAddress
                let optimize = handle.pointee.optimize
                handle.pointee.optimize = 0
                defer { handle.pointee.optimize = optimize }
                return worksheet_add_table(
                    handle, firstRow, 0, lastRow, UInt16(names.count - 1), &options)
            }
        }
        try check(code, .io, "cannot add the table", at: place(row: Int(firstRow)))
    }

    private static func styleType(_ kind: TableStyle.Kind) -> UInt32 {
        switch kind {
        case .light: return LXW_TABLE_STYLE_TYPE_LIGHT.rawValue
        case .medium: return LXW_TABLE_STYLE_TYPE_MEDIUM.rawValue
        case .dark: return LXW_TABLE_STYLE_TYPE_DARK.rawValue
        }
    }
}
