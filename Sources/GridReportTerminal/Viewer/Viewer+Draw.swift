import GridReport

extension Viewer {
    /// The screen for the current state.
    public func draw() throws -> Screen {
        var screen = Screen(width: width, height: height)
        if case .record(let offset) = overlay {
            try drawRecord(offset: offset, on: &screen)
        } else if case .chart(let offset) = overlay {
            try drawChart(offset: offset, on: &screen)
        } else {
            try drawRows(on: &screen)
        }
        drawStatus(on: &screen)
        if overlay == .help { drawHelp(on: &screen) }
        return screen
    }

    /// The header lines of the regular table (none in other modes).
    func headerLines() throws -> [String] {
        guard case .regular(let renderer) = try painter().painter else { return [] }
        var text = ""
        renderer.renderHeader(to: &text)
        return RowLines.split(text)
    }

    /// Lines between the header and the status line.
    func bodyHeight() throws -> Int { max(1, height - 1 - (try headerLines().count)) }

    private func drawRows(on screen: inout Screen) throws {
        let (painter, window, shown) = try painter()
        let header = try headerLines()
        let spans = window?.spans(shown, geometry: settings.geometry) ?? []
        let current = try currentSchemaColumn()
        let currentSpan = shown.firstIndex(of: current ?? -1).map { spans[$0] }
        for (y, line) in header.enumerated() where y < height - 1 {
            screen.write(line, line: y)
            if let currentSpan { screen.restyle(line: y, currentSpan) { $0.underline = true } }
        }
        if rowCount == 0 {
            screen.write(Report.defaultEmptyText, line: header.count)
            return
        }
        let bottom = height - 1
        var y = header.count
        var number = topRow
        while y < bottom, let rowLines = try lines(number) {
            let shownLines = rowLines.shown(atTop: number == topRow)
            let lead = rowLines.lines.count - shownLines.count < rowLines.lead ? rowLines.lead : 0
            for (k, line) in shownLines.enumerated() where y < bottom {
                screen.write(line, line: y)
                if number == currentRow && k >= lead {
                    markCurrentRow(line: y, screen: &screen, span: currentSpan, painter: painter)
                }
                highlightMatches(line: y, screen: &screen)
                y += 1
            }
            number += 1
        }
        if case .regular(let renderer) = painter, number >= rowCount, y < bottom {
            var footer = ""
            renderer.renderFooter(to: &footer)
            for line in RowLines.split(footer) where y < bottom {
                screen.write(line, line: y)
                y += 1
            }
        }
    }

    /// The current row: reverse video across the line; the current column's cell also underlined.
    private func markCurrentRow(line y: Int, screen: inout Screen, span: Range<Int>?, painter: RowPainter) {
        screen.restyle(line: y, 0..<width) { $0.reverse = true }
        if let span, case .regular = painter { screen.restyle(line: y, span) { $0.underline = true } }
    }

    /// Where the last search's text shows on line `y`: black on yellow with colour, else underlined.
    func highlightMatches(line y: Int, screen: inout Screen) {
        guard let search, !search.isEmpty else { return }
        let matcher = SearchText(search)
        let cells = screen.lines[y].cells
        for range in matcher.ranges(in: cells.map(\.text)) {
            screen.restyle(line: y, range) { style in
                if settings.color { style.highlight = true } else { style.underline = true }
            }
        }
    }

    /// The current row whole, as records shows it: a rule with its label, then its lines.
    func recordLines() throws -> [String] {
        guard let row = try row(currentRow) else { return [] }
        let renderer = recordsRenderer(width: width)
        var text = ""
        renderer.render(row, to: &text)
        let rule = renderer.ruleLine(label: renderer.label(of: row) ?? String(currentRow + 1))
        return [rule] + RowLines.split(text)
    }

    /// The furthest the row view scrolls: its last line at the bottom, as a pager stops.
    func lastRecordOffset() throws -> Int { max(0, try recordLines().count - (height - 1)) }

    private func drawRecord(offset: Int, on screen: inout Screen) throws {
        let lines = try recordLines()
        for (y, line) in lines.dropFirst(offset).prefix(height - 1).enumerated() {
            screen.write(line, line: y)
            highlightMatches(line: y, screen: &screen)
        }
    }

    /// The bottom line: a prompt being typed, else the place, the column and the mode. A message
    /// that does not fit on it beside them (an error's sentence and its fix, the typing note) is
    /// shown whole on the lines above it, over the rows, until the next key.
    func drawStatus(on screen: inout Screen) {
        let y = height - 1
        guard y >= 0 else { return }
        if let prompt {
            drawPrompt(prompt, line: y, on: &screen)
            return
        }
        var parts = statusParts()
        if let message {
            let inline = (parts + [message, "? help"]).joined(separator: "  ")
            if TerminalText.displayWidth(inline) <= width {
                parts.append(message)
            } else {
                drawMessage(message, above: y, on: &screen)
            }
        }
        screen.write(statusLine(parts), line: y)
        screen.restyle(line: y, 0..<width) { $0.reverse = true }
    }

    /// The status parts cut to the width so that `? help` stays at its end, at every width.
    private func statusLine(_ parts: [String]) -> String {
        let help = "? help"
        let text = parts.joined(separator: "  ")
        if TerminalText.displayWidth(text) + 2 + help.count <= width { return text + "  " + help }
        guard width > help.count + 2 else { return TerminalText.truncate(help, toWidth: width) }
        return TerminalText.truncate(text, toWidth: width - help.count - 2) + "  " + help
    }

    /// `message` wrapped at the width on the lines just above line `y` (at most half the screen).
    private func drawMessage(_ message: String, above y: Int, on screen: inout Screen) {
        var lines: [String] = []
        var line = ""
        for word in message.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty, TerminalText.displayWidth(candidate) > width {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        let shown = lines.prefix(max(1, y / 2)).map { TerminalText.truncate($0, toWidth: width) }
        for (k, text) in shown.enumerated() {
            let row = y - shown.count + k
            guard row >= 0 else { continue }
            screen.restyle(line: row, 0..<width) { $0 = .plain }
            screen.write(TerminalText.pad(text, toWidth: width, alignment: .leading), line: row)
            screen.restyle(line: row, 0..<width) { $0.reverse = true }
        }
    }

    /// The prompt's line: the cursor a cell out of reverse video, a filled-in text underlined while
    /// it is selected; a line longer than the screen scrolls to keep the cursor in sight.
    private func drawPrompt(_ prompt: Prompt, line y: Int, on screen: inout Screen) {
        let lead = [Prompt.Kind.search: "/", .jump: ":", .filter: "filter: "][prompt.kind] ?? ""
        var before = Array(prompt.text.prefix(prompt.cursor))
        let after = String(prompt.text.dropFirst(prompt.cursor))
        var cut = false
        while !before.isEmpty,
            TerminalText.displayWidth(lead + (cut ? "…" : "") + TerminalText.sanitize(String(before))) >= width
        {
            before.removeFirst()
            cut = true
        }
        let head = lead + (cut ? "…" : "") + TerminalText.sanitize(String(before))
        let cursor = TerminalText.displayWidth(head)
        screen.write(TerminalText.truncate(head + TerminalText.sanitize(after), toWidth: width), line: y)
        screen.restyle(line: y, 0..<width) { $0.reverse = true }
        if prompt.selected {
            screen.restyle(line: y, lead.count..<cursor) { $0.underline = true }
        }
        screen.restyle(line: y, cursor..<(cursor + 1)) { $0.reverse = false }
    }

    /// `file  row R of N  Column (type)  mode`: the status line's parts before the message and `? help`.
    private func statusParts() -> [String] {
        var parts = [TerminalText.sanitize(settings.name)]
        if !isFinal {
            parts.append(rowCount == 0 ? "no rows yet" : "row \(currentRow + 1) of counting…")
        } else {
            parts.append(rowCount == 0 ? "no rows" : "row \(currentRow + 1) of \(rowCount)")
        }
        if frequency != nil { parts.append("Enter: its rows  q: back") }
        if let held { parts.append("reading… \(TerminalText.sanitize(held.label)) when the file is read") }
        if isFinal && (filter != nil || !settings.shape.conditions.isEmpty) {
            // The viewer's own filter is said, as `F` clears it; the command line's is on it.
            let condition = filter.map { " where " + TerminalText.sanitize($0.text) } ?? ""
            parts.append("\(rowCount) of \(report.profile.rowCount) rows\(condition)")
        }
        if let sort {
            parts.append("sorted by \(TerminalText.sanitize(sort.column)) \(sort.descending ? "↓" : "↑")")
        }
        if let column = try? currentSchemaColumn() {
            let described = report.schema.columns[column]
            parts.append("\(TerminalText.sanitize(described.name)) (\(described.type.rawValue))")
        }
        if case .record = overlay {
            parts.append("row \(currentRow + 1) whole: Esc returns")
        } else if case .chart = overlay {
            parts.append("chart: Esc returns")
        } else {
            parts.append(mode.rawValue)
        }
        return parts
    }

    /// The key table in a box over the middle of the screen.
    private func drawHelp(on screen: inout Screen) {
        let lines = ["Keys"] + HelpTable.lines
        let inner = min(width - 4, (lines.map { TerminalText.displayWidth($0) }.max() ?? 0))
        guard inner > 0 else { return }
        let boxWidth = inner + 4
        let left = max(0, (width - boxWidth) / 2)
        let top = max(0, (height - 1 - (lines.count + 2)) / 2)
        let ascii = settings.geometry.border == .ascii
        let (h, v, corners) = ascii ? ("-", "|", ["+", "+", "+", "+"]) : ("─", "│", ["┌", "┐", "└", "┘"])
        let rule = String(repeating: h, count: boxWidth - 2)
        var boxLines = [corners[0] + rule + corners[1]]
        for line in lines {
            let cut = TerminalText.truncate(line, toWidth: inner)
            boxLines.append(v + " " + TerminalText.pad(cut, toWidth: inner, alignment: .leading) + " " + v)
        }
        boxLines.append(corners[2] + rule + corners[3])
        for (k, line) in boxLines.enumerated() where top + k < height - 1 {
            screen.restyle(line: top + k, left..<(left + boxWidth)) { $0 = .plain }
            screen.write(line, line: top + k, at: left)
        }
    }

    /// Moves the first row shown so that the current row is on screen whole (or from its top, when
    /// it is taller than the screen).
    func keepCurrentRowShown() throws {
        guard rowCount > 0 else {
            currentRow = 0
            topRow = 0
            return
        }
        currentRow = min(max(0, currentRow), rowCount - 1)
        if currentRow < topRow { topRow = currentRow }
        topRow = try highestTop(showing: currentRow, notAbove: topRow)
    }

    /// The first row to show so that `row` is on screen whole: the highest row, `floor` or below it,
    /// from which the rows down to `row` fit (`row` itself when they never do). Found from `row`
    /// upwards, so it reads the rows a screen holds whatever the distance from `floor` (a search's
    /// match or a jump 100,000 rows down costs what a move of one row does).
    func highestTop(showing row: Int, notAbove floor: Int) throws -> Int {
        let available = try bodyHeight()
        var top = row
        // Lines of rows `top + 1 ... row`, none of them at the top.
        var below = 0
        while top > floor {
            guard let current = try lines(top), let above = try lines(top - 1) else { break }
            below += current.shown(atTop: false).count
            guard above.shown(atTop: true).count + below <= available else { break }
            top -= 1
        }
        return top
    }

    /// Rows shown whole on the screen from the top row.
    func rowsOnScreen() throws -> Int {
        let available = try bodyHeight()
        var used = 0
        var count = 0
        var number = topRow
        while number < rowCount, let rowLines = try lines(number) {
            used += rowLines.shown(atTop: number == topRow).count
            guard used <= available else { break }
            count += 1
            number += 1
        }
        return max(1, count)
    }
}
