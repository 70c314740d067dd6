import GridReport
import GridReportXLSX

/// The sheets of a workbook made from several inputs.
enum ExportInputs {
    /// One name per input: `--sheet-name` (a single input only), else the spec's `sheets` in order,
    /// else the input's file stem (`Sheet1` for standard input); made unique without regard
    /// to case, as Excel compares them (`stocks`, `stocks (2)`).
    static func sheetNames(files: [String], flag: String?, spec: [String]?) throws -> [String] {
        if files.filter({ $0 == "-" }).count > 1 {
            throw GridReportError.usage(nil, "standard input (-) can be read only once", hint: "give - at most once")
        }
        if let flag {
            guard files.count == 1 else {
                throw GridReportError.usage(
                    "--sheet-name", "names the sheet of a single input, and \(files.count) are given",
                    hint: "name the sheets in a spec's sheets list, or leave --sheet-name out for the files' names")
            }
            return [try XLSXSheetName.validated(flag)]
        }
        let given = try (spec ?? []).map { try XLSXSheetName.validated($0, option: "sheets") }
        if given.count > files.count {
            throw GridReportError.usage(
                "sheets", "the spec names \(given.count) sheets for \(files.count) input\(files.count == 1 ? "" : "s")",
                hint: "give one name per input, in order")
        }
        var names: [String] = []
        var taken = Set<String>()
        for (index, file) in files.enumerated() {
            let base =
                index < given.count ? given[index] : XLSXSheetName.defaultName(forInputPath: file == "-" ? nil : file)
            var name = base
            var number = 2
            while taken.contains(name.lowercased()) {
                name = XLSXSheetName.continuation(of: base, number: number)
                number += 1
            }
            taken.insert(name.lowercased())
            names.append(name)
        }
        return names
    }

    /// The name of each input's summary sheet, when its summary is written beside its rows:
    /// `Summary`, `Summary (2)`…, none taking an input's name (`names`), which the rows' sheets keep.
    static func summarySheetNames(avoiding names: [String]) -> [String] {
        var taken = Set(names.map { $0.lowercased() })
        return names.map { _ in
            var name = ExportSummaryRows.sheetName
            var number = 2
            while taken.contains(name.lowercased()) {
                name = XLSXSheetName.continuation(of: ExportSummaryRows.sheetName, number: number)
                number += 1
            }
            taken.insert(name.lowercased())
            return name
        }
    }
}
