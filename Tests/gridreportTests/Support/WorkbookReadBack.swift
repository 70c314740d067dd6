import Foundation

/// What openpyxl (and the zip's own parts, for what openpyxl does not read) finds of a workbook's
/// print setup, tables, conditional formats, links and document properties, per sheet.
struct WorkbookReadBack {
    var sheets: [[String: Any]]
    var properties: [String: Any]

    init(_ path: String) throws {
        let json = try openpyxlJSON(Self.script, path) as! [String: Any]
        sheets = json["sheets"] as! [[String: Any]]
        properties = json["properties"] as! [String: Any]
    }

    /// The sheet's names, in the workbook's order.
    var names: [String] { sheets.map { $0["title"] as! String } }

    func sheet(_ index: Int) -> [String: Any] { sheets[index] }

    static let script = """
        import json, sys, zipfile, re, openpyxl
        path = sys.argv[1]
        wb = openpyxl.load_workbook(path)
        def text(part):
            return part.text if part is not None else None
        out = {"sheets": []}
        for ws in wb.worksheets:
            ps = ws.page_setup
            sheet = {
                "title": ws.title,
                # Absent attributes take OOXML's defaults: portrait, one page wide.
                "orientation": ps.orientation or "portrait",
                "paper": ps.paperSize,
                "fitToPage": bool(ws.sheet_properties.pageSetUpPr and ws.sheet_properties.pageSetUpPr.fitToPage),
                "fitToWidth": 1 if ps.fitToWidth is None else ps.fitToWidth, "fitToHeight": ps.fitToHeight,
                "printTitleRows": ws.print_title_rows,
                "header": text(ws.oddHeader.center), "footer": text(ws.oddFooter.center),
                "filter": ws.auto_filter.ref, "freeze": ws.freeze_panes,
                "maxRow": ws.max_row, "maxColumn": ws.max_column,
                "tables": [], "rules": [], "links": {},
            }
            for table in ws.tables.values():
                style = table.tableStyleInfo
                sheet["tables"].append({
                    "name": table.name, "ref": table.ref, "style": style.name if style else None,
                    "rowStripes": bool(style.showRowStripes) if style else False,
                    "columns": [c.name for c in table.tableColumns],
                    "autoFilter": table.autoFilter.ref if table.autoFilter else None,
                    "header": [ws.cell(row=ws[table.ref.split(":")[0]].row, column=ws[table.ref.split(":")[0]].column + i).value for i in range(len(table.tableColumns))],
                })
            for cf in ws.conditional_formatting:
                for rule in cf.rules:
                    font = rule.dxf.font if rule.dxf else None
                    color = font.color.rgb if font is not None and font.color is not None else None
                    sheet["rules"].append({"range": str(cf.sqref), "type": rule.type, "operator": rule.operator,
                                           "formula": list(rule.formula), "color": color})
            for row in ws.iter_rows():
                for cell in row:
                    if cell.hyperlink is not None:
                        sheet["links"][cell.coordinate] = cell.hyperlink.target
            out["sheets"].append(sheet)
        p = wb.properties
        app = zipfile.ZipFile(path).read("docProps/app.xml").decode()
        found = re.search(r"<Application>([^<]*)</Application>", app)
        out["properties"] = {"title": p.title, "creator": p.creator,
                             "created": p.created.isoformat() if p.created else None,
                             "modified": p.modified.isoformat() if p.modified else None,
                             "application": found.group(1) if found else None}
        print(json.dumps(out))
        """
}
