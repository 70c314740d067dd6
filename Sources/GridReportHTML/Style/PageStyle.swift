import GridReport

/// The page's stylesheet: the default look (Fiori Horizon light, a system font stack), the regular
/// grid with the report's column tracks, the compact object cell below the breakpoint (a CSS
/// container query, so the page also adapts inside a narrow pane), the card grid, sections, and
/// the theme. Everything is in the page; nothing is loaded.
enum PageStyle {
    /// Points of padding at either end of a row (`--pad`).
    static let rowPadding = 16

    static func css(
        tracks: ColumnTracks, columns: ColumnStyle, options: HTMLPageOptions, firstTextColumn: Int?,
        marks: Bool = false, sparklines: Bool = false
    ) -> String {
        var css = base
        css +=
            ".gr{--cw:\(tracks.contentWidth);--minw:\(tracks.minimumWidth);--tracks:\(tracks.template);--gap:\(ColumnTracks.number(options.geometry.spacingPoints))px}\n"
        css += columns.regular
        if marks { css += ".r>.dx{display:none}\n" }
        if options.wrap { css += ".r>span{white-space:pre-wrap;overflow-wrap:anywhere}\n" }
        var objectCells = compact + columns.compact(cards: options.layout == .cards)
        if marks { objectCells += changeLines }
        let labelled = columns.labelled
        if options.labels, !labelled.isEmpty {
            // Each bound value after its column's title, as the terminal's compact cards show it.
            // A number or a date is never cut, as the terminal never cuts one: its cell is a flex
            // line whose value (its text, an anonymous item) keeps its width, and the label shrinks
            // to an ellipsis. A text's label takes at most 16 characters, so a long one is cut at
            // the same place on every card, and the text ends in an ellipsis rather than
            // mid-letter: its cell is a line of text, not a flex line, whose anonymous text could
            // not end in one.
            func selector(_ columns: [Int]) -> String {
                let cells = columns.map { ColumnStyle.objectCell + ColumnStyle.child($0) }.joined(separator: ",")
                return ":is(\(cells)):not(:empty):not(:has(img)):not([data-column=\"\"])"
            }
            let label =
                "content:attr(data-column) \": \";color:var(--muted);font-weight:400;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:pre"
            let texts = labelled.filter(columns.holdsText)
            let values = labelled.filter { !columns.holdsText($0) }
            if !values.isEmpty {
                let shown = selector(values)
                objectCells += "\(shown){display:flex}\n\(shown)::before{\(label);flex:0 1 auto}\n"
            }
            if !texts.isEmpty {
                let shown = selector(texts)
                objectCells +=
                    "\(shown){display:block;overflow:hidden;text-overflow:ellipsis}\n\(shown)::before{\(label);display:inline-block;max-width:16ch;vertical-align:bottom}\n"
            }
        }
        switch options.layout {
        case .adaptive:
            if options.compactBelowPoints > 0 {
                let breakpoint = ColumnTracks.number(options.compactBelowPoints)
                css += "@container gr (width >= \(breakpoint)px){\n\(columns.stickyKey)}\n"
                css += "@container gr (width < \(breakpoint)px){\n\(objectCells)}\n"
            } else {
                css += columns.stickyKey
            }
        case .compact:
            css += objectCells
        case .cards:
            css += objectCells + cards
        }
        css += ThemeStyle.css(options.theme, firstTextColumn: firstTextColumn)
        css += ThemeStyle.statusCSS(options.theme, rules: options.statusRules, marks: marks)
        css += EncodingMarkup.css(options.encodings)
        if sparklines { css += SparklineMarkup.css }
        css += ChartSVG.css(options.chart)
        return css
    }

    /// `--ch` is registered as a length, so `1ch` is computed once, where `.gr` sets it, in the
    /// body's font, and inherited as pixels: the bold header's tracks are the rows' tracks.
    static let base = """
        @property --ch{syntax:"<length>";inherits:true;initial-value:8px}
        :root{color-scheme:light}
        *{box-sizing:border-box}
        body{margin:0;background:#F5F6F7;color:#1D2D3E;font:14px/1.4 "72","72full",-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;-webkit-text-size-adjust:100%}
        .sw{display:flex;gap:12px;justify-content:flex-end;padding:6px 16px;font-size:12px;color:#556B82}
        .sw label{cursor:pointer}
        .frame{margin:0 auto;padding:0 16px 16px}
        body:has(#w-phone:checked) .frame{max-width:390px;padding:0}
        body:has(#w-pad:checked) .frame{max-width:1024px;padding:0}
        .gr{container:gr/inline-size;--pad:\(rowPadding)px;--text:#1D2D3E;--text-w:400;--hdr:#556B82;--hdr-w:700;--hdr-bg:#FFFFFF;--line:#E5E5E5;--cell:#FFFFFF;--muted:#556B82;--title:#1D2D3E;--title-w:700;--sub:#556B82;--sub-w:400;--status:#556B82;--status-w:400;--link:#0064D9;background:var(--cell);color:var(--text);font-weight:var(--text-w);border-radius:12px;box-shadow:0 0 2px rgba(34,53,72,.2),0 2px 4px rgba(34,53,72,.2);overflow-x:auto;overflow-y:hidden;--ch:1ch}
        .ch{display:flex;justify-content:space-between;align-items:baseline;gap:16px;padding:12px 16px 4px;position:sticky;left:0}
        .cols{color:var(--muted);white-space:nowrap}
        .ch h1{margin:0;font-size:16px;font-weight:700;color:var(--title)}
        .see{color:var(--link);white-space:nowrap;margin-left:auto}
        .hd,.r{display:grid;grid-template-columns:var(--tracks);column-gap:var(--gap);align-items:center;padding:8px var(--pad);min-height:44px;border-bottom:1px solid var(--line);min-width:var(--minw)}
        .r{background:var(--cell)}
        .hd{background:var(--hdr-bg);color:var(--hdr);font-weight:var(--hdr-w);align-items:end}
        .hd>span{min-width:0;overflow:hidden;text-overflow:ellipsis}
        .r.t{align-items:start}
        .r>span{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:pre}
        .p{font-style:normal}
        .r img{display:block;max-width:100%;max-height:40px;object-fit:contain}
        .acc{color:var(--muted);text-align:center}
        .rg{content-visibility:auto;contain-intrinsic-size:auto 2400px;min-width:var(--minw)}
        .tot{font-weight:700;background:#F5F6F7}
        .gt{border-top:3px double var(--line)}
        details.sec>summary{position:sticky;left:0;padding:10px 16px;font-weight:700;cursor:pointer;border-bottom:1px solid var(--line);background:#EFF1F2}
        details.sec details.sec>summary{padding-left:32px}
        .empty{padding:12px 16px;color:var(--muted)}
        .ub{display:none;margin:0;padding:6px 16px;font-size:12px;color:var(--muted);border-bottom:1px solid var(--line);position:sticky;left:0}

        """

    /// The object cell (FUIObjectView): detail image at the left, headline, subheadline and
    /// footnote stacked, status and substatus at the right, the accessory at the far right. Only
    /// bound columns show, and no header.
    static let compact = """
        .hd{display:none}
        .rg{min-width:min-content}
        .ub{display:block}
        .r{grid-template-columns:auto auto minmax(0,1fr) fit-content(50%) auto;grid-template-areas:"i d h s a" "i d sh ss a" "i d f f a";column-gap:0;row-gap:2px;align-items:start;padding:10px 16px;min-width:0}
        .r>span{display:none;white-space:nowrap;position:static}
        .r>span:empty,.r>span.ns{display:none!important}
        .r .p{display:none}
        .r img{max-height:45px}
        .r>.acc{display:block;grid-area:a;align-self:center;margin-left:12px}
        .tot{display:flex;flex-wrap:wrap;gap:2px 12px}
        .tot>span:not(:empty){display:block}
        .tot>span:not(:empty):not(.lbl)::before{content:attr(data-column) " ";color:var(--muted);font-weight:400}

        """

    /// A diff's changes in an object cell: an `old → new` in a slot wraps (a headline too, past its
    /// two lines) instead of being cut, and each change no slot shows is a line of its own below
    /// the slots, after its column's title, across the text's columns (the grid's named lines, so
    /// the same rule places it in a compact cell and a card). Rows without a change are untouched.
    static let changeLines = """
        .r:not(.tot)>.dx{display:block;grid-row:f-end/span 1;grid-column:h-start/s-end;white-space:normal;text-align:left;min-width:0}
        .dx>span{display:block;overflow-wrap:anywhere}
        .dx>span::before{content:attr(data-column) ": ";color:var(--muted);font-weight:400}
        .r:not(.tot) .chg{white-space:normal;overflow-wrap:anywhere}
        .r:not(.tot)>span:has(.chg){max-height:none}

        """

    /// Cards: object cells in boxes, as many a line as fit at 160 points, 6 points apart.
    static var cards: String {
        let minimum = ColumnTracks.number(CardGridLayout.minimumCardPoints)
        let spacing = ColumnTracks.number(CardGridLayout.minimumSpacingPoints)
        return """
            .gr.cards{background:none;box-shadow:none;overflow:visible}
            .cards .rg,.cards .cg{display:grid;grid-template-columns:repeat(auto-fill,minmax(\(minimum)px,1fr));gap:\(spacing)px;padding:\(spacing)px 0}
            .cards .r{grid-template-columns:minmax(0,1fr) fit-content(50%);grid-template-areas:"d d" "h s" "sh ss" "f f";border:1px solid var(--line);border-radius:12px;background:var(--cell);padding:12px}
            .cards .r img{max-height:80px;margin:0 auto}
            .cards .acc{display:none!important}

            """
    }
}
