import Foundation
import GridReport
import Testing

@testable import GridReportXLSX

/// Issue 39, 1: a libxlsxwriter call that fails may leave its workbook pointing at memory it has
/// freed; dropping that workbook must not free it a second time (the process would abort).
@Suite("The C wrapper's cleanup after a failed libxlsxwriter call")
struct FailedCallCleanupTests {
    @Test("a workbook whose page header was accepted is dropped unwritten, and one whose header was refused too")
    func refusedHeaderThenDrop() throws {
        let folder = try TemporaryFolder()
        // The benign twin: an accepted header, then the workbook dropped without writing it.
        do {
            let workbook = try Workbook(writingTo: folder.file("a.xlsx"), file: "a.xlsx", spoolDirectory: folder.path)
            let sheet = try workbook.addWorksheet(named: "Data")
            try sheet.setPageHeader("&CSales")
        }
        // `&G` asks for a picture none was given for: libxlsxwriter frees the header and keeps
        // pointing at it; lxw_workbook_free would free it again (free(): double free).
        do {
            let workbook = try Workbook(writingTo: folder.file("b.xlsx"), file: "b.xlsx", spoolDirectory: folder.path)
            let sheet = try workbook.addWorksheet(named: "Data")
            let error = gridReportError { try sheet.setPageHeader("&CP&G") }
            #expect(error?.description.hasPrefix("b.xlsx: sheet \"Data\": cannot set the page header: ") == true)
            let footerError = gridReportError { try sheet.setPageFooter("&[Picture]") }
            #expect(footerError != nil)
        }
        #expect(try folder.entries().filter { $0.hasSuffix(".xlsx") } == [])
    }
}
