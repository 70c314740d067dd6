import GridReport

/// What `xl/workbook.xml` and its relationships say: the sheets in order with their parts, the
/// date system, and each sheet's print titles (the rows repeated on every printed page).
struct WorkbookIndex {
    struct Sheet {
        var name: String
        /// The part, `xl/worksheets/sheet1.xml`; nil when the relationship is missing.
        var part: String?
        /// A worksheet, not a chart sheet or a dialog.
        var isWorksheet: Bool
        /// The last row (1-based) of the print titles when they start at row 1, `$1:$2`.
        var printTitlesEnd: Int?
        /// `hidden` or `veryHidden` in Excel: not the sheet read by default.
        var isHidden = false
    }

    var sheets: [Sheet] = []
    /// The 1904 date system (old Mac workbooks): serial 0 is 1904-01-01.
    var date1904 = false
    /// The parts of the shared strings and the styles, when the workbook has them.
    var sharedStrings: String?
    var styles: String?
    /// Continuation sheet → the sheet it continues, as gridreport marks them (`ContinuationMark`).
    var continuations: [String: String] = [:]

    init(_ archive: WorkbookArchive) throws {
        var relationshipIds: [String] = []
        var titles: [Int: Int] = [:]
        let scanner = try archive.scanner("xl/workbook.xml")
        var definedNameSheet: Int?
        var continuationName: String?
        scanner.textLimit = 1 << 16
        while true {
            let token = try scanner.next()
            if token == .endOfInput { break }
            if token == .end {
                if scanner.isNamed("definedName"), let sheet = definedNameSheet {
                    titles[sheet] = Self.printTitlesEnd(String(decoding: scanner.text, as: UTF8.self))
                    scanner.collectsText = false
                    definedNameSheet = nil
                } else if scanner.isNamed("definedName"), let name = continuationName {
                    let formula = String(decoding: scanner.text, as: UTF8.self)
                    if let mark = ContinuationMark.parse(name: name, formula: formula) {
                        continuations[mark.sheet] = mark.continues
                    }
                    scanner.collectsText = false
                    continuationName = nil
                }
                continue
            }
            if scanner.isNamed("sheet") {
                let state = scanner.attribute("state")
                sheets.append(
                    Sheet(
                        name: scanner.attribute("name") ?? "", part: nil, isWorksheet: true,
                        isHidden: state == "hidden" || state == "veryHidden"))
                relationshipIds.append(scanner.attribute("id") ?? "")
            } else if scanner.isNamed("workbookPr") {
                // An XML boolean: 1 or true, with spaces around it allowed.
                let value = scanner.attribute("date1904")?.filter { !$0.isWhitespace }.lowercased()
                date1904 = value == "1" || value == "true"
            } else if scanner.isNamed("definedName"), scanner.attribute("name") == "_xlnm.Print_Titles",
                let local = scanner.attribute("localSheetId").flatMap({ Int($0) }), token == .start(selfClosing: false)
            {
                definedNameSheet = local
                scanner.text.removeAll(keepingCapacity: true)
                scanner.collectsText = true
            } else if scanner.isNamed("definedName"), let name = scanner.attribute("name"),
                name.hasPrefix(ContinuationMark.namePrefix), token == .start(selfClosing: false)
            {
                continuationName = name
                scanner.text.removeAll(keepingCapacity: true)
                scanner.collectsText = true
            }
        }
        let targets = try Self.relationships(archive, of: "xl/workbook.xml")
        for index in sheets.indices {
            let target = targets[relationshipIds[index]]
            sheets[index].part = target?.part
            sheets[index].isWorksheet = target?.type.hasSuffix("/worksheet") ?? false
            sheets[index].printTitlesEnd = titles[index]
        }
        sharedStrings = targets.values.first { $0.type.hasSuffix("/sharedStrings") }?.part
        styles = targets.values.first { $0.type.hasSuffix("/styles") }?.part
    }

    /// `'Data'!$1:$2` (or `Data!$A:$A,Data!$1:$2`): 2, the rows' end when they start at row 1.
    static func printTitlesEnd(_ formula: String) -> Int? {
        for range in formula.split(separator: ",") {
            guard let bang = range.lastIndex(of: "!") else { continue }
            let rows = range[range.index(after: bang)...].replacingOccurrences(of: "$", with: "")
            let ends = rows.split(separator: ":")
            guard ends.count == 2, ends[0] == "1", let last = Int(ends[1]), last >= 1 else { continue }
            return last
        }
        return nil
    }

    /// A part's relationships: id → (type, target part resolved against the part's folder).
    static func relationships(_ archive: WorkbookArchive, of part: String) throws -> [String: (
        type: String, part: String
    )] {
        let folder = part.split(separator: "/").dropLast().joined(separator: "/")
        let name = part.split(separator: "/").last.map(String.init) ?? part
        let relsPart = (folder.isEmpty ? "" : folder + "/") + "_rels/" + name + ".rels"
        guard archive.contains(relsPart) else { return [:] }
        let scanner = try archive.scanner(relsPart)
        var result: [String: (type: String, part: String)] = [:]
        while true {
            let token = try scanner.next()
            if token == .endOfInput { break }
            guard case .start = token, scanner.isNamed("Relationship"), let id = scanner.attribute("Id"),
                let target = scanner.attribute("Target"), scanner.attribute("TargetMode") != "External"
            else { continue }
            result[id] = (scanner.attribute("Type") ?? "", resolve(target, in: folder))
        }
        return result
    }

    /// A relationship's target as a part name: `worksheets/sheet1.xml` in `xl` is
    /// `xl/worksheets/sheet1.xml`, `/xl/styles.xml` is `xl/styles.xml`; `..` climbs, never above the root.
    static func resolve(_ target: String, in folder: String) -> String {
        var parts = target.hasPrefix("/") ? [] : folder.split(separator: "/").map(String.init)
        for piece in target.split(separator: "/") {
            if piece == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else if piece != "." {
                parts.append(String(piece))
            }
        }
        return parts.joined(separator: "/")
    }
}
