import GridReport
import GridReportXLSX

/// The parts of the page around the rows, and the row markup they share.
struct PageParts {
    let report: Report
    let options: HTMLPageOptions
    let tags: CellTags
    let rows: RowMarkup
    let tracks: ColumnTracks
    let columnStyle: ColumnStyle

    /// No script may run, whatever the page holds; styles only from the page itself, pictures only
    /// as `data:` URIs.
    static let contentSecurityPolicy =
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'none'; base-uri 'none'; form-action 'none'"

    init(report: Report, plan: BindingPlan, options: HTMLPageOptions, warnings: WarningLog) throws {
        self.report = report
        self.options = options
        try Self.checkWidths(report: report, options: options)
        let columns = report.schema.columns
        tags = CellTags(columns: columns)
        columnStyle = ColumnStyle(schema: report.schema, plan: plan)
        var images: InlineImages?
        if columns.contains(where: { $0.type == .image }) {
            let root = options.imageRoot ?? (options.imageBaseDirectory.isEmpty ? "." : options.imageBaseDirectory)
            let locator = try ImageLocator(
                root: root, option: options.imageRoot == nil ? nil : .imageRoot, maximumBytes: InlineImages.maximumBytes
            )
            images = InlineImages(
                locator: locator, warnings: warnings, sourceName: options.sourceName, sourcePlaces: options.sourcePlaces
            )
        }
        rows = RowMarkup(
            tags: tags, plan: plan, renderers: report.renderers, images: images,
            accessory: options.geometry.accessory, statusRules: options.statusRules,
            encodings: options.encodings, sparklines: Set(report.shownSparklines.keys))
        tracks = ColumnTracks(report: report, geometry: options.geometry, fit: options.fit)
    }

    /// Given widths must fit where the grid is shown: at the compact breakpoint, the narrowest
    /// width that shows it (the same check, and the same errors, as the terminal's).
    static func checkWidths(report: Report, options: HTMLPageOptions) throws {
        guard options.layout == .adaptive, report.hasGivenWidths, options.compactBelowPoints >= 1 else { return }
        let geometry = TableGeometry(
            border: .none, accessory: options.geometry.accessory, pointsPerCell: 1,
            spacingPoints: options.geometry.spacingPoints)
        let natural = report.tableNaturalCells
        let widths = report.schema.columns.map {
            $0.width ?? .points(Double(natural[$0.index]) * options.geometry.pointsPerCell)
        }
        let names = report.schema.columns.map(\.name)
        func fits(_ points: Int) -> Bool {
            (try? WidthResolver.resolve(widths, names: names, geometry: geometry, totalCells: points, fit: options.fit))
                != nil
        }
        // The rows' padding on either side is not the columns'.
        let padding = 2 * PageStyle.rowPadding
        let breakpoint = CheckedInteger.clamped(options.compactBelowPoints, .down, to: 0...Int(Int32.max))
        do {
            _ = try WidthResolver.resolve(
                widths, names: names, geometry: geometry, totalCells: max(0, breakpoint - padding), fit: options.fit)
        } catch let error as GridReportError {
            // A list that fits at no width (two flexible columns…) keeps the terminal's sentence.
            guard case .width = error.reason, fits(TableGeometry.maximumTotalCells) else { throw error }
            var low = max(0, breakpoint - padding)
            var high = TableGeometry.maximumTotalCells
            while low + 1 < high {
                let middle = (low + high) / 2
                if fits(middle) { high = middle } else { low = middle }
            }
            throw GridReportError(
                .usage, at: .widths,
                "the columns need a grid of \(high + padding) pt, wider than the compact breakpoint (\(breakpoint) pt) where the grid starts",
                hint:
                    "pass \(Setting.fit) shrink, or \(Setting.compactBelow) \(high + padding) to show compact cells below that width"
            )
        }
    }

    /// Whether the grid is wider than an iPad's 1024 pixels even at its narrowest, so that the
    /// page says how many columns it has and that the grid scrolls (the card grid never does).
    var scrollsSideways: Bool {
        options.layout == .adaptive && tracks.minimumPixels > Self.iPadPixels
    }

    /// The iPad's width, as the page's switch shows it.
    static let iPadPixels = 1024.0

    /// The first text column, which the theme's first-text-item style paints.
    var firstTextColumn: Int? {
        report.schema.columns.first { $0.type == .text && !$0.isHidden }?.index
    }

    func head() -> [UInt8] {
        var out = [UInt8]()
        out.append(contentsOf: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n".utf8)
        out.append(contentsOf: "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n".utf8)
        out.append(
            contentsOf: "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy)\">\n".utf8
        )
        out.append(contentsOf: "<meta name=\"generator\" content=\"gridreport preview\">\n<title>".utf8)
        HTMLEscape.append(TerminalText.sanitize(options.header.title ?? options.sourceName), to: &out)
        out.append(contentsOf: "</title>\n<style>\n".utf8)
        out.append(
            contentsOf: PageStyle.css(
                tracks: tracks, columns: columnStyle, options: options, firstTextColumn: firstTextColumn,
                marks: report.hasMarks, sparklines: !report.shownSparklines.isEmpty
            ).utf8)
        out.append(contentsOf: "</style>\n</head>\n<body>\n".utf8)
        out.append(contentsOf: Self.switcher.utf8)
        let layoutClass = options.layout == .cards ? " cards" : ""
        out.append(contentsOf: "<main class=\"frame\">\n<div class=\"gr\(layoutClass)\" data-report>\n".utf8)
        appendCollectionHeader(to: &out)
        if let note = options.unboundNote {
            out.append(contentsOf: "<p class=\"ub\">".utf8)
            HTMLEscape.append(TerminalText.sanitize(note), to: &out)
            out.append(contentsOf: "</p>\n".utf8)
        }
        if options.layout != .cards { appendHeaderRow(to: &out) }
        if report.rowCount == 0 {
            out.append(contentsOf: "<p class=\"empty\">".utf8)
            HTMLEscape.append(TerminalText.sanitize(options.emptyText ?? Report.defaultEmptyText), to: &out)
            out.append(contentsOf: "</p>\n".utf8)
        }
        return out
    }

    /// The page's end, `chart` (a figure) after the report's grid.
    func tail(chart: [UInt8] = []) -> [UInt8] {
        Array("</div>\n".utf8) + chart + Array("</main>\n</body>\n</html>\n".utf8)
    }

    /// iPhone, iPad or the whole window: radio buttons and CSS (`:has`), no script.
    static let switcher = """
        <form class="sw" aria-label="Preview width">
        <label><input type="radio" name="w" id="w-phone"> iPhone (390)</label>
        <label><input type="radio" name="w" id="w-pad"> iPad (1024)</label>
        <label><input type="radio" name="w" id="w-full" checked> Full width</label>
        </form>

        """

    private func appendCollectionHeader(to out: inout [UInt8]) {
        let header = options.header
        let scrolls = scrollsSideways
        guard header.title != nil || header.isSubset || scrolls else { return }
        out.append(contentsOf: "<header class=\"ch\">".utf8)
        if let title = header.title {
            out.append(contentsOf: "<h1>".utf8)
            HTMLEscape.append(TerminalText.sanitize(title), to: &out)
            out.append(contentsOf: "</h1>".utf8)
        }
        if scrolls {
            let shown = report.schema.columns.filter { !$0.isHidden }.count
            out.append(contentsOf: "<span class=\"cols\">\(shown) columns: scroll sideways for the rest</span>".utf8)
        }
        if let label = header.seeAllLabel() {
            out.append(contentsOf: "<span class=\"see\">".utf8)
            HTMLEscape.append(label, to: &out)
            out.append(contentsOf: "</span>".utf8)
        }
        out.append(contentsOf: "</header>\n".utf8)
    }

    private func appendHeaderRow(to out: inout [UInt8]) {
        out.append(contentsOf: "<div class=\"hd\" role=\"row\">".utf8)
        for (index, column) in report.schema.columns.enumerated() {
            out.append(contentsOf: "<span".utf8)
            out.append(contentsOf: tags.columnAttributes[index])
            out.append(contentsOf: " data-header>".utf8)
            // A title may break after `_`, as the terminal's titles wrap (`bill_` / `length_mm`).
            // A line break of the title is one here too, as in the terminal's header.
            for (n, line) in TerminalText.sanitizedLines(column.name).enumerated() {
                if n > 0 { out.append(contentsOf: "<br>".utf8) }
                let parts = line.split(separator: "_", omittingEmptySubsequences: false)
                for (k, part) in parts.enumerated() {
                    if k > 0 { out.append(contentsOf: "_<wbr>".utf8) }
                    HTMLEscape.append(String(part), to: &out)
                }
            }
            out.append(contentsOf: "</span>".utf8)
        }
        if options.geometry.accessory != .none { out.append(contentsOf: "<span class=\"acc\"></span>".utf8) }
        out.append(contentsOf: "</div>\n".utf8)
    }
}
