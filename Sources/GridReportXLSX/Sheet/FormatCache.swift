import GridReport

/// A combination of cell properties; a report needs a handful of them.
struct CellStyle: Hashable {
    var header = false
    var numberFormat: String?
    var horizontal: HorizontalAlignment
    var top: Bool
    var wrap: Bool
    /// From a theme (0xRRGGBB colours); nil keeps Excel's default.
    var bold: Bool?
    var fontColor: UInt32?
    var fill: UInt32?
    var borderColor: UInt32?
    /// Totals rows have a border above (a libxlsxwriter border style: thin for a subtotal, double
    /// for the grand total; 0 for none); section headers and totals are bold.
    var topBorder: UInt8 = 0
    /// A hyperlink's look: underlined, in Excel's link blue unless a theme colours the text.
    var link = false
    /// A line through the text (a removed row of a diff).
    var strike = false
    /// One level of indent (see `ColumnPlan.indent`).
    var indent = false
}

extension CellStyle {
    /// Excel's colour for hyperlinks.
    static let linkBlue: UInt32 = 0x0563C1
}

/// One libxlsxwriter format per distinct style, made on first use and shared by every cell and
/// sheet that needs it.
final class FormatCache {
    private let workbook: Workbook
    private var formats: [CellStyle: Format] = [:]

    init(workbook: Workbook) { self.workbook = workbook }

    var count: Int { formats.count }

    private var title: Format?

    /// The title row's format: bold, 14 points, centred vertically.
    func titleFormat() throws -> Format {
        if let title { return title }
        let format = try workbook.addFormat()
        format.setBold()
        format.setFontSize(XLSXReportWriter.titleFontPoints)
        format.setVerticalCenter()
        title = format
        return format
    }

    private var statusFormats: [UInt32: Format] = [:]

    /// A conditional format's look (a differential format): only a font colour, bold or not.
    func statusFormat(color: UInt32?, bold: Bool) throws -> Format {
        let key = (color ?? 0xFF00_0000) | (bold ? 0x8000_0000 : 0)
        if let known = statusFormats[key] { return known }
        let format = try workbook.addFormat()
        if let color { format.setFontColor(color) }
        if bold { format.setBold() }
        statusFormats[key] = format
        return format
    }

    func format(for style: CellStyle) throws -> Format {
        if let known = formats[style] { return known }
        let format = try workbook.addFormat()
        if style.header { format.setHeader() }
        if let code = style.numberFormat { format.setNumberFormat(code) }
        format.setHorizontal(style.horizontal)
        format.setVertical(top: style.top)
        if style.wrap { format.setTextWrap() }
        if style.bold == true { format.setBold() }
        if let color = style.fontColor { format.setFontColor(color) }
        if let color = style.fill { format.setFill(color) }
        if style.strike { format.setStrikeout() }
        if style.indent { format.setIndent(1) }
        if let color = style.borderColor {
            format.setBorder(color)
            if style.header { format.setBottomBorderColor(color) }
        }
        if style.topBorder != 0 { format.setTopBorder(style.topBorder) }
        if style.link {
            format.setUnderline()
            if style.fontColor == nil { format.setFontColor(CellStyle.linkBlue) }
        }
        formats[style] = format
        return format
    }
}
